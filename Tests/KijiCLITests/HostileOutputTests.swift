import Foundation
import QiitaStub
import Testing

/// Every subcommand printing what a server sent, against a server whose strings hold terminal
/// controls: nothing it prints holds one.
@Suite("hostile server text on the command line")
struct HostileOutputTests {
    private func requireBinary() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
    }

    /// The scalars no line kiji prints may hold: C0 (but newline and tab), DEL, C1 and bidi controls.
    private func controls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
            default: false
            }
        }.map { String($0.value, radix: 16) }
    }

    /// A sandbox whose stub serves the hostile users, each with a token of its own.
    private func hostileSandbox() throws -> (ArticleSandbox, [String: String]) {
        let tokens = Dictionary(uniqueKeysWithValues: HostileContent.userLogins.enumerated().map { ("hostile-token-\($0.offset)", $0.element) })
        let sandbox = try ArticleSandbox(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 50, includeHostile: true), tokens: tokens))
        return (sandbox, tokens)
    }

    @Test func whoami_ofHostileUsers_printsNoControlCharacters() throws {
        try requireBinary()
        let (sandbox, tokens) = try hostileSandbox()
        for token in tokens.keys.sorted() {
            let run = try sandbox.kiji.run(["whoami", "--base-url", sandbox.api], extraEnvironment: ["QIITA_ACCESS_TOKEN": token])
            #expect(run.status == 0, "\(token): \(run.error)")
            #expect(run.output.contains("@\(tokens[token]!)"))
            #expect(controls(in: run.printed).isEmpty, "\(token) printed \(controls(in: run.printed))")
        }
    }

    @Test func login_asHostileUsers_printsNoControlCharacters() throws {
        try requireBinary()
        let (sandbox, tokens) = try hostileSandbox()
        for token in tokens.keys.sorted() {
            let run = try sandbox.kiji.run(["login", "--base-url", sandbox.api], input: token + "\n")
            #expect(run.status == 0, "\(token): \(run.error)")
            #expect(run.output.contains("@\(tokens[token]!)"))
            #expect(controls(in: run.printed).isEmpty, "\(token) printed \(controls(in: run.printed))")
        }
    }

    @Test func readAndCacheCommands_afterHostileItems_printNoControlCharacters() throws {
        try requireBinary()
        let (sandbox, _) = try hostileSandbox()
        let corpus = sandbox.server.corpus
        let hostileSlots = HandwrittenArticle.all.count..<(HandwrittenArticle.all.count + HostileContent.titles.count)
        for slot in hostileSlots {
            let run = try sandbox.kiji.run(["read", corpus.item(at: slot).id, "--base-url", sandbox.api, "--width", "40"])
            #expect(controls(in: run.printed).isEmpty, "read of slot \(slot) printed \(controls(in: run.printed))")
        }
        for arguments in [["cache", "info"], ["cache", "check"], ["config", "path"], ["config", "check"]] {
            let run = try sandbox.kiji.run(arguments)
            #expect(controls(in: run.printed).isEmpty, "\(arguments) printed \(controls(in: run.printed))")
        }
    }

    /// Qiita's error message as a hostile server writes it: every short hostile title in one line.
    private static let hostileMessage = HostileContent.titles.filter { $0.utf8.count < 500 }.joined(separator: " | ")

    @Test(arguments: [403, 404, 422])
    func errorSentences_quotingAHostileMessage_printNoControlCharacters(status: Int) throws {
        try requireBinary()
        let (sandbox, tokens) = try hostileSandbox()
        let token = try #require(tokens.keys.sorted().first)
        sandbox.server.setFaults([StubFaultRule(path: "*", fault: .errorMessage(status, message: Self.hostileMessage))])
        let runs = [
            ("whoami", try sandbox.kiji.run(["whoami", "--base-url", sandbox.api], extraEnvironment: ["QIITA_ACCESS_TOKEN": token])),
            ("login", try sandbox.kiji.run(["login", "--base-url", sandbox.api], input: token + "\n")),
            ("read", try sandbox.kiji.run(["read", sandbox.server.corpus.item(at: 0).id, "--base-url", sandbox.api])),
        ]
        for (command, run) in runs {
            #expect(run.status == 1, "\(command): \(run.printed)")
            #expect(run.error.contains("赤いタイトル"), "\(command) did not quote the message: \(run.error)")
            #expect(controls(in: run.printed).isEmpty, "\(command) printed \(controls(in: run.printed))")
        }
    }

    @Test func everyOtherSubcommand_nextToAHostileServer_printsNoControlCharacters() throws {
        try requireBinary()
        let (sandbox, tokens) = try hostileSandbox()
        let token = try #require(tokens.keys.sorted().first)
        let draft = try sandbox.write(HostileContent.titles.joined(separator: "\n\n"), named: "hostile.md")
        _ = try sandbox.kiji.run(["read", sandbox.server.corpus.item(at: HandwrittenArticle.all.count).id, "--base-url", sandbox.api])
        let lists = [["home"], ["all"], ["trend"], ["timeline"], ["mine"], ["user", "alice"], ["tag", "Swift"], ["search", "x"], ["stocks"]]
        let others = [["preview", draft, "--width", "40"], ["cache", "clear"], ["logout"]]
        for arguments in lists.map({ $0 + ["--base-url", sandbox.api] }) + others {
            let run = try sandbox.kiji.run(arguments, extraEnvironment: ["QIITA_ACCESS_TOKEN": token])
            #expect(!run.printed.isEmpty, "\(arguments) printed nothing")
            #expect(controls(in: run.printed).isEmpty, "\(arguments) printed \(controls(in: run.printed))")
        }
    }
}
