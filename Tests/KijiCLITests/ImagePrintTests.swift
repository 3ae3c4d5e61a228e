import Conformance
import Foundation
import Testing

/// `kiji preview` printing a draft's images: colour blocks with `--images symbols`, where the pager
/// shows them; `[image: alt]` by default, with `--images none`, and for an image that fails.
@Suite("kiji preview prints images")
struct ImagePrintTests {
    private static let escape = "\u{1B}"

    /// A sandbox holding a real PngSuite picture as `fig.png` and a draft showing it between two paragraphs.
    private func draft(_ body: String) throws -> (sandbox: ArticleSandbox, path: String) {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sandbox = try ArticleSandbox()
        let picture = ConformanceMaterial.directory.appendingPathComponent("images/pngsuite/basn2c08.png")
        try FileManager.default.copyItem(at: picture, to: sandbox.home.appendingPathComponent("fig.png"))
        return (sandbox, try sandbox.write("# Pictures\n\n" + body, named: "draft.md"))
    }

    /// The printed lines between the line starting `from` and the one starting `to`.
    private func lines(between from: String, and to: String, in output: String) throws -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix(from) })
        let end = try #require(lines.firstIndex { $0.hasPrefix(to) })
        return Array(lines[start + 1..<end])
    }

    @Test func imagesSymbols_printsThePictureInColourBlocksWhereThePlaceholderWas() throws {
        let (sandbox, path) = try draft("Before.\n\n![fig](fig.png)\n\nAfter.\n")
        let run = try sandbox.kiji.run(["preview", path, "--images", "symbols", "--width", "40"])
        #expect(run.status == 0)
        #expect(!run.output.contains("[image: fig]"))
        // 32×32 pixels on print's 10×20-pixel cells: 3 columns, 2 rows.
        let picture = try lines(between: "Before.", and: "After.", in: run.output).filter { !$0.isEmpty }
        #expect(picture.count == 2)
        #expect(picture.allSatisfy { $0.contains(Self.escape + "[0;") && $0.contains("8;5;") })
    }

    @Test(arguments: [[], ["--images", "none"]])
    func byDefaultOrWithNone_theImageStaysItsPlaceholder(options: [String]) throws {
        let (sandbox, path) = try draft("Before.\n\n![fig](fig.png)\n\nAfter.\n")
        let run = try sandbox.kiji.run(["preview", path, "--width", "40"] + options)
        #expect(run.status == 0)
        #expect(try lines(between: "Before.", and: "After.", in: run.output) == ["", "[image: fig][1]", "fig.png", ""])
        #expect(!run.output.contains(Self.escape))
    }

    @Test func anImageThatCannotBeRead_keepsItsPlaceholder_andSaysWhyOnStandardError() throws {
        let (sandbox, path) = try draft("![gone](gone.png)\n")
        let run = try sandbox.kiji.run(["preview", path, "--images", "symbols", "--width", "40"])
        #expect(run.status == 0)
        #expect(run.output.contains("[image: gone]"))
        #expect(run.error.contains("kiji: image gone.png not shown: Cannot read gone.png"))
    }
}
