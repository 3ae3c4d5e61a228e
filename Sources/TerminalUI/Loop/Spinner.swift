/// The frames of a busy indicator.
public struct Spinner: Sendable {
    /// The frames, each one column wide.
    public let frames: [DisplayText]

    /// Creates a spinner from frames; an empty list becomes a single blank.
    public init(frames: [DisplayText]) {
        self.frames = frames.isEmpty ? [" "] : frames
    }

    /// Braille dots, for UTF-8 terminals.
    public static let dots = Spinner(frames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])

    /// ASCII line, for anything else.
    public static let line = Spinner(frames: ["|", "/", "-", "\\"])

    /// The frame for a tick count.
    public func frame(_ tick: Int) -> DisplayText {
        frames[((tick % frames.count) + frames.count) % frames.count]
    }
}
