import FoundationEssentials
import Localization
import TOMLKit

/// Reads `config.toml` into ``KijiConfig``, collecting a ``ConfigProblem`` for every unknown key
/// and bad value; everything else still applies, and a problem's setting keeps its default.
public struct ConfigLoader: Sendable {
    /// The settings and what was wrong with the file.
    public struct Result: Sendable {
        /// The settings that could be read.
        public var config: KijiConfig
        /// What was wrong, in file order.
        public var problems: [ConfigProblem]
    }

    private let vocabulary: ConfigVocabulary

    /// Creates a loader that accepts the names in `vocabulary`.
    public init(vocabulary: ConfigVocabulary) { self.vocabulary = vocabulary }

    /// Reads the file; a missing file is all defaults and no problem, and one that cannot be read
    /// (see ``ConfigFile``) is all defaults and one problem saying why.
    public func load(_ file: URL) -> Result {
        switch ConfigFile.read(file.path) {
        case .missing: Result(config: KijiConfig(), problems: [])
        case .text(let text): parse(text, file: file.path)
        case .unreadable(let reason): Result(config: KijiConfig(), problems: [ConfigProblem(file: file.path, line: nil, key: "", message: reason)])
        }
    }

    /// Reads settings from TOML text; `file` names it in problems.
    public func parse(_ text: String, file: String) -> Result {
        if let finding = TOMLParserGuard.firstFinding(in: text) {
            let problem = ConfigProblem(file: file, line: finding.line, key: "", message: tr("{reason}; using the defaults.", ["reason": finding.reason]))
            return Result(config: KijiConfig(), problems: [problem])
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let problem = ConfigProblem(
                file: file, line: error.source.begin.line, key: "", message: tr("{reason}; using the defaults.", ["reason": TOMLSyntaxReason.sentence(for: error.description)]))
            return Result(config: KijiConfig(), problems: [problem])
        } catch {
            let problem = ConfigProblem(file: file, line: nil, key: "", message: tr("is not valid TOML; using the defaults."))
            return Result(config: KijiConfig(), problems: [problem])
        }
        var reader = ConfigReader(file: file, lines: ConfigLines(text: text), vocabulary: vocabulary)
        let config = reader.read(table)
        return Result(config: config, problems: reader.problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
    }
}
