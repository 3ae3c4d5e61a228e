import Foundation
import KijiData
import QiitaAPI
import Testing

@Suite("TokenStore: where the token comes from and how it is kept")
struct TokenStoreTests {
    static let api = URL(string: "http://127.0.0.1:8080/api/v2")!

    @Test func environmentVariable_winsOverTheFile() throws {
        let folder = try TemporaryFolder()
        try TokenStore(environment: folder.environment()).save("file-token", baseURL: Self.api)
        let resolved = try TokenStore(environment: folder.environment(token: "env-token")).resolve()
        #expect(resolved?.source == .environment)
        #expect(resolved?.token == AccessToken("env-token"))
    }

    @Test func withoutEnvironment_theSavedFileIsUsed() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("  file-token\n", baseURL: Self.api)
        let resolved = try store.resolve()
        #expect(resolved?.token == AccessToken("file-token"))
        #expect(resolved?.source == .file(store.file.path))
        #expect(resolved?.baseURL == Self.api)
    }

    @Test func savedToken_remembersTheAPIRootItWasSavedFor() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("file-token", baseURL: Self.api)
        try store.save("file-token", baseURL: URL(string: "https://team.example.com/api/v2")!)
        #expect(try TokenStore(environment: folder.environment()).resolve()?.baseURL == URL(string: "https://team.example.com/api/v2"))
    }

    @Test func fileWithoutAnAPIRoot_asOlderKijiWroteIt_isQiitaComs() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("placeholder", baseURL: Self.api)
        try Self.overwrite(store.file, with: "old-token\n")
        let resolved = try store.resolve()
        #expect(resolved?.token == AccessToken("old-token"))
        #expect(resolved?.baseURL == URL(string: "https://qiita.com/api/v2"))
    }

    @Test func fileWithAnUnusableAPIRoot_isRefusedWithTheFix() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("placeholder", baseURL: Self.api)
        for text in ["secret-token\nnot a url\n", "secret-token\nftp://example.com/api\n", "secret-token\nhttps://qiita.com/api/v2\nmore\n"] {
            try Self.overwrite(store.file, with: text)
            let error = #expect(throws: TokenStoreError.self) { try store.resolve() }
            #expect(error?.message.contains("run kiji login again") == true)
            #expect(error?.message.contains("secret-token") == false)
        }
    }

    @Test func environmentToken_isBoundToNoAPIRoot() throws {
        let folder = try TemporaryFolder()
        try TokenStore(environment: folder.environment()).save("file-token", baseURL: Self.api)
        let store = TokenStore(environment: folder.environment(token: "env-token"))
        #expect(try store.resolve()?.baseURL == nil)
        #expect(try store.saved()?.baseURL == Self.api)
    }

    @Test func access_withoutARequestedRoot_goesToTheSavedTokensRoot() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("file-token", baseURL: Self.api)
        let access = try store.access(requested: nil)
        #expect(access.baseURL == Self.api)
        #expect(access.token?.token == AccessToken("file-token"))
        #expect(access.withheldSentence == nil)
    }

    @Test func access_toTheSameOrigin_sendsTheSavedToken() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("file-token", baseURL: Self.api)
        let access = try store.access(requested: URL(string: "HTTP://127.0.0.1:8080/api/v2/")!)
        #expect(access.token?.token == AccessToken("file-token"))
    }

    @Test func access_toAnotherOrigin_holdsTheSavedTokenBackAndSaysWhy() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("file-token", baseURL: Self.api)
        for other in ["https://qiita.com/api/v2", "http://127.0.0.1:8081/api/v2", "https://127.0.0.1:8080/api/v2"] {
            let access = try store.access(requested: URL(string: other)!)
            #expect(access.baseURL == URL(string: other))
            #expect(access.token == nil)
            #expect(access.withheldSentence == """
                The saved token is for http://127.0.0.1:8080/api/v2, so kiji does not send it to \(other); \
                run kiji login --base-url \(other) to log in there, or use --base-url http://127.0.0.1:8080/api/v2. \
                Token file: \(store.file.path)
                """)
        }
    }

    @Test func access_withTheEnvironmentToken_goesToTheRequestedRootOrQiitaCom() throws {
        let folder = try TemporaryFolder()
        try TokenStore(environment: folder.environment()).save("file-token", baseURL: Self.api)
        let store = TokenStore(environment: folder.environment(token: "env-token"))
        let asked = try store.access(requested: URL(string: "https://team.example.com/api/v2")!)
        #expect(asked.token?.token == AccessToken("env-token"))
        #expect(asked.baseURL == URL(string: "https://team.example.com/api/v2"))
        #expect(try store.access(requested: nil).baseURL == URL(string: "https://qiita.com/api/v2"))
    }

    @Test func nothingConfigured_resolvesToNil() throws {
        let folder = try TemporaryFolder()
        #expect(try TokenStore(environment: folder.environment()).resolve() == nil)
    }

    @Test func tokenFile_liesInXDGConfigHomeOrElseDotConfig() {
        #expect(TokenStore(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]).file.path == "/x/cfg/kiji/token")
        #expect(TokenStore(environment: ["HOME": "/h"]).file.path == "/h/.config/kiji/token")
        #expect(TokenStore(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).file.path == "/h/.config/kiji/token")
    }

    @Test func save_createsA0600FileInA0700Folder() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("secret-token", baseURL: Self.api)
        #expect(TemporaryFolder.mode(of: store.file) == 0o600)
        #expect(TemporaryFolder.mode(of: store.file.deletingLastPathComponent()) == 0o700)
        #expect(try String(contentsOf: store.file, encoding: .utf8) == "secret-token\nhttp://127.0.0.1:8080/api/v2\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.file.deletingLastPathComponent().path)
        #expect(leftovers == ["token"])
    }

    @Test func save_replacesAnOldToken() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("old-token", baseURL: Self.api)
        try store.save("new-token", baseURL: Self.api)
        #expect(try store.resolve()?.token == AccessToken("new-token"))
    }

    @Test func fileReadableByOthers_isRefusedWithTheChmodFix() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("secret-token", baseURL: Self.api)
        chmod(store.file.path, 0o644)
        let error = #expect(throws: TokenStoreError.self) { try store.resolve() }
        #expect(error?.message.contains("chmod 600 \(store.file.path)") == true)
        #expect(error?.message.contains("secret-token") == false)
    }

    @Test func fileReadableByGroup_isRefused() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("secret-token", baseURL: Self.api)
        chmod(store.file.path, 0o640)
        #expect(throws: TokenStoreError.self) { try store.resolve() }
    }

    @Test func blankOrSpacedToken_isNotSaved() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        #expect(throws: TokenStoreError.self) { try store.save("   ", baseURL: Self.api) }
        #expect(throws: TokenStoreError.self) { try store.save("two words", baseURL: Self.api) }
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
    }

    @Test func remove_deletesTheFileAndSaysWhetherThereWasOne() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("secret-token", baseURL: Self.api)
        #expect(try store.remove())
        #expect(try store.resolve() == nil)
        #expect(try !store.remove())
    }

    /// Replaces a token file's text, keeping it private.
    static func overwrite(_ file: URL, with text: String) throws {
        try text.write(to: file, atomically: false, encoding: .utf8)
        chmod(file.path, 0o600)
    }
}
