import TerminalUI

/// What `e` opens: the screen's error with its details, config.toml's problems, then every message
/// of the session, whole and newest first, each with its time.
///
/// The addresses and file names the messages name are underlined; Tab and Shift-Tab choose one,
/// Enter or `y` copies it, `o` opens an address in the browser.
struct MessageLogOverlay {
    /// What a key does while the log is open; the scrolling keys are ``OverlayAction``'s, and any
    /// other key closes it.
    enum Action: Hashable, Sendable {
        case choose(Int)
        case copy
        case open
    }

    /// The log's own keys, in the one table that dispatches them.
    static let keyTable = KeyTable<Action>([
        .init([.tab, .character("n")], .choose(1), tr("Next address or file name"), group: tr("Messages")),
        .init([.backTab, .character("N")], .choose(-1), tr("Previous address or file name"), group: tr("Messages")),
        .init([.enter, .character("y")], .copy, tr("Copy the chosen address or file name"), group: tr("Messages")),
        .init([.character("o")], .open, tr("Open the chosen address in the browser"), group: tr("Messages")),
    ])

    /// The box as drawn: its body is rebuilt whenever the choice moves.
    private(set) var modal: Modal
    /// Every address and file name the body names, top to bottom.
    let references: [String]
    /// The index in ``references`` of the chosen one.
    private(set) var chosen: Int?
    private let sections: [Section]
    private let theme: Theme

    /// Builds the log from the screen's current error (if any), config.toml's problems and `log`.
    init(screenError: ScreenStatus?, configProblems: [DisplayText], log: MessageLog, theme: Theme) {
        var sections: [Section] = []
        if let screenError, screenError.isError {
            sections.append(Section(heading: tr("This screen's error"), lines: [
                Section.Line(time: nil, text: screenError.message, isError: true),
                Section.Line(time: nil, text: screenError.detail, isError: false),
            ]))
        }
        if !configProblems.isEmpty {
            let heading = trn("config.toml: {count} problem", "config.toml: {count} problems", count: configProblems.count)
            sections.append(Section(heading: heading, lines: configProblems.map { Section.Line(time: nil, text: $0, isError: false) }))
        }
        let messages = log.entries.reversed().flatMap { entry in
            [Section.Line(time: entry.time, text: entry.message, isError: entry.isError),
             Section.Line(time: nil, text: entry.detail, isError: false, indented: true)]
        }
        sections.append(Section(
            heading: tr("Messages, newest first"),
            lines: messages.isEmpty ? [Section.Line(time: nil, text: tr("No message yet."), isError: false)] : messages))
        self.sections = sections
        self.theme = theme
        var references: [String] = []
        for line in sections.flatMap(\.lines) {
            for reference in MessageReferences.find(in: line.text.string) where !references.contains(reference) {
                references.append(reference)
            }
        }
        self.references = references
        modal = Modal(title: tr("Messages"), body: [], footer: Self.footer(hasReferences: !references.isEmpty))
        if !references.isEmpty {
            // TRANSLATORS: the footer above, short enough for a box 40 columns wide (36 columns at most).
            modal.shorterFooters = [tr("Tab  Enter: copy  o: open  Esc")]
        }
        modal.body = body()
    }

    /// The chosen address or file name, if one is chosen.
    var chosenReference: String? { chosen.map { references[$0] } }

    /// Chooses the next (`step` 1) or previous (-1) reference, round the list, and scrolls it into
    /// view in a canvas of `rows` by `columns`.
    mutating func choose(step: Int, rows: Int, columns: Int) {
        guard !references.isEmpty else { return }
        let count = references.count
        chosen = chosen.map { (($0 + step) % count + count) % count } ?? (step > 0 ? 0 : count - 1)
        modal.body = body()
        if let line = chosenLine { modal.reveal(line: line, rows: rows, columns: columns) }
    }

    /// Scrolls the box by `lines`.
    mutating func scroll(by lines: Int) { modal.scroll(by: lines) }

    private static func footer(hasReferences: Bool) -> DisplayText {
        hasReferences ? tr("Tab: choose  Enter: copy  o: open  Esc: close") : tr("j/k: scroll  Esc: close")
    }

    /// One heading and its lines.
    private struct Section {
        struct Line {
            var time: String?
            var text: DisplayText
            var isError: Bool
            var indented = false
        }

        var heading: DisplayText
        var lines: [Line]
    }

    /// The body line on show that holds the chosen reference.
    private var chosenLine: Int? {
        guard let reference = chosenReference else { return nil }
        return modal.body.firstIndex { line in line.spans.contains { $0.link == reference } }
    }

    private func body() -> [StyledLine] {
        var body: [StyledLine] = []
        for section in sections {
            if !body.isEmpty { body.append(StyledLine()) }
            body.append(StyledLine(section.heading, style: Style(attributes: .bold)))
            for line in section.lines where !line.text.isEmpty { body.append(styled(line)) }
        }
        return body
    }

    /// A line with its time dimmed, an error in the error colour, and each reference underlined
    /// (the chosen one in the selection's colours) and linked to itself.
    private func styled(_ line: Section.Line) -> StyledLine {
        var styled = StyledLine()
        if let time = line.time { styled.append(StyledSpan(DisplayText(sanitizing: time + "  "), style: theme[.dim])) }
        if line.indented { styled.append(StyledSpan("          ")) }
        styled.hangingIndent = styled.width
        let style = line.isError ? theme[.error] : theme[.normal]
        var rest = Substring(line.text.string)
        for reference in MessageReferences.find(in: line.text.string) {
            guard let range = rest.firstRange(of: reference) else { continue }
            styled.append(StyledSpan(DisplayText(sanitizing: String(rest[..<range.lowerBound])), style: style))
            let look = reference == chosenReference ? theme[.selection] : style.merged(with: Style(attributes: .underline))
            styled.append(StyledSpan(DisplayText(sanitizing: reference), style: look, link: reference))
            rest = rest[range.upperBound...]
        }
        styled.append(StyledSpan(DisplayText(sanitizing: String(rest)), style: style))
        return styled
    }
}
