import Dispatch

/// The main-actor event loop: delivers events to the root component and draws once per turn.
///
/// State changes call ``setNeedsDisplay()``; the loop then draws at most once per turn of the main
/// queue, however many changes happened. With `schedulesDraws` off (tests), call ``drawIfNeeded()``.
@MainActor
public final class EventLoop {
    /// The terminal drawn on.
    public let terminal: any Terminal
    /// The component that draws the frame and receives events.
    public var root: (any Component)?
    /// Called after each frame reaches the terminal.
    public var onFrameDrawn: (() -> Void)?
    /// Advances while the loop is busy; drawn by the status bar's spinner.
    public private(set) var spinnerTick = 0
    /// Number of frames drawn.
    public private(set) var framesDrawn = 0

    private let schedulesDraws: Bool
    /// Set when whoever runs the main thread calls ``drawIfNeeded()`` after every turn
    /// (``MainThreadLoop``), so a change needs no draw scheduled on the main queue.
    var drawsAtEndOfTurn = false
    private var dirty = false
    private var flushScheduled = false
    private var activities = 0
    private var spinnerTimer: DispatchSourceTimer?
    private let spinnerInterval: DispatchTimeInterval
    private var firstFrameDeadline: DispatchTime?

    /// Creates a loop drawing on `terminal`.
    public init(terminal: any Terminal, schedulesDraws: Bool = true, spinnerInterval: DispatchTimeInterval = .milliseconds(100)) {
        self.terminal = terminal
        self.schedulesDraws = schedulesDraws
        self.spinnerInterval = spinnerInterval
    }

    /// Whether work is in flight (the spinner is running).
    public var isBusy: Bool { activities > 0 }

    /// Marks the screen as needing a redraw; the draw happens once, later in this turn.
    public func setNeedsDisplay() {
        dirty = true
        guard schedulesDraws, !drawsAtEndOfTurn, !flushScheduled else { return }
        flushScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.flushScheduled = false
                self.drawIfNeeded()
            }
        }
    }

    /// Holds the first frame back while the root waits for its content, for at most `wait`, so a
    /// screen whose content is ready by then (a kept copy read at start) opens on it instead of on
    /// a placeholder and a spinner.
    ///
    /// The first frame goes out when the root stops waiting (``Component/isWaitingForContent``) or
    /// when `wait` has passed, whichever comes first; later frames are never held.
    public func holdFirstFrame(for wait: DispatchTimeInterval) {
        guard framesDrawn == 0 else { return }
        let deadline = DispatchTime.now() + wait
        firstFrameDeadline = deadline
        guard schedulesDraws else { return }
        DispatchQueue.main.asyncAfter(deadline: deadline) {
            MainActor.assumeIsolated {
                self.firstFrameDeadline = nil
                self.drawIfNeeded()
            }
        }
    }

    /// Whether the first frame is still waiting for the root's content (see ``holdFirstFrame(for:)``).
    private var holdsFirstFrame: Bool {
        guard framesDrawn == 0, root?.isWaitingForContent == true, let firstFrameDeadline else { return false }
        return DispatchTime.now() < firstFrameDeadline
    }

    /// Draws the frame if something changed since the last one.
    public func drawIfNeeded() {
        guard dirty, !holdsFirstFrame else { return }
        dirty = false
        terminal.beginFrame()
        root?.draw(in: Canvas(terminal: terminal))
        terminal.endFrame()
        framesDrawn += 1
        onFrameDrawn?()
    }

    /// Repaints every cell in the next frame, whatever the terminal is thought to show.
    public func redrawEverything() {
        terminal.forceFullRedraw()
        setNeedsDisplay()
    }

    /// Delivers an event to the root and marks the screen dirty.
    public func send(_ event: Event) {
        root?.handle(event)
        setNeedsDisplay()
    }

    /// Runs `update` on the main actor later (from any thread or task) and redraws afterwards.
    ///
    /// This is how async work delivers its results.
    public nonisolated func post(_ update: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                update()
                self.setNeedsDisplay()
            }
        }
    }

    /// Notes that work started; the spinner runs while any work is in flight.
    public func beginActivity() {
        activities += 1
        if activities == 1 { startSpinner() }
        setNeedsDisplay()
    }

    /// Notes that work finished.
    public func endActivity() {
        guard activities > 0 else { return }
        activities -= 1
        if activities == 0 { stopSpinner() }
        setNeedsDisplay()
    }

    /// Advances the spinner by one tick, as the timer does.
    public func tick() {
        spinnerTick += 1
        send(.tick)
    }

    private func startSpinner() {
        guard schedulesDraws else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + spinnerInterval, repeating: spinnerInterval)
        timer.setEventHandler {
            MainActor.assumeIsolated { self.tick() }
        }
        timer.resume()
        spinnerTimer = timer
    }

    private func stopSpinner() {
        spinnerTimer?.cancel()
        spinnerTimer = nil
    }
}
