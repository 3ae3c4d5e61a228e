import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

@Suite("Login, whoami and logout against the stub")
struct AccountAgainstStubTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let folder: TemporaryFolder

        init() throws {
            server = try QiitaStubServer(options: QiitaStubOptions(
                corpus: CorpusOptions(itemCount: 200), tokens: [QiitaStubOptions.demoToken: "alice", AccountAgainstStubTests.writeOnly: "alice"],
                writeOnlyTokens: [AccountAgainstStubTests.writeOnly]))
            folder = try TemporaryFolder()
        }

        deinit { server.stop() }

        var api: URL { server.baseURL }

        func service(environmentToken: String? = nil) -> AccountService {
            AccountService(store: TokenStore(environment: folder.environment(token: environmentToken))) { baseURL, token in
                QiitaClient(configuration: QiitaClientConfiguration(
                    baseURL: baseURL, accessToken: token, transport: .standard(userAgent: "kiji/test"), retry: .never))
            }
        }
    }

    /// A token of alice's with the write_qiita scope only.
    static let writeOnly = "write-only-token-789"

    @Test func login_checksTheTokenAndSavesIt() async throws {
        let harness = try Harness()
        let service = harness.service()
        let user = try await service.login(token: QiitaStubOptions.demoToken, baseURL: harness.api)
        #expect(user.id == User.ID("alice"))
        #expect(harness.server.requests.last?.path == "/api/v2/authenticated_user")
        #expect(try service.store.resolve()?.token == AccessToken(QiitaStubOptions.demoToken))
    }

    @Test func login_withARejectedToken_savesNothingAndSaysWhyWithoutTheVariable() async throws {
        let harness = try Harness()
        let service = harness.service()
        let error = await #expect(throws: AccountError.self) { try await service.login(token: "wrong-token-456", baseURL: harness.api) }
        #expect(error?.message == "The API at \(harness.api.absoluteString) rejected this token (HTTP 401): it may be mistyped, expired or revoked. Nothing was saved.")
        #expect(error?.message.contains("wrong-token-456") == false)
        #expect(!FileManager.default.fileExists(atPath: service.store.file.path))
    }

    @Test func login_withATokenWithoutReadQiita_namesTheScopeAndSavesNothing() async throws {
        let harness = try Harness()
        let service = harness.service()
        let error = await #expect(throws: AccountError.self) { try await service.login(token: Self.writeOnly, baseURL: harness.api) }
        #expect(error?.message.contains("(HTTP 403: Forbidden): it lacks the read_qiita scope.") == true)
        #expect(error?.message.contains("QIITA_ACCESS_TOKEN") == false)
        #expect(!FileManager.default.fileExists(atPath: service.store.file.path))
    }

    @Test func whoami_withoutARoot_asksTheOneTheTokenWasSavedFor() async throws {
        let harness = try Harness()
        _ = try await harness.service().login(token: QiitaStubOptions.demoToken, baseURL: harness.api)
        let (user, _, baseURL) = try await harness.service().whoami(requested: nil)
        #expect(user.id == User.ID("alice"))
        #expect(baseURL == harness.api)
        #expect(harness.server.requests.count == 2)
    }

    @Test func whoami_askingAnotherRoot_sendsTheSavedTokenNowhereAndSaysSo() async throws {
        let harness = try Harness()
        let other = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 10)))
        defer { other.stop() }
        let service = harness.service()
        _ = try await service.login(token: QiitaStubOptions.demoToken, baseURL: harness.api)
        let error = await #expect(throws: AccountError.self) { try await service.whoami(requested: other.baseURL) }
        #expect(error?.message.hasPrefix("The saved token is for \(harness.api.absoluteString), so kiji does not send it to \(other.baseURL.absoluteString);") == true)
        #expect(other.requests.isEmpty)
    }

    @Test func whoami_withARevokedSavedToken_namesTheFileAndKijiLogin() async throws {
        let harness = try Harness()
        let service = harness.service()
        try service.store.save("revoked-token-321", baseURL: harness.api)
        let error = await #expect(throws: AccountError.self) { try await service.whoami(requested: nil) }
        #expect(error?.message == """
            The API at \(harness.api.absoluteString) rejected the token saved in \(service.store.file.path) (HTTP 401): \
            it may have expired or been revoked; run kiji login to save a new one.
            """)
    }

    @Test func whoami_withARejectedEnvironmentToken_namesTheVariable() async throws {
        let harness = try Harness()
        let service = harness.service(environmentToken: "wrong-token-456")
        let error = await #expect(throws: AccountError.self) { try await service.whoami(requested: harness.api) }
        #expect(error?.message.contains("rejected the token in QIITA_ACCESS_TOKEN (HTTP 401)") == true)
        #expect(error?.message.contains("wrong-token-456") == false)
    }

    @Test func whoami_namesTheUserAndTheTokenFile() async throws {
        let harness = try Harness()
        let service = harness.service()
        _ = try await service.login(token: QiitaStubOptions.demoToken, baseURL: harness.api)
        let (user, source, _) = try await service.whoami(requested: nil)
        #expect(user.id == User.ID("alice"))
        #expect(source == .file(service.store.file.path))
    }

    @Test func whoami_prefersTheEnvironmentToken() async throws {
        let harness = try Harness()
        try harness.service().store.save("saved-but-wrong", baseURL: harness.api)
        let (user, source, _) = try await harness.service(environmentToken: QiitaStubOptions.demoToken).whoami(requested: harness.api)
        #expect(user.id == User.ID("alice"))
        #expect(source == .environment)
    }

    @Test func whoami_withoutAToken_saysHowToLogIn() async throws {
        let harness = try Harness()
        let error = await #expect(throws: AccountError.self) { try await harness.service().whoami(requested: nil) }
        #expect(error?.message == "Not logged in: run kiji login or set QIITA_ACCESS_TOKEN.")
    }

    @Test func logout_removesTheTokenSoWhoamiNoLongerWorks() async throws {
        let harness = try Harness()
        let service = harness.service()
        _ = try await service.login(token: QiitaStubOptions.demoToken, baseURL: harness.api)
        #expect(try service.logout())
        #expect(try !service.logout())
        await #expect(throws: AccountError.self) { try await service.whoami(requested: nil) }
    }
}
