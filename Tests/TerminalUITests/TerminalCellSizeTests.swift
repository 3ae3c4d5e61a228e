import Testing
@testable import TerminalUI

/// The cell size a printout's images are drawn for: the terminal's when the print goes to one.
struct TerminalCellSizeTests {
    private let kernel = TerminalAnswers.CellPixels(width: 9, height: 19)
    private let answered = TerminalAnswers.CellPixels(width: 7, height: 15)

    @Test func outputThatIsNotATerminal_hasNoCellSize_andTheTerminalIsNotAsked() {
        var asked = false
        let size = TerminalCellSize.chosen(isTerminal: false, kernel: kernel) { asked = true; return answered }
        #expect(size == nil)
        #expect(!asked)
    }

    @Test func aTerminalWhoseSizeTheKernelHas_isNotAsked() {
        var asked = false
        let size = TerminalCellSize.chosen(isTerminal: true, kernel: kernel) { asked = true; return answered }
        #expect(size == kernel)
        #expect(!asked)
    }

    @Test func aTerminalWithoutTheKernelsSize_isAskedForIt() {
        #expect(TerminalCellSize.chosen(isTerminal: true, kernel: nil) { answered } == answered)
        #expect(TerminalCellSize.chosen(isTerminal: true, kernel: nil) { nil } == nil)
    }
}
