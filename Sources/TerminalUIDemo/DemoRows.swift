import TerminalUI

/// A synthetic list of articles with Japanese, emoji and hostile titles, computed per row.
struct DemoRows: ListDataSource {
    let count: Int
    let theme: Theme

    private static let titles: [String] = [
        "Swift 6 の並行処理を完全に理解する",
        "ncurses で作る TUI 🚀 入門",
        "Rust と Go の比較 👨‍👩‍👧 家族で学ぶ",
        "Qiita API v2 を使ってみた ❤️",
        "\u{1B}]0;pwned\u{07}Hostile title \u{1B}[31mred\u{1B}[0m \u{202E}desrever",
        "Plain ASCII title about terminal user interfaces and wide characters",
        "日本語の長いタイトルが端末の幅を超えたときに省略記号で切り詰められることを確認する",
        "Flags 🇯🇵 🇺🇸 and keycaps 1️⃣ 2️⃣",
    ]

    var numberOfRows: Int { count }

    func height(ofRow row: Int, width: Int) -> Int { 2 }

    func render(row: Int, width: Int) -> [StyledLine] {
        let title = DisplayText(sanitizing: Self.titles[row % Self.titles.count])
        let number = DisplayText(sanitizing: "\(row + 1). ")
        return [
            StyledLine([StyledSpan(number, style: theme[.dim]), StyledSpan(title, style: theme[.title])]),
            StyledLine([
                StyledSpan("    "),
                StyledSpan(DisplayText(sanitizing: "@user\(row % 97)"), style: theme[.author]),
                StyledSpan("  "),
                StyledSpan(DisplayText(sanitizing: "#swift #ncurses"), style: theme[.tag]),
            ]),
        ]
    }
}
