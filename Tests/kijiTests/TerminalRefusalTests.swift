import TerminalUI
import Testing

@testable import kiji

/// What kiji says when the terminal cannot run the reader, and the status it exits with.
struct TerminalRefusalTests {
    @Test func aTerminalThatCannotMoveTheCursor_isNamed_pointsToThePrint_andExitsWith2() {
        let refusal = TerminalRefusal(.cannotMoveCursor("dumb"))
        #expect(refusal.status == 2)
        #expect(refusal.sentence.contains("TERM=dumb") && refusal.sentence.contains("kiji read ID | cat"))
        #expect(!refusal.sentence.contains("\n"))
    }

    @Test func anUnknownTerminalType_orNoTerminal_exitWith1() {
        #expect(TerminalRefusal(.unknownTerminalType("nonesuch")).status == 1)
        #expect(TerminalRefusal(.unknownTerminalType("nonesuch")).sentence.contains("\"nonesuch\""))
        #expect(TerminalRefusal(.notATerminal).status == 1)
    }
}
