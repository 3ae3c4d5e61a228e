import Dispatch
import Glibc

/// Runs an ``EventLoop`` on the real terminal: input, resize, termination signals and exit.
///
/// Input is read on the main thread as it arrives (``MainThreadLoop``) and decoded into keys, pastes
/// and unbound sequences (``NcursesTerminal/readInput(readable:)``). SIGWINCH is watched with a
/// signal source that takes the size from the kernel, calls `resizeterm` and repaints the whole
/// screen (``NcursesTerminal/updateSize()``). SIGINT, SIGTERM and
/// SIGHUP restore the terminal and then end the process with the same signal. Ctrl-Z (a key in raw
/// mode) and SIGTSTP suspend: the terminal is restored, the process stops, and on continue the
/// keys typed meanwhile are discarded and the screen is repainted (``JobControl``). Crash signals
/// are covered by the handlers ``NcursesTerminal`` installs.
@MainActor
public final class TerminalApplication {
    /// The terminal.
    public let terminal: NcursesTerminal
    /// The loop.
    public let loop: EventLoop
    private var sources: [any DispatchSourceProtocol] = []
    /// The pipe SIGTSTP writes to, caught before curses started (``JobControl/catchRequests()``).
    private let stopRequests: Int32?

    private static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// How long the first frame waits for the screens' first work: long enough to read a kept
    /// copy, short enough that a start never looks slow.
    public static let firstFrameWait = DispatchTimeInterval.milliseconds(50)

    /// Starts curses and the loop; the root is set by the caller before ``run()``.
    public init(options: NcursesTerminal.Options = NcursesTerminal.Options(), environment: [String: String] = TerminalEnvironment.current()) throws(TerminalError) {
        stopRequests = JobControl.catchRequests()
        do {
            terminal = try NcursesTerminal(options: options, environment: environment)
        } catch {
            JobControl.takeDefaultAtStart()
            throw error
        }
        loop = EventLoop(terminal: terminal)
    }

    /// Whether colours may be used; pick the theme with this.
    public var colorsEnabled: Bool { terminal.colorsEnabled }

    /// Installs the sources, draws the first frame and runs the events on the main thread forever.
    ///
    /// The first frame waits up to ``firstFrameWait`` for the root's content, so a warm start opens
    /// on its content with no spinner frame before it.
    public func run() -> Never {
        installSources()
        loop.drawsAtEndOfTurn = true
        loop.holdFirstFrame(for: Self.firstFrameWait)
        loop.send(.resize(terminal.size))
        MainThreadLoop.run(
            input: STDIN_FILENO, inputTimeout: { terminal.inputTimeout }, onInput: readInput, afterTurn: loop.drawIfNeeded)
    }

    /// Gives the terminal back to the shell and stops the process (as Ctrl-Z does); when the
    /// shell continues it, discards what was typed meanwhile, takes the terminal again and repaints.
    public func suspend() {
        terminal.suspend()
        JobControl.stopNow()
        terminal.discardPendingInput()
        terminal.resume()
        loop.send(.resize(terminal.size))
    }

    /// Gives the terminal to `work` (an editor, say) and takes it back afterwards, repainting
    /// everything: the same steps as ``suspend()`` without stopping the process.
    public func whileSuspended<Result>(_ work: () -> Result) -> Result {
        terminal.suspend()
        let result = work()
        terminal.resume()
        loop.send(.resize(terminal.size))
        return result
    }

    /// Restores the terminal and exits with `status`.
    public func exit(status: Int32 = 0) -> Never {
        shutDown()
        Glibc.exit(status)
    }

    private func installSources() {
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler {
            MainActor.assumeIsolated { self.resized() }
        }
        resize.resume()
        sources.append(resize)

        if let stopRequests { sources.append(JobControl.watchRequests(from: stopRequests) { self.suspend() }) }

        for signo in Self.terminationSignals {
            signal(signo, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signo, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { self.terminate(by: signo) }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Delivers the input of a wake-up; the end of input (the terminal is gone) exits with 1.
    private func readInput(readable: Bool) {
        let input = terminal.readInput(readable: readable)
        for event in input.events {
            if case .key(.ctrl("z")) = event {
                suspend()
                return
            }
            loop.send(event)
        }
        if input.ended { self.exit(status: 1) }
    }

    private func resized() {
        terminal.updateSize()
        loop.send(.resize(terminal.size))
    }

    private func terminate(by signo: Int32) {
        shutDown()
        signal(signo, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signo)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signo)
        Glibc.exit(128 + signo)
    }

    private func shutDown() {
        for source in sources { source.cancel() }
        sources = []
        terminal.stop()
    }
}
