import Testing
@testable import TerminalUI

@MainActor
final class RecordingRoot: Component {
    var events: [Event] = []
    var draws = 0
    var label: DisplayText = "start"
    var isWaitingForContent = false

    func draw(in canvas: Canvas) {
        draws += 1
        canvas.draw(label, row: 0, column: 0)
    }

    func handle(_ event: Event) {
        events.append(event)
    }
}

@MainActor
struct EventLoopTests {
    @Test func manyChanges_drawOnce() {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 2, columns: 10))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let root = RecordingRoot()
        loop.root = root
        loop.send(.key(.down))
        loop.send(.key(.down))
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        loop.drawIfNeeded()
        #expect(root.draws == 1)
        #expect(terminal.framesDrawn == 1)
        #expect(root.events == [.key(.down), .key(.down)])
    }

    @Test func noChange_drawsNothing() {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 2, columns: 10))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        loop.root = RecordingRoot()
        loop.drawIfNeeded()
        #expect(terminal.framesDrawn == 0)
    }

    @Test func tick_advancesSpinnerAndDeliversEvent() {
        let loop = EventLoop(terminal: MemoryTerminal(size: TerminalSize(rows: 1, columns: 1)), schedulesDraws: false)
        let root = RecordingRoot()
        loop.root = root
        loop.beginActivity()
        #expect(loop.isBusy)
        loop.tick()
        #expect(loop.spinnerTick == 1)
        #expect(root.events == [.tick])
        loop.endActivity()
        #expect(!loop.isBusy)
        #expect(Spinner.dots.frame(loop.spinnerTick) == "⠙")
        #expect(Spinner.line.frame(5) == "/")
        #expect(Spinner(frames: []).frame(3) == " ")
    }

    @Test func post_fromAnotherTask_updatesStateAndRedraws() async {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 1, columns: 10))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let root = RecordingRoot()
        loop.root = root
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task.detached {
                loop.post {
                    root.label = "done"
                    continuation.resume()
                }
            }
        }
        loop.drawIfNeeded()
        #expect(terminal.rows == ["done      "])
    }

    @Test func heldFirstFrame_waitsForTheRootsContent_andGoesOutWhenItComes_evenWhileBusy() {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 1, columns: 10))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let root = RecordingRoot()
        root.isWaitingForContent = true
        loop.root = root
        loop.holdFirstFrame(for: .seconds(600))
        loop.beginActivity()
        loop.send(.resize(terminal.size))
        loop.drawIfNeeded()
        #expect(terminal.framesDrawn == 0)
        root.label = "list"
        root.isWaitingForContent = false
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        #expect(terminal.framesDrawn == 1)
        #expect(terminal.rows == ["list      "])
        #expect(loop.isBusy)
    }

    @Test func heldFirstFrame_goesOutWithThePlaceholder_onceTheWaitHasPassed() {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 1, columns: 10))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let root = RecordingRoot()
        root.isWaitingForContent = true
        loop.root = root
        loop.holdFirstFrame(for: .nanoseconds(0))
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        #expect(terminal.framesDrawn == 1)
    }

    @Test func laterFrames_areNeverHeld() {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 1, columns: 10))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let root = RecordingRoot()
        loop.root = root
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        root.isWaitingForContent = true
        loop.holdFirstFrame(for: .seconds(600))
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        #expect(terminal.framesDrawn == 2)
    }
}
