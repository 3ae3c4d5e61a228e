import TerminalUI

extension Movement {
    /// A list's usual keys (TerminalUI's ``Movement`` bindings) described in the user's language,
    /// by row, under "Moving".
    static var listBindings: [KeyTable<ListAction>.Binding] {
        bindings(
            group: tr("Moving"),
            descriptions: [
                .up: tr("Previous row"), .down: tr("Next row"), .pageUp: tr("Previous page"), .pageDown: tr("Next page"),
                .halfPageUp: tr("Half a page up"), .halfPageDown: tr("Half a page down"),
                .top: tr("First row"), .bottom: tr("Last row"),
            ]) { $0 }
    }
}

extension PagerAction {
    /// A pager's usual keys (the shared movements by line, then the links) described in the
    /// user's language, under "Reading" and "Links".
    static var pagerBindings: [KeyTable<PagerAction>.Binding] {
        Movement.bindings(
            group: tr("Reading"),
            descriptions: [
                .up: tr("Line up"), .down: tr("Line down"), .pageUp: tr("Page up"), .pageDown: tr("Page down"),
                .halfPageUp: tr("Half a page up"), .halfPageDown: tr("Half a page down"),
                .top: tr("Beginning"), .bottom: tr("End"),
            ], action: PagerAction.move)
            + linkBindings(
                group: tr("Links"),
                descriptions: [
                    .nextLink: tr("Next link or code block"), .previousLink: tr("Previous link or code block"),
                    .openLink: tr("Open the focused link"),
                ])
    }
}

extension TextPosition {
    /// The position as the status bar says it: "All", "Top", "Bot" or the percentage.
    var text: DisplayText {
        switch self {
        case .all: tr("All")
        case .top: tr("Top")
        case .bottom: tr("Bot")
        case .percent(let share): DisplayText(sanitizing: "\(share)%")
        }
    }
}
