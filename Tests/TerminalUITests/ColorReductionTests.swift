import Testing
import TerminalUI

@Suite("Color.basic: 256-colour shades fall back to the basic colour of their hue")
struct ColorReductionTests {
    @Test func theDefaultCodeShades_keepDistinctBasicHues() {
        #expect(Color.palette(133).basic == .magenta)
        #expect(Color.palette(71).basic == .green)
        #expect(Color.palette(136).basic == .yellow)
        #expect(Color.palette(37).basic == .cyan)
        #expect(Color.palette(68).basic == .blue)
        #expect(Color.palette(131).basic == .red)
        #expect(Color.palette(245).basic == .palette(8))
    }

    @Test func basicColoursAndTheDefault_stayAsTheyAre() {
        #expect(Color.palette(9).basic == .palette(9))
        #expect(Color.terminalDefault.basic == .terminalDefault)
    }
}

@Suite("Theme.Role config names: the code roles, and the diff roles' former names")
struct ThemeRoleNameTests {
    @Test func codeRoles_andFormerDiffNames_nameTheirRoles() {
        #expect(Theme.Role(configName: "code.keyword") == .codeKeyword)
        #expect(Theme.Role(configName: "code.diff_add") == .diffAdded)
        #expect(Theme.Role(configName: "diff_added") == .diffAdded)
        #expect(Theme.Role(configName: "diff_hunk") == .diffHunk)
        #expect(Theme.Role(configName: "code.nothing") == nil)
        #expect(Theme.Role.configNames.isSuperset(of: ["diff_removed", "code.diff_remove", "code.operator"]))
    }
}
