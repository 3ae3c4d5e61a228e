import Foundation
import QiitaAPI
import Testing

@testable import KijiData

/// The sentence for a refused token names the cause (401 or 403) and the fix for the command run.
@Suite("TokenCheck: a refused token's sentence fits the command")
struct TokenCheckSentenceTests {
    static let api = URL(string: "http://127.0.0.1:8080/api/v2")!
    static let rejected = QiitaAPIError.unauthorized(QiitaErrorBody(message: "Unauthorized", type: "unauthorized"))
    static let unscoped = QiitaAPIError.forbidden(QiitaErrorBody(message: "Forbidden", type: "forbidden"))

    @Test func duringLogin_neitherTheVariableNorLoggingInAgainIsNamed() {
        for error in [Self.rejected, Self.unscoped] {
            let sentence = TokenCheck.login.sentence(for: error, baseURL: Self.api)
            #expect(!sentence.contains("QIITA_ACCESS_TOKEN"))
            #expect(!sentence.contains("log in"))
            #expect(sentence.hasSuffix("nothing was saved.") || sentence.hasSuffix("Nothing was saved."))
        }
    }

    @Test func duringLogin_401IsARejectionAnd403AMissingReadScope() {
        #expect(TokenCheck.login.sentence(for: Self.rejected, baseURL: Self.api)
            == "The API at http://127.0.0.1:8080/api/v2 rejected this token (HTTP 401): it may be mistyped, expired or revoked. Nothing was saved.")
        #expect(TokenCheck.login.sentence(for: Self.unscoped, baseURL: Self.api) == """
            The API at http://127.0.0.1:8080/api/v2 would not say whose this token is (HTTP 403: Forbidden): it lacks the read_qiita scope. \
            Create one with read_qiita (and write_qiita to stock and comment); nothing was saved.
            """)
    }

    @Test func withTheEnvironmentToken_theVariableIsNamed() {
        let check = TokenCheck.use(.environment)
        #expect(check.sentence(for: Self.rejected, baseURL: Self.api) == """
            The API at http://127.0.0.1:8080/api/v2 rejected the token in QIITA_ACCESS_TOKEN (HTTP 401): it may be mistyped, \
            expired or revoked; set a valid one, or unset QIITA_ACCESS_TOKEN to use the saved token.
            """)
        #expect(check.sentence(for: Self.unscoped, baseURL: Self.api)
            == "The token in QIITA_ACCESS_TOKEN lacks the read_qiita scope (http://127.0.0.1:8080/api/v2 answered HTTP 403: Forbidden); set one that has it.")
    }

    @Test func withTheSavedToken_theFileAndKijiLoginAreNamedButNotTheVariable() {
        let check = TokenCheck.use(.file("/home/me/.config/kiji/token"))
        let rejected = check.sentence(for: Self.rejected, baseURL: Self.api)
        #expect(rejected == """
            The API at http://127.0.0.1:8080/api/v2 rejected the token saved in /home/me/.config/kiji/token (HTTP 401): \
            it may have expired or been revoked; run kiji login to save a new one.
            """)
        let unscoped = check.sentence(for: Self.unscoped, baseURL: Self.api)
        #expect(unscoped == """
            The token saved in /home/me/.config/kiji/token lacks the read_qiita scope (http://127.0.0.1:8080/api/v2 answered HTTP 403: Forbidden); \
            run kiji login with a token that has it.
            """)
        #expect(!rejected.contains("QIITA_ACCESS_TOKEN") && !unscoped.contains("QIITA_ACCESS_TOKEN"))
    }

    @Test func aForbiddenWithoutAMessage_saysTheStatusAlone() {
        #expect(TokenCheck.use(.environment).sentence(for: .forbidden(nil), baseURL: Self.api)
            == "The token in QIITA_ACCESS_TOKEN lacks the read_qiita scope (http://127.0.0.1:8080/api/v2 answered HTTP 403); set one that has it.")
    }

    @Test func otherErrors_keepTheirUsualSentence() {
        let error = QiitaAPIError.server(status: 503, body: nil)
        #expect(TokenCheck.login.sentence(for: error, baseURL: Self.api) == QiitaErrorSentence.of(error))
    }
}
