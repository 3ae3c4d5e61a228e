/// What came of running the user's editor on a text.
public enum EditorOutcome: Equatable, Sendable {
    /// The editor ended well; the file held this text.
    case saved(String)
    /// No editor could be started.
    case notStarted
    /// The editor ended badly; what it wrote is kept in the file at `kept`, nil when it wrote
    /// nothing or the text could not be kept.
    case failed(EditorEnding, kept: String?)
    /// The text cannot be sent as it is; it is kept in the file at `kept`, nil when it could not be.
    case refused(TextRefusal, kept: String?)
}

/// How an editor ended badly.
public enum EditorEnding: Equatable, Sendable {
    /// It exited with this status, not 0.
    case exitStatus(Int32)
    /// This signal stopped it.
    case signal(Int32)
    /// It left a folder where the file was.
    case folderInPlaceOfFile
}

/// Why a text is not sent.
public enum TextRefusal: Equatable, Sendable {
    /// It is over `limit` bytes.
    case tooLarge(limit: Int)
    /// It is not valid UTF-8.
    case notUTF8
}
