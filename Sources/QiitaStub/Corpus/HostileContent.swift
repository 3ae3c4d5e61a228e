// Adversarial strings for the stub corpus.
//
// Every control character in this file is written as a Swift escape (`\u{1B}`, `\u{07}`,
// `\r`, `\n`, `\t`, …), so the source itself contains no raw control bytes and stays safe to
// `cat`, diff and review. The values, once compiled, are anything but safe: a reader that
// writes them to a terminal without sanitising them will change colours, move the cursor,
// clear the screen, rename the window, write to the clipboard or reorder text.

/// Strings designed to break, confuse or take over a terminal that displays them unfiltered.
///
/// The stub server mixes these into generated items, users and tags so that kiji's
/// sanitising and width code is exercised end to end. Nothing here is meant to be readable;
/// each entry targets one failure mode (or, for the "mixed" entries, several at once).
public enum HostileContent {

    // MARK: - Building blocks

    /// Returns `base` followed by `count` combining marks drawn from U+0300–U+036F.
    ///
    /// With 30 marks on one letter this produces "zalgo" text whose marks pile far above
    /// and below the line in fonts that stack them, and which is still one `Character`.
    static func zalgo(_ base: String, marks count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: base.unicodeScalars)
        for index in 0..<count {
            // Step through the combining diacriticals block in a scattered order.
            let value = UInt32(0x0300 + (index * 7) % 0x70)
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// A string of exactly `length` characters made by repeating `unit`.
    static func repeated(_ unit: String, toLength length: Int) -> String {
        let copies = length / max(unit.count, 1) + 1
        return String(String(repeating: unit, count: copies).prefix(length))
    }

    // MARK: - Titles

    /// Item titles carrying terminal control sequences, bidi controls and extreme Unicode.
    ///
    /// Covers CSI colour and cursor movement, screen clearing, OSC 0 (window title),
    /// OSC 8 (hyperlink), OSC 52 (clipboard write), a bare ESC, the 8-bit C1 CSI, BEL, NUL,
    /// DEL, backspace, carriage return, bidi overrides and isolates, a 10,000-character
    /// title, ZWJ emoji sequences, a 30-mark combining stack, a whitespace-only title and
    /// a mixture of all of them.
    public static let titles: [String] = [
        // CSI SGR: colours, bold, blink, reverse — and a reset that never comes.
        "\u{1B}[31m赤いタイトル\u{1B}[0m と \u{1B}[1;5;7m点滅・反転のまま終わらないタイトル",
        // CSI erase-display and cursor-home: a naive reader wipes its own screen.
        "Clear screen\u{1B}[2J\u{1B}[H — 画面を消してカーソルを左上に戻す",
        // Cursor movement, erase-line, save/restore, and a device-status request whose
        // reply would be injected into the input stream.
        "Cursor \u{1B}[10;10Hjump \u{1B}[5Aup \u{1B}[999Cright \u{1B}[K\u{1B}7saved\u{1B}8 \u{1B}[6n DSR",
        // OSC 0: set the window title, terminated by BEL.
        "\u{1B}]0;pwned\u{07}ウィンドウタイトルを書き換えるタイトル",
        // OSC 8: a hyperlink whose visible text hides the real target (ST-terminated).
        "\u{1B}]8;;https://evil.example/steal\u{1B}\\公式ドキュメント\u{1B}]8;;\u{1B}\\ を読む",
        // OSC 52: write "evil" (base64) to the system clipboard.
        "Copy this\u{1B}]52;c;ZXZpbA==\u{07} into your clipboard",
        // A bare ESC in the middle and at the very end.
        "Bare ESC \u{1B} in the middle and one at the end \u{1B}",
        // 8-bit C1 controls: CSI (U+009B), OSC (U+009D) and ST (U+009C).
        "C1 CSI \u{9B}31mred\u{9B}0m \u{9B}2J and C1 OSC \u{9D}0;c1-title\u{9C} done",
        // C0 odds and ends: BEL, NUL, DEL, backspaces over text, CR overwrite, VT, FF, tab.
        "BEL\u{07}\u{07} NUL\u{00}here DEL\u{7F} safe\u{08}\u{08}\u{08}\u{08}EVIL CR\roverwritten\tTab\u{0B}VT\u{0C}FF",
        // Bidi: RLO turns "exe.pdf" around; isolates and marks never closed properly.
        "invoice_\u{202E}fdp.exe \u{2066}LRI\u{2069} \u{2067}RLI \u{2068}FSI\u{2069} \u{200E}LRM\u{200F}RLM \u{202D}LRO\u{202C} 請求書",
        // 10,000 characters: mixed CJK and Latin so both wrapping paths are hit.
        repeated("とても長いタイトル Very long title ", toLength: 10_000),
        // ZWJ sequences, skin tones, flags, keycaps and a dangling ZWJ.
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} \u{1F469}\u{1F3FD}\u{200D}\u{1F4BB} \u{1F3F3}\u{FE0F}\u{200D}\u{1F308} \u{1F9D1}\u{200D}\u{1F91D}\u{200D}\u{1F9D1} \u{1F1EF}\u{1F1F5}\u{1F1FA} 1\u{FE0F}\u{20E3} dangling\u{1F468}\u{200D}",
        // Zalgo: 30 combining marks on a single letter, then a normal word.
        zalgo("Z", marks: 30) + zalgo("a", marks: 30) + "lgo タイトル",
        // Only whitespace: spaces, newlines, tab, ideographic space, NBSP, em space.
        "   \n\n\t \u{3000}\u{00A0}\u{2003}\r\n ",
        // Everything at once.
        "\u{1B}[31m\u{202E}\u{1F1EF}\u{1F1F5}\u{1B}]0;x\u{07}" + zalgo("e", marks: 12) + "\u{00}\u{9B}2J\u{1B}P+q544e\u{1B}\\\u{1B}[?1049h end",
    ]

    // MARK: - Users

    /// Display names carrying control sequences, bidi controls, extreme length and emptiness.
    ///
    /// Display names are free text on Qiita, so anything a title can carry, a name can too.
    public static let userNames: [String] = [
        "\u{1B}[31mAdministrator\u{1B}[0m",
        "田中\u{1B}[2J\u{1B}[H太郎",
        "\u{202E}olleH\u{202C} 山田",
        "\u{1B}]0;owned by a user name\u{07}",
        "Clipboard\u{1B}]52;c;cm0gLXJmIH4=\u{07}",
        String(repeating: "寿限無", count: 120),
        zalgo("ゆ", marks: 30) + "うき",
        "",
        "   \t  ",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} Family",
        "NUL\u{00}name\u{7F}\u{08}\u{08}",
        "Line one\nLine two\rLine three",
        "\u{9B}1mC1 bold\u{9B}0m",
    ]

    /// Logins that are URL-safe (letters, digits, `_`, `-`) but awkward: long, tiny or odd.
    ///
    /// Logins appear in URL paths such as `/api/v2/users/{login}/items`, so they stay within
    /// the characters Qiita allows; the stress is on length and on look-alike patterns.
    public static let userLogins: [String] = [
        "a",
        String(repeating: "a", count: 40),
        "very_long_login_name_with_many_parts-123",
        "-leading-hyphen",
        "trailing_underscore_",
        "__",
        "0123456789",
        "A-B_C-D_E-F_G-H_I-J_K-L_M-N_O-P_Q-R_S-T",
        "UPPER_lower-MiXeD",
        "x1b_31m-u001b-2J",
    ]

    // MARK: - Tags

    /// Tag names carrying escape sequences, bidi controls, emoji, newlines and extreme length.
    public static let tagNames: [String] = [
        "\u{1B}[31mSwift\u{1B}[0m",
        "\u{1B}[2J\u{1B}[H",
        "\u{202E}tfiwS",
        "\u{1F389}",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
        String(repeating: "LongTagName", count: 100),
        "C\u{00}\u{7F}\u{07}",
        "\u{1B}]8;;https://evil.example/\u{07}link\u{1B}]8;;\u{07}",
        "タグ\u{200F}\u{2066}未終端",
        " ",
        "Tag\nWith\nNewlines",
        zalgo("T", marks: 30) + "ag",
        "\u{1B}]52;c;ZXZpbA==\u{07}",
    ]

    // MARK: - Bodies

    /// A paragraph line of exactly 100 UTF-8 bytes, used to build the 200 KB body.
    static let hundredByteLine: String = {
        let base = "200KB body: 繰り返しの本文です。 The quick brown fox jumps over the lazy dog."
        let padding = 99 - base.utf8.count
        return base + String(repeating: ".", count: max(padding, 0)) + "\n"
    }()

    /// Markdown bodies that hide control sequences in every construct and stress the parser.
    ///
    /// Includes escapes in paragraphs, code blocks, link text and URLs (`javascript:` and an
    /// ESC inside a URL), table cells and headings; a 200 KB body; 50-level nested lists and
    /// quotes; an unterminated code fence; a `:::note` that is never closed; bidi/zalgo prose;
    /// unterminated emphasis and HTML; and empty or whitespace-only bodies.
    public static let bodies: [String] = [
        // 1. Escape sequences inside ordinary paragraphs and headings.
        """
        # \u{1B}[31mRed heading\u{1B}[0m

        普通の段落に \u{1B}[1;31m赤い太字\u{1B}[0m が混ざっています。ここで画面を消します\u{1B}[2J\u{1B}[H。

        This paragraph sets the window title\u{1B}]0;pwned\u{07} and writes the clipboard\u{1B}]52;c;ZXZpbA==\u{07}.
        It also asks the terminal to report its cursor\u{1B}[6n and switches to the alternate screen\u{1B}[?1049h.

        **Bold \u{1B}[5mblink\u{1B}[25m** and *italic \u{1B}[8mhidden\u{1B}[28m* and ~~strike\u{07}~~.
        """,

        // 2. Escape sequences inside fenced and indented code.
        """
        ## Code

        ```sh
        printf '\\033[31m%s\\033[0m\\n' literal-escapes-are-fine
        echo "but this one is real: \u{1B}[31mRED\u{1B}[0m \u{1B}]0;title\u{07}"
        ```

        ```swift:Sources/Evil.swift
        let s = "\u{1B}[2J"  // 本物の ESC がコードブロックに入っている
        print(s)\u{9B}H
        ```

            indented code with \u{1B}[7mreverse video\u{1B}[27m and NUL\u{00} and DEL\u{7F}

        Inline `code \u{1B}[31m with ESC` too.
        """,

        // 3. Link text, link targets, autolinks, images and reference definitions.
        """
        ## Links

        - [click](javascript:alert(1))
        - [JavaScript with entity](jav&#x09;ascript:alert(document.cookie))
        - [data URL](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
        - [\u{1B}[31mred link text\u{1B}[0m](https://example.com/)
        - [ESC in the URL](https://example.com/\u{1B}[2J\u{1B}[H/path)
        - [OSC in the URL](https://example.com/?q=\u{1B}]52;c;ZXZpbA==\u{07})
        - Autolink: https://example.com/\u{1B}[31mred
        - Angle autolink: <https://example.com/\u{1B}]0;x\u{07}>
        - \u{1B}]8;;https://evil.example/\u{1B}\\Raw OSC 8 hyperlink in text\u{1B}]8;;\u{1B}\\
        - ![\u{1B}[2Jalt text with ESC](https://example.com/\u{1B}[H.png)
        - [reference][evil]

        [evil]: https://example.com/\u{1B}[31m "\u{1B}]0;ref title\u{07}"
        """,

        // 4. Table cells.
        """
        | 列1 | \u{1B}[31m列2\u{1B}[0m | Column 3 |
        |:----|:----:|-----:|
        | \u{1B}[2J | \u{202E}olleh | \u{07}\u{07}\u{07} |
        | ok | \u{1B}]0;cell\u{07} | \u{00}\u{7F}\u{08} |
        | \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} | \(zalgo("x", marks: 30)) | \u{9B}31m C1 |
        | `\u{1B}[31m` | [x](javascript:alert(1)) | CR\rover |
        """,

        // 5. 200 KB of repeated text (2,048 lines of 100 bytes).
        String(repeating: hundredByteLine, count: 2_048),

        // 6. Lists nested 50 levels deep.
        (0..<50).map { String(repeating: "  ", count: $0) + "- 階層 level \($0 + 1)" }.joined(separator: "\n"),

        // 7. Block quotes nested 50 levels deep.
        (1...50).map { String(repeating: "> ", count: $0) + "引用 quote \($0)" }.joined(separator: "\n"),

        // 8. An unterminated code fence: everything after it is code.
        """
        ## Unterminated fence

        Before the fence.

        ```swift
        let neverClosed = true
        // この後ろはすべてコードとして扱われるはず

        # Not a heading
        - not a list
        """,

        // 9. A `:::note` that is never closed, with a nested fence inside it.
        """
        :::note warn
        このノートは閉じられません。

        - リスト
        - \u{1B}[31mESC入りの項目\u{1B}[0m

        ```
        code inside an open note
        ```

        The document ends here without `:::`.
        """,

        // 10. Bidi, zalgo, C1 and carriage-return tricks in prose.
        """
        Filename: invoice_\u{202E}fdp.exe — 見た目は pdf ですが実行ファイルです。

        \u{2067}右から左の分離\u{2066}left-to-right inside\u{2069} never closed

        \(zalgo("H", marks: 30))\(zalgo("e", marks: 30)) comes 来る

        Safe text\rEVIL overwrites the start of the line. Progress 10%\r20%\r100%\u{08}\u{08}\u{08}\u{08}done.

        C1: \u{9B}31mred\u{9B}0m \u{9D}0;title\u{9C} \u{90}DCS\u{9C} \u{85}NEL
        """,

        // 11. Parser stress: unterminated emphasis and HTML, a 5,000-character unbreakable line.
        """
        **bold that never ends and *italic that never ends and ~~strike that never ends

        <details><summary>unclosed details
        <script>alert(1)</script>
        <img src=x onerror=alert(1)>
        <br><br><br>

        \(String(repeating: "https://example.com/very/long/path/segment/", count: 117))

        \(String(repeating: "途切れない長い行", count: 625))
        """,

        // 12. Empty body.
        "",

        // 13. Whitespace and newlines only.
        "\n\n   \n\t\n\u{3000}\n\r\n",
    ]
}
