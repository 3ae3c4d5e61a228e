/// The sentences and snippets generated comments are made of.
enum CommentWords {
    static let japanese = [
        "わかりやすい記事をありがとうございます！",
        "手元の環境でも同じ手順で動きました。",
        "一点だけ質問させてください。この設定はLinuxでも必要でしょうか？",
        "ちょうど同じところでハマっていたので助かりました。",
        "細かい点ですが、コード例の変数名が本文と違っているようです。",
        "公式ドキュメントのリンクも貼っておくと、後から読む人に親切だと思います。",
        "チームの勉強会で紹介させていただきました。",
        "この方法だと大量のデータで遅くなりませんか？計測結果があれば知りたいです。",
        "続編を楽しみにしています。",
    ]

    static let english = [
        "Thanks for writing this up, it saved me an afternoon.",
        "Works for me on Ubuntu 24.04 as well.",
        "Small nit: the second snippet is missing an import.",
        "Have you measured this against the naive version? I'd be curious about the numbers.",
        "I ran into the same issue last week; the fix in the last section is the one that worked.",
        "Great explanation of the trade-offs.",
    ]

    static let replies = [
        "ご指摘ありがとうございます、修正しました。",
        "確認ありがとうございます！本文にも追記しておきます。",
        "Thanks, fixed in the article.",
        "Good question — I will add measurements in a follow-up.",
    ]

    static let snippets = [
        ("swift", "let comments = try await client.send(ItemCommentsRequest(itemID: id))\nprint(comments.count)"),
        ("python", "for comment in reversed(comments):\n    print(comment[\"user\"][\"id\"], comment[\"body\"])"),
        ("sh", "curl -H \"Authorization: Bearer $QIITA_ACCESS_TOKEN\" https://qiita.com/api/v2/items/$ID/comments"),
        ("diff", "- let width = text.count\n+ let width = text.displayWidth"),
    ]
}
