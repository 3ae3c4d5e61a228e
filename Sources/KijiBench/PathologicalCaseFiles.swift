import Foundation
import QiitaStub

// MARK: - The pathological cases as files, for Scripts/e2e/pathological-print.sh

/// Writes each case of `PathologicalMarkdown` into `folder` (`kiji-bench --pathological-cases
/// FOLDER`), numbered from 01 in the order of `PathologicalMarkdown.all`: `NN.md`, a draft for
/// `kiji preview` (front matter titled `pathological`, then the case's body), and `NN.expected`,
/// the case's name on its first line, then a line `COUNT<tab>TEXT` for each text a complete print
/// contains at least COUNT times once its lines are joined.
func writePathologicalCases(to folder: String) throws {
    let directory = URL(fileURLWithPath: folder, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (index, sample) in PathologicalMarkdown.all.enumerated() {
        let stem = String(format: "%02d", index + 1)
        let draft = "---\ntitle: pathological\ntags: []\n---\n" + sample.markdown
        try draft.write(to: directory.appendingPathComponent(stem + ".md"), atomically: false, encoding: .utf8)
        let expected = ([sample.name] + sample.expected.map { "\($0.count)\t\($0.text)" }).joined(separator: "\n") + "\n"
        try expected.write(to: directory.appendingPathComponent(stem + ".expected"), atomically: false, encoding: .utf8)
    }
}
