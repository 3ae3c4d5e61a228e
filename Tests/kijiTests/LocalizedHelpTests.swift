import ArgumentParser
import TerminalUI
import Testing

@testable import kiji

/// Help and the parser's errors, laid out by display width with each option's description in its column.
struct LocalizedHelpTests {
    private func widths(_ text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayText(sanitizing: String($0)).width }
    }

    @Test func everySubcommandsHelp_fitsEightyColumns_andKeepsEveryWord() throws {
        for arguments in [[], ["read"], ["preview"], ["home"], ["search"], ["login"], ["config"], ["cache", "clear"], ["timeline"]] {
            let english = Kiji.helpMessage(for: try Kiji.subcommandType(arguments), columns: LocalizedHelp.unwrapped)
            let help = LocalizedHelp.text(english, width: 80)
            #expect(widths(help).allSatisfy { $0 <= 80 }, "kiji \(arguments.joined(separator: " ")) --help:\n\(help)")
            #expect(help.split(whereSeparator: \.isWhitespace) == english.split(whereSeparator: \.isWhitespace))
        }
    }

    @Test func aUsageLine_breaksOnlyBetweenItsBracketedOptions() {
        let usage = "USAGE: kiji search <query> ... [--demo] [--base-url <base-url>] [--offline] [--per-page <per-page>] [--timeout <timeout>]"
        let lines = LocalizedHelp.text(usage, width: 50).split(separator: "\n").map(String.init)
        #expect(lines == [
            "USAGE: kiji search <query> ... [--demo]",
            "       [--base-url <base-url>] [--offline]",
            "       [--per-page <per-page>]",
            "       [--timeout <timeout>]",
        ])
    }

    @Test func anOptionsDescription_continuesUnderItsColumn() {
        let line = "  --images <images>       " + String(repeating: "word ", count: 30) + "(values: auto, off)"
        let lines = LocalizedHelp.text(line, width: 60).split(separator: "\n").map(String.init)
        #expect(lines.count > 2)
        #expect(lines.first?.hasPrefix("  --images <images>       word") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 26)) && $0.dropFirst(26).first != " " })
        #expect(lines.last?.hasSuffix("(values: auto, off)") == true)
    }

    @Test func japaneseText_isWrappedByDisplayWidth_notByCharacters() {
        let line = "  --offline               " + String(repeating: "ネットワークに一切触れず、キャッシュにあるものだけを表示します。", count: 4)
        let help = LocalizedHelp.text(line, width: 80)
        #expect(widths(help).allSatisfy { $0 <= 80 })
        #expect(widths(help).dropLast().allSatisfy { $0 >= 76 })
        #expect(help.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 26)) })
    }

    @Test func aTerminalTooNarrowForTheColumn_getsTheLabelThenTheDescriptionFromTheEdge() {
        // The description breaks where articles do (UAX #14: after a hyphen between letters).
        let help = LocalizedHelp.text("  --base-url <base-url>   The API root of any Qiita-compatible API.", width: 30)
        #expect(help == "  --base-url <base-url>\nThe API root of any Qiita-\ncompatible API.")
    }

    @Test func theParsersAddedValues_andHeadings_keepTheirEnglishWithoutACatalog() {
        let text = "OVERVIEW: Read one item.\n\nOPTIONS:\n  --width <width>         Columns. (default: 80)\n  -h, --help              Show help information."
        #expect(LocalizedHelp.text(text, width: 80) == text)
    }

    @Test func theWidth_isColumnsWhenItIsANumber_elseTheTerminals_else80() {
        #expect(LocalizedHelp.width(environment: ["COLUMNS": "100"], terminalColumns: 120) == 100)
        #expect(LocalizedHelp.width(environment: ["COLUMNS": "wide"], terminalColumns: 120) == 120)
        #expect(LocalizedHelp.width(environment: ["COLUMNS": "0"], terminalColumns: nil) == 80)
        #expect(LocalizedHelp.width(environment: [:], terminalColumns: nil) == 80)
    }
}

private extension Kiji {
    /// The subcommand type that `arguments` names, for asking the parser for its help.
    static func subcommandType(_ arguments: [String]) throws -> any ParsableCommand.Type {
        var type: any ParsableCommand.Type = Kiji.self
        for name in arguments {
            guard let next = type.configuration.subcommands.first(where: { $0.configuration.commandName == name }) else {
                throw ValidationError("no subcommand \(name)")
            }
            type = next
        }
        return type
    }
}
