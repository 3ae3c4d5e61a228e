import Testing
@testable import TerminalUI

struct TerminalRestoreTests {
    @Test func resetBytes_dropTerminfoPadding() {
        #expect(TerminalRestore.withoutPadding("\u{1B}[?1049l$<5>\u{1B}[?25h$<2*/>") == "\u{1B}[?1049l\u{1B}[?25h")
        #expect(TerminalRestore.withoutPadding("plain") == "plain")
        #expect(TerminalRestore.withoutPadding("open $<5") == "open $<5")
    }
}
