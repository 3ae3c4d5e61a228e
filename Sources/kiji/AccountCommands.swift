import ArgumentParser
import FoundationEssentials
import KijiData
import KijiDomain
import LeanFoundation
import Localization
import QiitaAPI
import QiitaStub

/// `kiji login`: checks a token with the API and saves it.
struct Login: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: tr("Save a Qiita access token after checking it."),
        discussion: tr("Create a token at https://qiita.com/settings/applications with the read_qiita and write_qiita scopes. kiji reads it without echo (or from standard input when that is not a terminal), checks it with GET /authenticated_user, and saves it with mode 0600 in a 0700 folder."))

    @Option(name: .long, help: ArgumentHelp(tr("The API root to check the token with and save it for (default: config.toml's base_url, else the saved token's, else qiita.com).")))
    var baseURL: String?

    func validate() throws { try ArgumentChecks.requireAPIRoot(baseURL) }

    func run() throws {
        let settings = Settings.load()
        settings.reportProblems()
        guard let text = TokenInput.read(), !text.trimmingWhitespaceAndNewlines().isEmpty else {
            Console.error(tr("No token was given, so nothing was saved."))
            throw ExitCode(1)
        }
        let service = AccountCommandSupport.service()
        let root = settings.requestedBaseURL(option: baseURL) ?? (try? service.store.saved())?.baseURL ?? QiitaClientConfiguration.qiitaBaseURL
        do {
            let user = try Blocking.run { () async throws(AccountError) -> User in try await service.login(token: text, baseURL: root) }
            Console.out(tr(
                "Logged in as {user} at {root}. The token is saved for it in {file}.",
                ["root": root.absoluteString, "user": AccountCommandSupport.describe(user), "file": service.store.file.path]))
            if ProcessInfo.processInfo.environment[TokenStore.environmentVariable]?.isEmpty == false {
                Console.out(tr("Note: {variable} is set, and kiji uses it before the saved token.", ["variable": TokenStore.environmentVariable]))
            }
        } catch {
            Console.error(tr("Login failed: {reason}", ["reason": error.message]))
            throw ExitCode(1)
        }
    }
}

/// `kiji logout`: removes the saved token.
struct Logout: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: tr("Remove the saved Qiita access token."))

    func run() throws {
        let service = AccountCommandSupport.service()
        do {
            let removed = try service.logout()
            Console.out(removed
                ? tr("Removed {file}.", ["file": service.store.file.path])
                : tr("No token was saved in {file}.", ["file": service.store.file.path]))
            if ProcessInfo.processInfo.environment[TokenStore.environmentVariable]?.isEmpty == false {
                Console.out(tr("{variable} is still set; unset it to log out completely.", ["variable": TokenStore.environmentVariable]))
            }
        } catch {
            Console.error(error.message)
            throw ExitCode(1)
        }
    }
}

/// `kiji whoami`: the user the token belongs to.
struct Whoami: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whoami", abstract: tr("Show the user the access token belongs to."))

    @Flag(name: .long, help: ArgumentHelp(tr("Ask kiji's own stub Qiita API with its demo token.")))
    var demo = false

    @Option(name: .long, help: ArgumentHelp(tr("The API root to ask (default: config.toml's base_url, else the saved token's, else qiita.com).")))
    var baseURL: String?

    func validate() throws { try ArgumentChecks.requireAPIRoot(baseURL) }

    func run() throws {
        let settings = Settings.load()
        settings.reportProblems()
        var stub: QiitaStubServer?
        let service: AccountService
        let requested: URL?
        if demo {
            let server = try QiitaStubServer()
            stub = server
            service = AccountCommandSupport.service(environment: [TokenStore.environmentVariable: QiitaStubOptions.demoToken])
            requested = server.baseURL
        } else {
            service = AccountCommandSupport.service()
            requested = settings.requestedBaseURL(option: baseURL)
        }
        defer { stub?.stop() }
        do {
            let (user, source, root) = try Blocking.run { () async throws(AccountError) in try await service.whoami(requested: requested) }
            let who = AccountCommandSupport.describe(user)
            Console.out(demo
                ? tr("{user} at {root} · the demo stub's own token", ["user": who, "root": root.absoluteString])
                : tr("{user} at {root} · token from {origin}", ["user": who, "root": root.absoluteString, "origin": source.description]))
        } catch {
            Console.error(error.message)
            throw ExitCode(1)
        }
    }
}

/// What the account commands share.
enum AccountCommandSupport {
    /// The account service for an environment, by default the process's.
    static func service(environment: [String: String] = ProcessInfo.processInfo.environment) -> AccountService {
        AccountService(store: TokenStore(environment: environment)) { baseURL, token in
            ClientFactory.client(baseURL: baseURL, token: token)
        }
    }

    /// `@alice (Alice)`, or `@alice` without a display name.
    static func describe(_ user: User) -> String {
        user.name.isEmpty ? "@\(user.id.rawValue)" : "@\(user.id.rawValue) (\(user.name))"
    }
}
