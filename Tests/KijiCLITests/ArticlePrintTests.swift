import Conformance
import Foundation
import QiitaStub
import Testing

/// `kiji read` and `kiji preview` with standard output not a terminal: the article printed as text.
@Suite("kiji read and kiji preview print")
struct ArticlePrintTests {
    private static let escape = "\u{1B}"

    private func requireBinary() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
    }

    @Test func read_byID_printsTheTitleAuthorAndBodyAsPlainText() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let item = sandbox.server.corpus.item(at: 0)
        let run = try sandbox.kiji.run(["read", item.id, "--base-url", sandbox.api])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "VIPER in a Terminal: Structuring a Qiita Reader in Swift")
        #expect(lines.dropFirst().first == "@alice (Alice Walker)")
        #expect(run.output.contains("Most write-ups about VIPER assume UIKit"))
        #expect(!run.output.contains("**VIPER**"))
        #expect(!run.output.contains(Self.escape))
    }

    @Test(arguments: ["https://qiita.com/alice/items/ID", "https://qiita.com/alice/items/ID/", "http://team.example.com/alice/items/ID?utm_source=x#heading"])
    func read_byAddress_printsTheSameAsByID(address: String) throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let id = sandbox.server.corpus.item(at: 1).id
        let byID = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api])
        let byAddress = try sandbox.kiji.run(["read", address.replacingOccurrences(of: "ID", with: id), "--base-url", sandbox.api])
        #expect(byAddress.status == 0)
        #expect(!byID.output.isEmpty)
        #expect(byAddress.output == byID.output)
    }

    @Test func read_withWidth_laysOutAtThatWidth() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let id = sandbox.server.corpus.item(at: 0).id
        let run = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api, "--width", "33"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains(String(repeating: "─", count: 33)))
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= 33 })
        #expect(lines.first == "VIPER in a Terminal: Structuring")
    }

    @Test func read_withColorAlways_carriesSGRStylesAndEndsEveryLineReset() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let id = sandbox.server.corpus.item(at: 0).id
        let run = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api, "--color", "always"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(Self.escape + "[0;1mVIPER in a Terminal"))
        #expect(run.output.contains(Self.escape + "[0;32m@alice (Alice Walker)"))
        let styled = run.output.split(separator: "\n").filter { $0.contains(Self.escape) }
        #expect(styled.count > 10)
        #expect(styled.allSatisfy { $0.components(separatedBy: Self.escape).last?.hasPrefix("[0m") == true })
        let never = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api, "--color", "never"])
        #expect(!never.output.contains(Self.escape))
    }

    @Test func read_withTheDemo_printsInsteadOfServingTheStub() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let item = Corpus().item(at: 0)
        let run = try sandbox.kiji.run(["read", "--demo", item.id])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(item.title + "\n"))
        #expect(!run.output.contains("QiitaStub is serving"))
    }

    @Test func read_offline_printsTheCachedCopyOfAnItemReadBefore() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let id = sandbox.server.corpus.item(at: 2).id
        let online = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api])
        sandbox.server.stop()
        let offline = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api, "--offline"])
        #expect(offline.status == 0)
        #expect(!online.output.isEmpty)
        #expect(offline.output == online.output)
        let unseen = try sandbox.kiji.run(["read", sandbox.server.corpus.item(at: 3).id, "--base-url", sandbox.api, "--offline"])
        #expect(unseen.status == 1)
        #expect(unseen.error.contains("offline"))
    }

    @Test func read_ofHostileItems_printsNoControlCharacter() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let corpus = Corpus(options: CorpusOptions(includeHostile: true))
        for slot in HandwrittenArticle.all.count..<(HandwrittenArticle.all.count + HostileContent.titles.count) {
            let run = try sandbox.kiji.run(["read", "--demo", "--hostile", corpus.item(at: slot).id, "--width", "40"])
            #expect(run.status == 0)
            #expect(!run.output.isEmpty)
            let controls = run.output.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
            #expect(controls.isEmpty, "slot \(slot) printed \(controls.map { String($0.value, radix: 16) })")
        }
    }

    @Test func read_ofAnItemTheAPIDoesNotHave_exits1WithOneSentence() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let run = try sandbox.kiji.run(["read", "0123456789abcdef0123", "--base-url", sandbox.api])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("kiji read: item 0123456789abcdef0123 could not be loaded: Not found"))
        #expect(run.error.split(separator: "\n").count == 1)
    }

    @Test(arguments: ["7e476343f4055a17c3e", "7E476343F4055A17C3E9", "https://qiita.com/alice/7e476343f4055a17c3e9", "alice"])
    func read_ofTextThatNamesNoItem_exits1WithOneSentence(text: String) throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let run = try sandbox.kiji.run(["read", text, "--base-url", sandbox.api])
        #expect(run.status == 1)
        #expect(run.error.contains("is not a Qiita item"))
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(sandbox.server.requests.isEmpty)
    }

    @Test func read_whenTheAPICannotBeReached_exits1WithOneSentence() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let id = sandbox.server.corpus.item(at: 0).id
        sandbox.server.stop()
        let run = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api, "--timeout", "5"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("could not be loaded: Could not connect to 127.0.0.1"))
        #expect(run.error.split(separator: "\n").count == 1)
    }

    @Test(arguments: ["0", "1001", "wide"])
    func read_withAWidthOutside1To1000_isAUsageError(width: String) throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let run = try sandbox.kiji.run(["read", sandbox.server.corpus.item(at: 0).id, "--base-url", sandbox.api, "--width", width])
        #expect(run.status == 64)
        #expect(run.error.contains("--width"))
        #expect(run.output.isEmpty)
    }

    @Test func preview_ofAQiitaCLIFile_printsItsTitleAndTagsAndNoOtherFrontMatter() throws {
        try requireBinary()
        let article = try ConformanceMaterial.article(startingWith: "01-").text
        let sandbox = try ArticleSandbox()
        let path = try sandbox.write(article, named: "sakura.md")
        let run = try sandbox.kiji.run(["preview", path, "--width", "200"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "さくらのAI Engineのマルチモーダル：画像を送ってテキストを受け取る")
        #expect(lines.dropFirst().first == "#さくらのAI  #さくらインターネット  #闘魂  #猪木  #Python")
        for key in ["title:", "tags:", "private:", "updated_at:", "id:", "organization_url_name:", "slide:", "ignorePublish:"] {
            #expect(!lines.contains { $0.hasPrefix(key) }, "front matter key \(key) printed")
        }
        #expect(!run.output.contains("036be30164bab7d6baa8"))
        #expect(!run.output.contains(Self.escape))
    }

    @Test func preview_ofAFileWithoutFrontMatter_takesTheTitleFromItsFirstHeading() throws {
        try requireBinary()
        let article = try ConformanceMaterial.article(startingWith: "06-").text
        let sandbox = try ArticleSandbox()
        let path = try sandbox.write(article, named: "teavm.md")
        let run = try sandbox.kiji.run(["preview", path, "--width", "200"])
        #expect(run.status == 0)
        let title = "Java でフロントエンドを書ける TeaVM Flavour で ToDo アプリをやってみる with Gemini 3"
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == title)
        #expect(lines.filter { $0.contains(title) }.count == 1)
    }

    @Test func preview_ofAMissingFile_exits1WithOneSentence() throws {
        try requireBinary()
        let sandbox = try ArticleSandbox()
        let path = sandbox.home.appendingPathComponent("nowhere.md").path
        let run = try sandbox.kiji.run(["preview", path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error == "kiji preview: Cannot read \(path): No such file or directory.\n")
    }
}
