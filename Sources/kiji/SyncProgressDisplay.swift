import Glibc
import KijiData
import TerminalUI

/// Shows `kiji sync`'s progress line on a terminal, at most ten times a second; does nothing
/// when the descriptor is not a terminal (the summary line is then all that is written).
final class SyncProgressDisplay: Sendable {
    private let descriptor: Int32
    private let isTerminal: Bool
    private let pacing = ProgressPacing(interval: .milliseconds(100))

    /// A display on `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    /// Redraws the line for `progress`, unless one was drawn less than 0.1 s ago (the last of a
    /// phase is always drawn).
    func show(_ progress: SyncProgress) {
        guard isTerminal, pacing.isDue(progress) else { return }
        let width = WindowSize.columns(of: descriptor) ?? 80
        Console.write("\r" + SyncProgressLine.text(progress, width: width) + "\u{1B}[K", to: descriptor)
    }

    /// Takes the line away, so that what follows starts on a clean line.
    func clear() {
        guard isTerminal, pacing.hasLetThrough else { return }
        Console.write("\r\u{1B}[K", to: descriptor)
    }
}
