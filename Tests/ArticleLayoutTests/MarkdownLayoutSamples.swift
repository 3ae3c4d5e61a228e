/// Small Markdown documents shared by several layout tests.
enum MarkdownLayoutSamples {
    /// One of every construct, with Japanese, emoji and combining marks.
    static let everything = #"""
    # 見出し Heading 🎉

    Prose with *emphasis*, **strong**, ~~strike~~, `code`, a [link](https://example.com/a), https://auto.example.com
    and ![an image](https://example.com/i.png) plus a footnote.[^1] Café, é, ｶﾀｶﾅ, 👨‍👩‍👧.

    日本語の段落です。とても長い文章を書いて、折り返しを確かめます。絵文字🍣も入ります。

    ## Second

    ### Third

    > quoted
    > > nested ***quote*** with [a link](https://example.com/q)

    - bullet
      - nested
        - deeper with long text that keeps going and going
    - [x] done
    - [ ] todo

    7. seven
    8. eight

    ```swift:Sources/App/main.swift
    	let tabbed = "日本語のコメントとても長い行がここにあります" // and a long trailing comment too
    ```

    | Left | Center | Right |
    |:-----|:------:|------:|
    | 日本語 | wide cell text | 1,000 |
    | `code` | [l](https://example.com/t) | **b** |

    ---

    ![A picture](https://example.com/p.png)

    :::note alert
    Danger: 危険な操作です。
    :::

    <div>html block</div>

    [^1]: The footnote, with **bold**.
    """#
}
