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
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 200)))
            folder = try TemporaryFolder()
        }

        deinit { server.stop() }

        func service(environmentToken: String? = nil) -> AccountService {
            let baseURL = server.baseURL
            return AccountService(store: TokenStore(environment: folder.environment(token: environmentToken))) { token in
                QiitaClient(configuration: QiitaClientConfiguration(
                    baseURL: baseURL, accessToken: token, transport: .standard(userAgent: "kiji/test"), retry: .never))
            }
        }
    }

    @Test func login_checksTheTokenAndSavesIt() async throws {
        let harness = try Harness()
        let service = harness.service()
        let user = try await service.login(token: QiitaStubOptions.demoToken)
        #expect(user.id == User.ID("alice"))
        #expect(harness.server.requests.last?.path == "/api/v2/authenticated_user")
        #expect(try service.store.resolve()?.token == AccessToken(QiitaStubOptions.demoToken))
    }

    @Test func login_withARejectedToken_savesNothingAndSaysWhy() async throws {
        let harness = try Harness()
        let service = harness.service()
        let error = await #expect(throws: AccountError.self) { try await service.login(token: "wrong-token-456") }
        #expect(error?.message.contains("rejected the access token") == true)
        #expect(error?.message.contains("wrong-token-456") == false)
        #expect(!FileManager.default.fileExists(atPath: service.store.file.path))
    }

    @Test func whoami_namesTheUserAndTheTokenFile() async throws {
        let harness = try Harness()
        let service = harness.service()
        _ = try await service.login(token: QiitaStubOptions.demoToken)
        let (user, source) = try await service.whoami()
        #expect(user.id == User.ID("alice"))
        #expect(source == .file(service.store.file.path))
    }

    @Test func whoami_prefersTheEnvironmentToken() async throws {
        let harness = try Harness()
        try harness.service().store.save("saved-but-wrong")
        let (user, source) = try await harness.service(environmentToken: QiitaStubOptions.demoToken).whoami()
        #expect(user.id == User.ID("alice"))
        #expect(source == .environment)
    }

    @Test func whoami_withoutAToken_saysHowToLogIn() async throws {
        let harness = try Harness()
        let error = await #expect(throws: AccountError.self) { try await harness.service().whoami() }
        #expect(error?.message == "Not logged in: run kiji login or set QIITA_ACCESS_TOKEN.")
    }

    @Test func logout_removesTheTokenSoWhoamiNoLongerWorks() async throws {
        let harness = try Harness()
        let service = harness.service()
        _ = try await service.login(token: QiitaStubOptions.demoToken)
        #expect(try service.logout())
        #expect(try !service.logout())
        await #expect(throws: AccountError.self) { try await service.whoami() }
    }
}
