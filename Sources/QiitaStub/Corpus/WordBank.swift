/// The words and sentences generated items are made of.
enum WordBank {
    /// Tag names, most popular first; generated items pick from the front more often.
    static let tags = [
        "Python", "JavaScript", "AWS", "Swift", "TypeScript", "Go", "Rust", "Docker", "Linux", "React",
        "iOS", "初心者", "Git", "Ruby", "Rails", "Kotlin", "Android", "SQLite", "PostgreSQL", "Vim",
        "ncurses", "VIPER", "CleanArchitecture", "Markdown", "Terraform", "Kubernetes", "GitHub", "CI",
        "Unity", "C++", "C#", "Java", "Node.js", "Vue.js", "機械学習", "DeepLearning", "Security", "Network",
        "Zig", "Elixir",
    ]

    static let familyNames = [
        ("tanaka", "田中"), ("suzuki", "鈴木"), ("sato", "佐藤"), ("takahashi", "高橋"), ("ito", "伊藤"),
        ("watanabe", "渡辺"), ("yamamoto", "山本"), ("nakamura", "中村"), ("kobayashi", "小林"), ("kato", "加藤"),
        ("yoshida", "吉田"), ("yamada", "山田"), ("sasaki", "佐々木"), ("matsumoto", "松本"), ("inoue", "井上"),
    ]

    static let givenNames = [
        ("taro", "太郎"), ("hanako", "花子"), ("ken", "健"), ("yui", "結衣"), ("sho", "翔"), ("aoi", "葵"),
        ("ren", "蓮"), ("mei", "芽衣"), ("daiki", "大輝"), ("riko", "莉子"), ("haruto", "陽翔"), ("mio", "澪"),
    ]

    static let englishNames = ["Emma Brown", "Liam Smith", "Olivia Jones", "Noah Wilson", "Ava Taylor", "Lucas Martin"]

    static let locations = ["Tokyo", "Osaka", "Fukuoka", "Sapporo", "Nagoya", "Kyoto", "Sendai", "Remote", ""]
    static let organizations = ["", "", "Kiji Inc.", "Example Labs", "Sakura Systems", "Fuji Software", "Open Source"]

    static let japaneseTitleTemplates = [
        "{tag}で{thing}を{verb}方法", "【{tag}】{thing}を{verb}ときにハマったこと", "{tag}入門: {thing}の基本",
        "今さら聞けない{tag}の{thing}", "{tag}の{thing}を{verb}ための10のコツ", "{tag}と{tag2}で{thing}を{verb}",
        "{thing}を{verb}までの道のり ({tag})", "{tag}で{thing}を{verb}してみた",
    ]

    static let englishTitleTemplates = [
        "How to {everb} {ething} with {tag}", "{tag}: {ething} in practice", "Notes on {ething} in {tag} and {tag2}",
        "A gentle introduction to {ething} ({tag})", "{everb} {ething} the hard way with {tag}",
    ]

    static let things = [
        "非同期処理", "エラーハンドリング", "テスト", "キャッシュ", "ページング", "依存性注入", "ログ出力", "認証",
        "設定ファイル", "CI/CD", "パフォーマンス計測", "メモリ管理", "型安全なAPI", "文字コード", "差分更新",
    ]

    static let verbs = ["実装する", "改善する", "理解する", "自動化する", "高速化する", "安全に扱う", "テストする"]
    static let englishThings = ["async code", "error handling", "caching", "pagination", "dependency injection", "logging", "Unicode text"]
    static let englishVerbs = ["Build", "Test", "Speed up", "Refactor", "Debug", "Measure"]

    static let japaneseSentences = [
        "まずは小さなサンプルで動作を確認してから、本番のコードに取り込むのがおすすめです。",
        "公式ドキュメントには書かれていない挙動があったので、実際に手元で試して確かめました。",
        "この方法はシンプルですが、大量のデータを扱うときには注意が必要です。",
        "チームで運用するなら、ルールを明文化しておくと後から参加した人も迷いません。",
        "エラーメッセージをよく読むと、原因がはっきり書かれていることが多いです。",
        "計測せずに最適化するのはやめましょう。まずは数字を取ることから始めます。",
        "同じ処理を三回書いたら、共通化を検討するタイミングです。",
        "日本語と絵文字を含む文字列では、文字数と表示幅が一致しない点に気をつけてください。",
        "設定を変更したあとは、必ずテストを実行して既存の動作が壊れていないか確認します。",
        "ここまでの内容で、基本的な使い方はひととおり押さえられたと思います。",
    ]

    static let englishSentences = [
        "Start with the smallest example that shows the behaviour, then grow it.",
        "The documentation is silent on this point, so I measured it instead.",
        "This approach is simple, but it does not scale to very large inputs without care.",
        "Write the rule down once, and the whole team can follow it.",
        "Read the error message twice; it usually names the cause.",
        "Measure before you optimise, and measure again afterwards.",
    ]

    static let codeSamples = [
        ("swift", "Sources/App/main.swift", "import Foundation\n\nlet items = try await client.items(page: 1)\nfor item in items {\n    print(item.title)\n}"),
        ("python", "main.py", "import json\n\ndef load(path):\n    with open(path) as f:\n        return json.load(f)\n"),
        ("go", "main.go", "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"こんにちは\")\n}"),
        ("rust", "src/lib.rs", "pub fn width(s: &str) -> usize {\n    s.chars().count()\n}"),
        ("sh", "", "swift build -c release\n./.build/release/kiji --demo"),
        ("ruby", "app/models/user.rb", "class User < ApplicationRecord\n  has_many :items\nend"),
    ]
}
