import Foundation
import KijiData
import QiitaAPI
import Testing

@Suite("TokenStore: where the token comes from and how it is kept")
struct TokenStoreTests {
    @Test func environmentVariable_winsOverTheFile() throws {
        let folder = try TemporaryFolder()
        try TokenStore(environment: folder.environment()).save("file-token")
        let resolved = try TokenStore(environment: folder.environment(token: "env-token")).resolve()
        #expect(resolved?.source == .environment)
        #expect(resolved?.token == AccessToken("env-token"))
    }

    @Test func withoutEnvironment_theSavedFileIsUsed() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("  file-token\n")
        let resolved = try store.resolve()
        #expect(resolved?.token == AccessToken("file-token"))
        #expect(resolved?.source == .file(store.file.path))
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
        try store.save("secret-token")
        #expect(TemporaryFolder.mode(of: store.file) == 0o600)
        #expect(TemporaryFolder.mode(of: store.file.deletingLastPathComponent()) == 0o700)
        #expect(try String(contentsOf: store.file, encoding: .utf8) == "secret-token\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.file.deletingLastPathComponent().path)
        #expect(leftovers == ["token"])
    }

    @Test func save_replacesAnOldToken() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("old-token")
        try store.save("new-token")
        #expect(try store.resolve()?.token == AccessToken("new-token"))
    }

    @Test func fileReadableByOthers_isRefusedWithTheChmodFix() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("secret-token")
        chmod(store.file.path, 0o644)
        let error = #expect(throws: TokenStoreError.self) { try store.resolve() }
        #expect(error?.message.contains("chmod 600 \(store.file.path)") == true)
        #expect(error?.message.contains("secret-token") == false)
    }

    @Test func fileReadableByGroup_isRefused() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("secret-token")
        chmod(store.file.path, 0o640)
        #expect(throws: TokenStoreError.self) { try store.resolve() }
    }

    @Test func blankOrSpacedToken_isNotSaved() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        #expect(throws: TokenStoreError.self) { try store.save("   ") }
        #expect(throws: TokenStoreError.self) { try store.save("two words") }
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
    }

    @Test func remove_deletesTheFileAndSaysWhetherThereWasOne() throws {
        let folder = try TemporaryFolder()
        let store = TokenStore(environment: folder.environment())
        try store.save("secret-token")
        #expect(try store.remove())
        #expect(try store.resolve() == nil)
        #expect(try !store.remove())
    }
}
