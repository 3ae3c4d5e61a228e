import Localization

/// The status line's sentence when the editor ended badly or its text cannot be sent: what
/// happened, and the file that keeps the text.
enum EditorMessage {
    /// The sentence for an editor that ended as `ending`, its text kept at `kept`.
    static func failed(_ ending: EditorEnding, kept: String?) -> String {
        switch (ending, kept) {
        case (.exitStatus(let status), let path?):
            tr("The editor exited with status {status}; your text is kept in {path}.", ["status": String(status), "path": path])
        case (.exitStatus(let status), nil):
            tr("The editor exited with status {status}, so nothing was sent.", ["status": String(status)])
        case (.signal(let signal), let path?):
            tr("The editor was stopped by signal {signal}; your text is kept in {path}.", ["signal": String(signal), "path": path])
        case (.signal(let signal), nil):
            tr("The editor was stopped by signal {signal}, so nothing was sent.", ["signal": String(signal)])
        case (.folderInPlaceOfFile, _):
            tr("The editor left a folder in place of the file, so nothing was sent.")
        }
    }

    /// The sentence for a text refused as `refusal`, kept at `kept`.
    static func refused(_ refusal: TextRefusal, kept: String?) -> String {
        switch (refusal, kept) {
        case (.tooLarge(let limit), let path?):
            tr("The comment is over {limit} bytes, Qiita's limit, so it was not sent; it is kept in {path}.", ["limit": String(limit), "path": path])
        case (.tooLarge(let limit), nil):
            tr("The comment is over {limit} bytes, Qiita's limit, so it was not sent.", ["limit": String(limit)])
        case (.notUTF8, let path?):
            tr("The comment is not valid UTF-8, so it was not sent; it is kept in {path}.", ["path": path])
        case (.notUTF8, nil):
            tr("The comment is not valid UTF-8, so it was not sent.")
        }
    }
}
