import FoundationEssentials
import Localization
import QiitaAPI

/// Why a token is being checked with the API, which decides what a refusal tells the user to do.
public enum TokenCheck: Sendable, Hashable {
    /// `kiji login`, checking the token it was given before saving it.
    case login
    /// A command using the token from this place.
    case use(TokenSource)

    /// The sentence for `error` from the API at `baseURL`: for a rejected token (401) or one
    /// without the `read_qiita` scope (403, with the API's own message), the cause and the fix that
    /// fits this check; for any other error, the usual sentence.
    func sentence(for error: QiitaAPIError, baseURL: URL) -> String {
        let root = baseURL.absoluteString
        let status = QiitaErrorSentence.quoted(error.body).map { "HTTP 403: \($0)" } ?? "HTTP 403"
        switch (error, self) {
        case (.unauthorized, .login):
            return tr("The API at {root} rejected this token (HTTP 401): it may be mistyped, expired or revoked. Nothing was saved.", ["root": root])
        case (.forbidden, .login):
            return tr(
                "The API at {root} would not say whose this token is ({status}): it lacks the read_qiita scope. Create one with read_qiita (and write_qiita to stock and comment); nothing was saved.",
                ["root": root, "status": status])
        case (.unauthorized, .use(.environment)):
            return tr(
                "The API at {root} rejected the token in {variable} (HTTP 401): it may be mistyped, expired or revoked; set a valid one, or unset {variable} to use the saved token.",
                ["root": root, "variable": TokenStore.environmentVariable])
        case (.forbidden, .use(.environment)):
            return tr(
                "The token in {variable} lacks the read_qiita scope ({root} answered {status}); set one that has it.",
                ["root": root, "variable": TokenStore.environmentVariable, "status": status])
        case (.unauthorized, .use(.file(let path))):
            return tr(
                "The API at {root} rejected the token saved in {file} (HTTP 401): it may have expired or been revoked; run kiji login to save a new one.",
                ["root": root, "file": path])
        case (.forbidden, .use(.file(let path))):
            return tr(
                "The token saved in {file} lacks the read_qiita scope ({root} answered {status}); run kiji login with a token that has it.",
                ["root": root, "file": path, "status": status])
        default:
            return QiitaErrorSentence.of(error)
        }
    }
}
