import Testing
import MarkdownText

@Test func plainText_joinsSpansWithoutStyles() {
    #expect([plain("a "), span("b", .strong), span("c", .link, link: 1)].plainText == "a bc")
}

@Test func documentPlainText_coversEveryBlockKindAndFootnotes() {
    let markdown = """
    # Title

    Text with *style*[^1].

    - one
    - two

    > quoted

    | h1 | h2 |
    |----|----|
    | c1 | c2 |

    ```
    code line
    ```

    ---

    ![alt text](https://img.example/i.png)

    :::note
    noted
    :::

    [^1]: the footnote
    """
    #expect(MarkdownParser.parse(markdown).plainText == """
    Title
    Text with style1.
    one
    two
    quoted
    h1\th2
    c1\tc2
    code line

    alt text
    noted
    the footnote
    """)
}
