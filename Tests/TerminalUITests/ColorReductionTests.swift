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
