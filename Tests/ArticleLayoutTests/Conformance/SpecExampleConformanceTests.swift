import Foundation
import ArticleLayout
import MarkdownText
import TerminalUI
import Conformance
import Testing

/// Every example of the GFM spec and its extensions, parsed once and laid out at every width from 1 to 120.
@Suite("Conformance: GFM spec examples")
struct SpecExampleConformanceTests {
    /// The spec files, each split into this many groups of examples that run in parallel.
    static let groups: [SpecGroup] = ["gfm/spec.txt", "gfm/extensions.txt"].flatMap { file in
        (0..<8).map { SpecGroup(file: file, index: $0, count: 8) }
    }

    @Test(arguments: groups)
    func everyExample_laysOutAtEveryWidthWithinIt(group: SpecGroup) throws {
        let examples = try ConformanceMaterial.specExamples(group.file)
        #expect(examples.count > (group.file.hasSuffix("spec.txt") ? 600 : 20), "too few examples in \(group.file)")
        for (number, input) in examples.enumerated() where number % group.count == group.index {
            let document = MarkdownParser.parse(input)
            let folding = ArticleFolding.allOpen(in: document)
            for width in 1...120 {
                let breaches = ConformanceChecks.overflows(MarkdownLayout.lines(for: document, width: width, theme: .standard, folding: folding), width: width)
                #expect(breaches.isEmpty, "\(group.file) example \(number + 1) at \(width): \(breaches.prefix(2))")
            }
        }
    }
}

/// One share of a spec file's examples: those whose index leaves `index` when divided by `count`.
struct SpecGroup: Sendable, CustomTestStringConvertible {
    let file: String
    let index: Int
    let count: Int

    var testDescription: String { "\(file) \(index + 1)/\(count)" }
}
