import Testing
@testable import TerminalUI

/// A terminfo entry as a set of string capabilities.
struct StubTerminfo: TerminfoLookup {
    var strings: Set<String>

    func hasString(_ name: String) -> Bool { strings.contains(name) }
}

/// What kiji asks of a terminal: screens only with cursor addressing, each input report only where
/// the terminal understands it.
struct TerminalSupportTests {
    @Test func aTerminalWithoutCursorAddressing_cannotDrawScreens_norIsAskedForAnyMode() {
        let dumb = TerminalSupport(terminfo: StubTerminfo(strings: []), name: "dumb")
        #expect(!dumb.movesCursor && !dumb.reportsMouse && !dumb.bracketsPaste)
        let printing = TerminalSupport(terminfo: StubTerminfo(strings: ["kmous", "BE", "PS"]), name: "xterm-nocup")
        #expect(!printing.movesCursor && !printing.reportsMouse && !printing.bracketsPaste)
        #expect(TerminalSupport(terminfo: StubTerminfo(strings: ["cup"]), name: "vt100").movesCursor)
    }

    @Test func theMouse_isAskedFor_onlyWhereTerminfoListsTheMouseKeyOrXM() {
        #expect(TerminalSupport(terminfo: StubTerminfo(strings: ["cup", "kmous"]), name: "linux").reportsMouse)
        #expect(TerminalSupport(terminfo: StubTerminfo(strings: ["cup", "XM"]), name: "xterm-custom").reportsMouse)
        #expect(!TerminalSupport(terminfo: StubTerminfo(strings: ["cup"]), name: "xterm-256color").reportsMouse)
    }

    @Test func bracketedPaste_isAskedFor_whereTerminfoListsItsSwitches() {
        #expect(TerminalSupport(terminfo: StubTerminfo(strings: ["cup", "BE"]), name: "vt220").bracketsPaste)
        #expect(TerminalSupport(terminfo: StubTerminfo(strings: ["cup", "PS"]), name: "vt220").bracketsPaste)
        #expect(!TerminalSupport(terminfo: StubTerminfo(strings: ["cup", "kmous"]), name: "linux").bracketsPaste)
        #expect(!TerminalSupport(terminfo: StubTerminfo(strings: ["cup"]), name: "vt100").bracketsPaste)
    }

    @Test func bracketedPaste_isAskedFor_inTheXtermLikeFamilies_whoseEntriesDoNotListIt() {
        for name in ["xterm", "xterm-kitty", "screen-256color", "screen.xterm-256color", "rxvt-unicode-256color", "alacritty", "foot", "st-256color"] {
            #expect(TerminalSupport(terminfo: StubTerminfo(strings: ["cup"]), name: name).bracketsPaste, "\(name)")
        }
        for name in ["xterminal", "ansi", "linux", "vt220"] {
            #expect(!TerminalSupport(terminfo: StubTerminfo(strings: ["cup"]), name: name).bracketsPaste, "\(name)")
        }
    }

    @Test func aModeNotAskedFor_isNeitherTurnedOnNorOff() {
        let all = TerminalSupport(terminfo: StubTerminfo(strings: ["cup", "kmous", "BE"]), name: "xterm")
        #expect(InputReports(support: all, mouse: true).on == InputReports.mouseOn + InputReports.bracketedPasteOn)
        #expect(InputReports(support: all, mouse: true).off == InputReports.mouseOff + InputReports.bracketedPasteOff)
        #expect(InputReports(support: all, mouse: false).on == InputReports.bracketedPasteOn)
        #expect(InputReports(support: all, mouse: false).off == InputReports.bracketedPasteOff)
        let pasteOnly = TerminalSupport(terminfo: StubTerminfo(strings: ["cup", "BE"]), name: "vt220")
        #expect(InputReports(support: pasteOnly, mouse: true).on == InputReports.bracketedPasteOn)
        let none = TerminalSupport(terminfo: StubTerminfo(strings: ["cup"]), name: "vt100")
        #expect(InputReports(support: none, mouse: true).on.isEmpty && InputReports(support: none, mouse: true).off.isEmpty)
    }
}
