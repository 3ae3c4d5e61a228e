import FoundationEssentials
import LeanFoundation
import QiitaAPI

/// The token file's text: the token on the first line and the API root it was checked against on
/// the second. A file with the token alone, as kiji wrote before it kept the API root, is qiita.com's.
enum TokenFileText {
    /// The text to save for `token` checked against `baseURL`.
    static func make(token: String, baseURL: URL) -> String {
        token + "\n" + baseURL.absoluteString + "\n"
    }

    /// The token and its API root, or nil when the text is not one the store wrote.
    static func parse(_ text: String) -> (token: AccessToken, baseURL: URL)? {
        let lines = text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespaceAndNewlines() }.filter { !$0.isEmpty }
        guard let first = lines.first, lines.count <= 2, let token = AccessToken(first) else { return nil }
        guard lines.count == 2 else { return (token, QiitaClientConfiguration.qiitaBaseURL) }
        guard let baseURL = URL(string: lines[1]), let scheme = baseURL.scheme?.lowercased(), ["http", "https"].contains(scheme),
            Origin(baseURL) != nil
        else {
            return nil
        }
        return (token, baseURL)
    }
}
