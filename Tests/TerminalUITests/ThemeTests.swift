import Testing
@testable import TerminalUI

struct ThemeTests {
    @Test func noColor_choosesMonochrome() {
        let theme = Theme.resolved(environment: ["NO_COLOR": "1"], terminalHasColors: true)
        #expect(theme[.selection] == Style(attributes: .reverse))
    }

    @Test func noColor_keepsThePreferredListSelection() {
        var preferred = Theme.standard
        preferred.listSelection = .highlight
        let theme = Theme.resolved(preferred: preferred, environment: ["NO_COLOR": "1"], terminalHasColors: true)
        #expect(theme.listSelection == .highlight)
        #expect(theme[.selection] == Theme.monochrome[.selection])
    }

    @Test func emptyNoColor_keepsColours() {
        #expect(Theme.allowsColor(environment: ["NO_COLOR": ""], terminalHasColors: true))
    }

    @Test func terminalWithoutColours_choosesMonochrome() {
        #expect(!Theme.allowsColor(environment: [:], terminalHasColors: false))
    }

    @Test func monochrome_usesNoColours_andKeepsRolesDistinguishable() {
        for role in Theme.Role.allCases {
            let style = Theme.monochrome[role]
            #expect(style.foreground == .terminalDefault && style.background == .terminalDefault)
        }
        #expect(Theme.monochrome[.selection] != Theme.monochrome[.normal])
        #expect(Theme.monochrome[.status] != Theme.monochrome[.normal])
        #expect(Theme.monochrome[.error] != Theme.monochrome[.normal])
    }

    @Test func merging_overlayWinsWhereSet() {
        let merged = Style(foreground: .green, attributes: .bold).merged(with: Style(background: .blue, attributes: .reverse))
        #expect(merged == Style(foreground: .green, background: .blue, attributes: [.bold, .reverse]))
    }
}
