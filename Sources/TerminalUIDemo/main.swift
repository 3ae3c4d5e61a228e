import Dispatch
import Glibc
import TerminalUI

/// kiji-terminal-demo: a 100,000-row list for trying TerminalUI and testing terminal restore.
///
/// Options: `--rows N`; `--raise-after-draw SIGNAL` sends SIGNAL to the process after the first
/// frame; `--crash SIGNAL` crashes with SIGNAL after the first frame (a real fault where one
/// exists); `--exit-directly` calls `exit(3)` without shutting the UI down; `--on-key` waits for
/// the `!` key instead of the first frame.
struct DemoOptions {
    var rows = 100_000
    var signal: Int32?
    var crash = false
    var onKey = false
    var exitDirectly = false

    static let signals: [String: Int32] = [
        "SIGINT": SIGINT, "SIGTERM": SIGTERM, "SIGHUP": SIGHUP, "SIGSEGV": SIGSEGV, "SIGBUS": SIGBUS,
        "SIGILL": SIGILL, "SIGTRAP": SIGTRAP, "SIGABRT": SIGABRT, "SIGFPE": SIGFPE,
    ]

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--rows": rows = iterator.next().flatMap { Int($0) } ?? rows
            case "--raise-after-draw": signal = iterator.next().flatMap(Self.signal(named:))
            case "--crash": signal = iterator.next().flatMap(Self.signal(named:)); crash = true
            case "--on-key": onKey = true
            case "--exit-directly": exitDirectly = true
            default: break
            }
        }
    }

    static func signal(named name: String) -> Int32? {
        let upper = name.uppercased()
        return signals[upper] ?? signals["SIG" + upper]
    }
}

/// Delivers `signo` the way the option asked: a real fault where one exists, otherwise a signal.
func deliver(_ signo: Int32, crash: Bool) {
    guard crash else {
        kill(getpid(), signo)
        return
    }
    switch signo {
    case SIGSEGV:
        UnsafeMutablePointer<Int>(bitPattern: 8)?.pointee = 1
    case SIGILL:
        fatalError("deliberate crash for the terminal-restore test")
    case SIGABRT:
        abort()
    default:
        raise(signo)
    }
}

let options = DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let environment = TerminalEnvironment.current()
let application: TerminalApplication
do {
    application = try TerminalApplication(environment: environment)
} catch {
    let message = "kiji-terminal-demo: \(error)\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
}
let theme = Theme.resolved(environment: environment, terminalHasColors: application.colorsEnabled)
let screen = DemoScreen(rows: options.rows, theme: theme)
screen.onQuit = { application.exit(status: 0) }
screen.onSuspend = { application.suspend() }
screen.onRedraw = { application.terminal.forceFullRedraw() }
screen.busyIndicator = {
    application.loop.isBusy ? Spinner.dots.frame(application.loop.spinnerTick) : nil
}
screen.onReload = {
    let loop = application.loop
    loop.beginActivity()
    screen.message = "Reloading…"
    Task.detached {
        try? await Task.sleep(for: .seconds(1.5))
        loop.post {
            loop.endActivity()
            screen.message = "Reloaded."
        }
    }
}
if options.signal != nil || options.exitDirectly {
    let trigger = {
        if let signo = options.signal { deliver(signo, crash: options.crash) } else { exit(3) }
    }
    if options.onKey {
        screen.onTrigger = trigger
    } else {
        var delivered = false
        application.loop.onFrameDrawn = {
            guard !delivered else { return }
            delivered = true
            DispatchQueue.main.async { trigger() }
        }
    }
}
application.loop.root = screen
application.run()
