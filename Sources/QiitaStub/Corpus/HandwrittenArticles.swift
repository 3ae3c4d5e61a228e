// Hand-written articles for the stub corpus.
//
// Every body below is original text written for kiji's renderer tests. Bodies are raw
// multi-line string literals (`#"""` … `"""#`) whose lines start at column 0, so Markdown
// indentation, backslashes and quotes are kept exactly as written. A few bodies use the
// raw-string escape form `\#u{…}` for characters that are hard to see in an editor.

extension HandwrittenArticle {
    /// The hand-written articles, in the order the corpus publishes them.
    ///
    /// Together they cover every Markdown construct kiji's renderer knows: ATX headings
    /// h1–h4, long Japanese and English prose, emphasis, strikethrough, inline code, fenced
    /// code with languages and Qiita `lang:filename` info strings (including tabs, Japanese
    /// comments and lines wider than 120 columns), quotes, ordered/unordered/task lists
    /// nested three levels, GFM tables (aligned, Japanese, very wide, with code and links),
    /// thematic breaks, images, inline/auto/reference links, `:::note` blocks of every kind,
    /// emoji and `:shortcode:`s, math, footnotes, and the small HTML subset Qiita allows.
    /// Titles include long CJK strings, emoji, full-width/half-width forms and combining marks.
    public static let all: [HandwrittenArticle] = [
        // MARK: 1. VIPER in a terminal reader (English)
        HandwrittenArticle(
            title: "VIPER in a Terminal: Structuring a Qiita Reader in Swift",
            author: "alice",
            authorName: "Alice Walker",
            tags: ["Swift", "VIPER", "ncurses", "Architecture"],
            body: #"""
# VIPER in a Terminal

Most write-ups about **VIPER** assume UIKit: a `UIViewController` is the View, a
`UINavigationController` does the routing, and the Interactor talks to `URLSession`.
When I started building a *terminal* reader for Qiita, I wanted to know whether the
pattern still pulls its weight once you take the UI framework away. Short answer: yes,
and in some ways it fits better, because the terminal forces you to be explicit about
every redraw.

This post walks through the module layout, the one rule that kept the code honest,
and a couple of mistakes I made along the way.

![Four colour bands: red, green, blue and yellow](http://kiji-stub.invalid/files/bands.png)

## Why bother with an architecture at all?

A terminal app looks small. There is a list of articles, an article view, and an author
page. You could write it as one big `while true` loop that reads a key and switches on
it, and for the first weekend that is exactly what I did. By the second weekend the
loop was 600 lines long, the network code was blocking the input handling, and I could
not write a single test without a real TTY attached.

The things I actually needed were:

1. Screens that can be tested without a terminal.
2. Network and database access that can be swapped for fakes.
3. Navigation that is *data*, not a pile of nested function calls.
4. A single place where drawing happens, so the screen never flickers.

VIPER gives a name to each of those.

## The five letters, terminal edition

| Letter | Role in UIKit apps | Role in the terminal reader |
|:-------|:-------------------|:----------------------------|
| V — View | `UIViewController` subclass | A struct that turns a view model into lines of cells |
| I — Interactor | Business logic, calls services | Same: fetches items, pages, caches |
| P — Presenter | Formats data for the view | Same, plus maps key presses to intents |
| E — Entity | Plain model objects | `Item`, `User`, `Tag` — `Sendable` value types |
| R — Router | Pushes view controllers | Pushes and pops entries on a screen stack |

The View is the part that changes the most. There is no view hierarchy; there is a grid
of cells. So the View's whole job becomes a pure function:

```swift:Sources/Reader/ArticleList/ArticleListView.swift
/// Renders the article list into a screen-sized grid. Pure: no I/O, no state.
struct ArticleListView {
    func render(_ model: ArticleListViewModel, size: Size) -> [Line] {
        var lines: [Line] = []
        lines.append(Line(model.header, style: .title))
        for (index, row) in model.rows.enumerated() {
            let marker = index == model.selection ? "▶ " : "  "
            lines.append(Line(marker + row.title, style: index == model.selection ? .selected : .plain))
            lines.append(Line("    " + row.subtitle, style: .dim))
        }
        return Array(lines.prefix(size.rows))
    }
}
```

Because the View returns values instead of writing bytes, a snapshot test is just an
`XCTAssertEqual` on an array of strings. That alone paid for the whole design.

## The one rule: only the Router knows about other modules

The rule that kept everything honest was this: **a module never imports or constructs
another module**. The list screen does not know that an article screen exists. When the
user presses <kbd>Enter</kbd>, the Presenter tells the Router "the user picked item
`c686397e4a0f4f11683d`", and the Router decides what that means.

```swift:Sources/Reader/ArticleList/ArticleListRouter.swift
protocol ArticleListRouting: AnyObject {
    func showArticle(id: ItemID)
    func showAuthor(login: String)
    func close()
}

final class ArticleListRouter: ArticleListRouting {
    private unowned let navigator: Navigator

    init(navigator: Navigator) { self.navigator = navigator }

    func showArticle(id: ItemID) {
        navigator.push(ArticleModule.build(id: id, navigator: navigator))
    }

    func showAuthor(login: String) {
        navigator.push(AuthorModule.build(login: login, navigator: navigator))
    }

    func close() { navigator.pop() }
}
```

The `Navigator` is a stack of screens. Pressing `q` pops; when the stack is empty, the
app exits. That's the whole navigation model, and it fits in 40 lines.

### Key presses are intents, not commands

The Presenter never sees raw bytes. A small input layer turns `ESC [ B` into `.down`,
`j` into `.down`, `k` into `.up`, and so on. The Presenter receives those intents:

```swift
func handle(_ intent: Intent) {
    switch intent {
    case .down:   state.moveSelection(by: +1)
    case .up:     state.moveSelection(by: -1)
    case .open:   if let id = state.selectedID { router.showArticle(id: id) }
    case .author: if let login = state.selectedAuthor { router.showAuthor(login: login) }
    case .back:   router.close()
    default:      break
    }
    view.setNeedsDisplay()
}
```

### Concurrency without tears

The Interactor is an `actor`. It owns the API client and the cache, and it is the only
thing that ever awaits network I/O. The Presenter is `@MainActor`, which in a terminal
app simply means "the thread that owns the screen". Swift 6's strict checking caught
two real bugs for me here — both were closures that captured the Presenter and were
called back on the Interactor's executor.

#### A note on cancellation

If the user scrolls quickly, page requests pile up. Each request is a `Task` stored in
the Presenter, and moving to another screen cancels it. Without that, a slow response
for page 3 could arrive after you had already left the list, and the Presenter would
redraw a screen that no longer exists.

## What I would do differently

- I started with protocols for *everything*. ~~Every struct had a protocol.~~ Only the
  seams that tests need a fake for deserve one: the API client, the clock, the store.
- I put formatting (dates, "42 likes") in the View at first. It belongs in the Presenter,
  because it is logic you want to test.
- I underestimated text width. Japanese titles take two columns per character, and
  emoji are a world of their own. That deserves its own post.

---

If you want to read more about the original pattern, the [objc.io article on VIPER][objcio]
is still the clearest introduction. For the terminal side, the [ncurses FAQ][ncurses]
answers most questions about wide characters, and so does the
[ncurses FAQ][ncurses] section on `setlocale` — read it before you debug anything.

[objcio]: https://www.objc.io/issues/13-architecture/viper/
[ncurses]: https://invisible-island.net/ncurses/ncurses.faq.html
"""#
        ),

        // MARK: 2. This app's key bindings (Japanese)
        HandwrittenArticle(
            title: "kijiのキーバインド一覧：j/k・矢印キー・Enter・a・qだけで記事を読む",
            author: "hiro",
            authorName: "木村 浩",
            tags: ["kiji", "Terminal", "Qiita", "初心者"],
            body: #"""
# kiji のキーバインド

kiji はターミナルで Qiita の記事を読むためのリーダーです。マウスは使いません。
覚えるキーは少なく、**最初の5分で全部覚えられる**ことを目標にしています。

## 基本操作

| キー | 動作 | 備考 |
|:----:|:-----|:-----|
| `j` / `↓` | 下へ移動 | リストでは次の記事、本文では1行スクロール |
| `k` / `↑` | 上へ移動 | リストでは前の記事、本文では1行戻る |
| `Enter` | 開く | 選択中の記事を開く |
| `a` | 著者を見る | 選択中の記事の著者ページへ移動 |
| `q` | 戻る | 一つ前の画面へ。最初の画面なら終了 |

矢印キーと `j`/`k` はまったく同じ動作です。Vim に慣れている人は `j`/`k`、
そうでない人は矢印キーを使えば大丈夫です。

:::note info
`q` は「終了」ではなく「戻る」です。記事を読んでいるときに `q` を押すと記事一覧に戻り、
一覧で `q` を押すとアプリが終了します。うっかり終了してしまう心配はありません。
:::

## 画面ごとの動き

### 記事一覧

1. 起動すると新着記事の一覧が表示されます。
2. `j`/`k` で記事を選びます。選択中の行は反転表示されます。
3. `Enter` で記事を開きます。
4. `a` を押すと、その記事を書いた人の記事一覧に移動します。

一覧の下端に近づくと、次のページを自動で読み込みます。読み込み中は最下行に
「読み込み中…」と表示されます。

### 記事本文

本文画面では `j`/`k` が1行ずつのスクロールになります。見出し、コードブロック、
表などはターミナルの幅に合わせて折り返されます。幅が足りない表は、列を縦に並べた
表示に切り替わります。

### 著者ページ

著者ページには、その人の表示名とログイン名、記事の一覧が表示されます。
ここでも `Enter` で記事を開き、`q` で元の画面に戻れます。

## よくある質問

- 矢印キーが効かない
  - `TERM` 環境変数が正しく設定されているか確認してください。
  - tmux の中で動かしている場合は `set -g default-terminal "tmux-256color"` を試してください。
- 日本語がずれて表示される
  - ロケールが UTF-8 になっているか `locale` コマンドで確認してください。
- 色が出ない
  - `NO_COLOR` が設定されていると色を使いません。これは仕様です。

:::note warn
SSH 越しに使う場合、回線が遅いと `Esc` で始まる矢印キーのシーケンスが分割されて届き、
`Esc` 単体として解釈されることがあります。その場合は `j`/`k` を使ってください。
:::

## 今後追加したいキー

- [x] `j` / `k` / 矢印キーでの移動
- [x] `Enter` で開く、`q` で戻る
- [x] `a` で著者ページ
- [ ] `/` で一覧内検索
- [ ] `g` / `G` で先頭・末尾へ
  - [ ] 本文画面でも使えるようにする
  - [x] 一覧画面での設計は完了
- [ ] `o` でブラウザで開く

要望があればリポジトリの Issue へどうぞ 👍
"""#
        ),

        // MARK: 3. Clean Architecture with Swift (long Japanese article, 300+ lines)
        HandwrittenArticle(
            title: "Swiftで学ぶクリーンアーキテクチャ入門：Entity・UseCase・Presenter・Repositoryの責務を小さなターミナルアプリを題材に最初から最後まで丁寧に分けてみる",
            author: "kenji_tanaka",
            authorName: "田中 健二",
            tags: ["Swift", "CleanArchitecture", "iOS", "設計", "テスト"],
            body: #"""
# はじめに

クリーンアーキテクチャという言葉を聞いたことがある人は多いと思いますが、実際に手を動かして
層を分けてみると、本に書いてある図と自分のコードがなかなか一致しないことに気づきます。
円が四重になった有名な図は、依存の向きを説明するためのものであって、ディレクトリ構成を
そのまま指示しているわけではありません。それなのに、私たちはつい「Entities」「Use Cases」
「Interface Adapters」「Frameworks & Drivers」という四つのフォルダを作り、そこにファイルを
振り分けることから始めてしまいます。そして数週間後、どの層にも属さない中途半端な型が
`Common` や `Utility` という名前のフォルダに溜まっていくのを眺めることになります。

この記事では、Qiita の記事をターミナルで読む小さなアプリを題材にして、クリーンアーキテクチャの
考え方を Swift のコードに落とし込んでいきます。題材を小さくしたのは、層を分けることの
メリットとコストの両方が見えやすいからです。大きなアプリでは「分けて良かった」という話に
なりがちですが、小さなアプリでは「これは分けすぎでは？」という疑問も同じくらい大事です。
両方を正直に書いていきます。

なお、この記事のコードは Swift 6 の strict concurrency を前提にしています。`Sendable` や
`actor` が頻繁に出てきますが、クリーンアーキテクチャ自体とは独立した話なので、
分からなければ読み飛ばしても大丈夫です。

## 対象読者

- Swift で iOS アプリやコマンドラインツールを書いたことがある人
- MVC や MVVM は知っているが、クリーンアーキテクチャは図を見ただけという人
- 「層を分けるとテストが書きやすくなる」と言われても、実感が湧かない人

## 依存性のルールだけ覚えれば良い

クリーンアーキテクチャで本当に大事なのは、たった一つのルールです。

> ソースコードの依存は、内側に向かってのみ存在できる。
> 内側の円は、外側の円について何も知らない。

このルールさえ守られていれば、層の数が三つでも五つでも構いません。逆に言えば、
四つのフォルダを作っていても、`Entity` が `URLSession` を直接呼んでいたら、それは
クリーンアーキテクチャではありません。

ここで「内側」とは、変更されにくく、アプリの本質に近いものを指します。Qiita リーダーで
いえば「記事にはタイトルと本文と著者がある」「記事一覧はページ単位で取得する」といった
知識です。一方「外側」は、変わりやすく、技術的な都合に左右されるものです。HTTP の
ライブラリ、JSON のフィールド名、ターミナルの制御シーケンス、SQLite のスキーマなどが
これにあたります。

Qiita の API のフィールド名が `created_at` から別の名前に変わったとしても、「記事には
作成日時がある」という事実は変わりません。だから、JSON のデコードは外側に置き、
記事という概念は内側に置くのです。

## 全体像

今回作るアプリの層と、それぞれの代表的な型を表にまとめます。

| 層 | 代表的な型 | 知っていること | 知らないこと |
|:---|:-----------|:---------------|:-------------|
| Entity | `Article`, `Author`, `Tag` | 記事とは何か | HTTP、JSON、画面 |
| UseCase | `FetchArticlesUseCase` | 記事一覧の取り方、ページング | どこから取るか |
| Interface Adapter | `ArticleListPresenter`, `QiitaArticleRepository` | 画面用の整形、API との変換 | ターミナルの描画方法 |
| Framework | `HTTPClient`, `Terminal`, `SQLiteStore` | 具体的な技術 | ビジネスルール |

依存の向きは常に下から上、つまり Framework → Interface Adapter → UseCase → Entity です。

---

## Entity：ただの値で良い

最初に Entity を書きます。Entity はアプリの中心にある概念で、外部の何にも依存しません。
Swift では、ほとんどの場合 `struct` で十分です。

```swift:Sources/Domain/Entity/Article.swift
import FoundationEssentials // Date のためだけに使う。ネットワーク系の API は使わない

/// Qiita の記事。アプリの中心となる概念。
public struct Article: Sendable, Equatable, Identifiable {
    public let id: ArticleID
    public let title: String
    public let body: String          // Markdown のまま保持する
    public let author: Author
    public let tags: [Tag]
    public let createdAt: Date
    public let likesCount: Int

    /// 本文の長さから、ざっくりした読了時間（分）を求める。
    /// 日本語は1分あたり約500文字として計算する。
    public var estimatedReadingMinutes: Int {
        max(1, body.count / 500)
    }
}

public struct ArticleID: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
```

ここで注目してほしいのは、`Codable` に準拠させていないことです。JSON のフィールド名は
外側の都合なので、Entity に持ち込みません。「毎回変換を書くのは面倒では？」と思うかも
しれませんが、その面倒さこそが、API の変更から中心を守る壁になります。

読了時間の計算のような、**外部に依存しない純粋なロジック**は Entity に置いて構いません。
むしろ、置くべきです。テストも簡単です。

```swift:Tests/DomainTests/ArticleTests.swift
import Testing
@testable import Domain

@Test func 読了時間は最低1分() {
    let article = Article.fixture(body: "短い")
    #expect(article.estimatedReadingMinutes == 1)
}

@Test func 読了時間は500文字ごとに1分() {
    let article = Article.fixture(body: String(repeating: "あ", count: 1500))
    #expect(article.estimatedReadingMinutes == 3)
}
```

Swift Testing では関数名に日本語が使えるので、テストの意図をそのまま名前にできます。
チームの方針次第ですが、私は仕様を日本語で書けるこのスタイルが気に入っています。

## UseCase：アプリが「何をするか」

次は UseCase です。UseCase はアプリケーション固有のビジネスルールを表します。
記事リーダーなら「記事一覧を取得する」「著者の記事を取得する」「記事を既読にする」などです。

UseCase は記事をどこから取ってくるかを知りません。知っているのは「記事を取ってくれる何か」
が存在することだけです。その「何か」をプロトコルとして UseCase 側で定義します。
これが依存性逆転の原則の核心です。

```swift:Sources/Domain/UseCase/FetchArticlesUseCase.swift
/// 記事を提供してくれる何か。実装は外側の層が用意する。
public protocol ArticleRepository: Sendable {
    func articles(page: Int, perPage: Int) async throws -> [Article]
    func articles(by author: String, page: Int) async throws -> [Article]
}

public struct FetchArticlesUseCase: Sendable {
    private let repository: any ArticleRepository
    private let perPage = 20

    public init(repository: any ArticleRepository) {
        self.repository = repository
    }

    /// 指定ページの記事を取得する。いいねが0件のスパム的な記事は除外する。
    public func execute(page: Int) async throws -> [Article] {
        precondition(page >= 1, "ページ番号は1始まり")
        let articles = try await repository.articles(page: page, perPage: perPage)
        return articles.filter { $0.likesCount > 0 || !$0.tags.isEmpty }
    }
}
```

`ArticleRepository` が Domain モジュールに定義されている点が重要です。HTTP で記事を
取ってくる実装はこのプロトコルに準拠しますが、プロトコルそのものは内側にあります。
だから依存の矢印は「HTTP 実装 → Domain」の向きになり、内側は外側を知らずに済みます。

### フィルタリングはどこに書くべきか

上のコードでは「いいねが0件で、タグも無い記事を除外する」という処理を UseCase に
書きました。これは API のクエリで絞り込むこともできますが、あえて UseCase に置いています。
理由は、これが**このアプリのルール**だからです。API が変わっても、データの取得元が
キャッシュになっても、このルールは維持したい。そういうものは UseCase に置きます。

逆に、「1ページ20件」という数字は API の都合に近いので、Repository 側に寄せても
構いません。この判断に正解はありませんが、「変更の理由が同じものを同じ場所に置く」
と考えると迷いが減ります。

### UseCase のテスト

UseCase のテストでは、Repository をフェイクに差し替えます。

```swift:Tests/DomainTests/FetchArticlesUseCaseTests.swift
struct FakeArticleRepository: ArticleRepository {
    var stub: [Article] = []
    func articles(page: Int, perPage: Int) async throws -> [Article] { stub }
    func articles(by author: String, page: Int) async throws -> [Article] { stub.filter { $0.author.login == author } }
}

@Test func いいねもタグもない記事は除外される() async throws {
    let repo = FakeArticleRepository(stub: [
        .fixture(title: "残る", likesCount: 3, tags: []),
        .fixture(title: "消える", likesCount: 0, tags: []),
        .fixture(title: "タグがあるので残る", likesCount: 0, tags: [Tag(name: "Swift")]),
    ])
    let titles = try await FetchArticlesUseCase(repository: repo).execute(page: 1).map(\.title)
    #expect(titles == ["残る", "タグがあるので残る"])
}
```

ネットワークもターミナルも不要で、一瞬で終わるテストです。これがクリーンアーキテクチャの
一番わかりやすいご褒美だと思います。

:::note info
フェイクとモックの違いについて：ここで使っている `FakeArticleRepository` は、
呼ばれ方を検証せず、決まった値を返すだけの「フェイク」です。
呼び出し回数や引数を検証したい場合は、次のようにプロパティを足して「スパイ」にします。

- 呼ばれたページ番号を配列 `requestedPages` に記録する
- テストの最後に `#expect(spy.requestedPages == [1, 2])` で確認する
- `actor` にしておくと、並行に呼ばれても記録が壊れない
:::

## Interface Adapter：内と外の翻訳者

Interface Adapter 層には二種類の型があります。

1. 外側から内側へデータを持ち込むもの（Repository の実装、Controller）
2. 内側から外側へデータを持ち出すもの（Presenter）

### Repository の実装

まずは API から記事を取ってくる Repository です。ここで初めて JSON が登場します。

```swift:Sources/Adapter/Repository/QiitaArticleRepository.swift
/// Qiita API v2 のレスポンス。フィールド名は API に合わせる。
struct ItemDTO: Decodable {
    let id: String
    let title: String
    let body: String
    let created_at: Date       // API の命名に合わせてスネークケースのまま
    let likes_count: Int
    let tags: [TagDTO]
    let user: UserDTO
}

public struct QiitaArticleRepository: ArticleRepository {
    let client: any HTTPClient

    public func articles(page: Int, perPage: Int) async throws -> [Article] {
        let data = try await client.get("/api/v2/items", query: ["page": "\(page)", "per_page": "\(perPage)"])
        let dtos = try JSONDecoder.qiita.decode([ItemDTO].self, from: data)
        return dtos.map(Article.init(dto:))   // DTO → Entity の変換はここだけ
    }

    public func articles(by author: String, page: Int) async throws -> [Article] {
        let data = try await client.get("/api/v2/users/\(author)/items", query: ["page": "\(page)"])
        return try JSONDecoder.qiita.decode([ItemDTO].self, from: data).map(Article.init(dto:))
    }
}
```

DTO（Data Transfer Object）と Entity を分けているので、変換のコードが必要になります。
この変換は退屈ですが、API の変更の影響をこのファイルだけに閉じ込める役割を果たします。
実際、Qiita API のレスポンスにフィールドが増えたことは何度もありますが、Entity を
変更する必要があったことは一度もありません。

### Presenter

Presenter は UseCase の結果を受け取り、画面に表示しやすい形に整形します。
日付を「3日前」にする、いいね数を「1.2k」にする、タイトルを画面幅で切る、といった処理です。

```swift:Sources/Adapter/Presenter/ArticleListPresenter.swift
/// 画面に表示する1行分のデータ。すべて表示用の文字列に変換済み。
public struct ArticleRowViewModel: Equatable, Sendable {
    public let title: String
    public let meta: String    // 例: "@kenji_tanaka・3日前・👍 42"
}

@MainActor
public final class ArticleListPresenter {
    private let useCase: FetchArticlesUseCase
    private let clock: any Clock
    private(set) var rows: [ArticleRowViewModel] = []
    weak var view: (any ArticleListView)?

    public init(useCase: FetchArticlesUseCase, clock: any Clock) {
        self.useCase = useCase
        self.clock = clock
    }

    public func viewDidAppear() async {
        do {
            let articles = try await useCase.execute(page: 1)
            rows = articles.map { makeRow($0) }
            view?.show(rows: rows)
        } catch {
            view?.show(error: "記事を取得できませんでした（\(error.localizedDescription)）")
        }
    }

    func makeRow(_ article: Article) -> ArticleRowViewModel {
        let ago = RelativeTime.format(from: article.createdAt, to: clock.now)
        return ArticleRowViewModel(title: article.title, meta: "@\(article.author.login)・\(ago)・👍 \(article.likesCount)")
    }
}
```

`Clock` を注入しているのは、「3日前」のような相対時刻をテストで固定するためです。
`Date()` を直接呼ぶと、テストを実行する日によって結果が変わってしまいます。
時計、乱数、環境変数などの「外から勝手に変わるもの」は、すべて注入できるように
しておくと後で楽になります。

#### Presenter は View を弱参照する

`view` を `weak` にしているのは循環参照を避けるためです。View が Presenter を強参照し、
Presenter が View を弱参照する、という形が定石です。ターミナルアプリでも画面を
閉じたときに Presenter が解放されないと、バックグラウンドで通信が続いてしまうので、
この点は UIKit と同じように気をつける必要があります。

## Framework & Driver：一番外側

最後に一番外側の層です。ここには具体的な技術が入ります。ターミナルへの描画、
HTTP クライアント、SQLite などです。この層のコードは、できるだけ薄く保ちます。

```swift:Sources/App/main.swift
import Adapter
import Domain
import Infrastructure

// 組み立て（Composition Root）。依存関係を注入するのはここだけ。
let http = URLSessionHTTPClient(baseURL: URL(string: "https://qiita.com")!, token: ProcessInfo.processInfo.environment["QIITA_TOKEN"])
let repository = CachedArticleRepository(upstream: QiitaArticleRepository(client: http), store: try SQLiteStore(path: "~/.cache/kiji/cache.db"))
let useCase = FetchArticlesUseCase(repository: repository)
let presenter = await ArticleListPresenter(useCase: useCase, clock: SystemClock())

let terminal = try Terminal.open()
defer { terminal.restore() }   // 異常終了してもターミナルの状態を戻す
await App(terminal: terminal, root: presenter).run()
```

すべての依存を組み立てる場所を **Composition Root** と呼びます。ここは全部の層を
知っていて良い唯一の場所です。逆に、ここ以外で具体的な型を `init` しているコードが
あったら、依存のルールが破れているサインです。

### キャッシュもただの Repository

`CachedArticleRepository` は、別の Repository を包んでキャッシュを挟む Decorator です。
UseCase から見れば、これもただの `ArticleRepository` なので、キャッシュの有無で
UseCase のコードは一行も変わりません。

```diff
 let useCase = FetchArticlesUseCase(
-    repository: QiitaArticleRepository(client: http)
+    repository: CachedArticleRepository(
+        upstream: QiitaArticleRepository(client: http),
+        store: store
+    )
 )
```

この差分が、依存性逆転の一番わかりやすい成果だと思います。

***

## 分けすぎ問題

ここまで四つの層を紹介してきましたが、正直に言うと、この規模のアプリで全部を
分けるのはやりすぎな部分もあります。

- Entity と DTO を分けたせいで、ほぼ同じ構造体が二つずつできた
- UseCase の多くは Repository のメソッドを呼ぶだけの一行になった
- ファイル数が3倍になり、目的のコードを探すのに時間がかかるようになった

それでも分けて良かったと思う点もあります。

- テストが速い。UseCase と Presenter のテストは合計300件で1秒かからない
- API のモックサーバーを作るとき、Repository だけ差し替えれば済んだ
- ターミナルの描画ライブラリを乗り換えたとき、変更は Framework 層だけで済んだ

私の結論は「**依存の向きだけは必ず守り、層の数は必要になってから増やす**」です。
最初は Domain と App の二つのモジュールだけで始め、テストが書きにくくなったところで
初めて境界を追加する。この順番のほうが、最初から四層を作るよりも結果的に
きれいな設計にたどり着きやすいと感じています。

:::note warn
「UseCase が Repository を呼ぶだけなら不要では？」という議論はよく起きます。
不要だと判断したら消して構いません。ただし、Presenter が Repository を直接
呼ぶようにする場合も、Presenter が知っているのは **プロトコル** であって、
`QiitaArticleRepository` という具体型ではない、という点は守りましょう。
:::

## よくある質問

### Q. Entity にメソッドを書いても良いの？

書いて良いです。むしろ、外部に依存しないビジネスロジックは積極的に Entity に
書くべきです。データしか持たない Entity ばかりになるのは「ドメイン貧血症」と
呼ばれるアンチパターンです。

### Q. ViewModel と Presenter は何が違うの？

この記事の Presenter は、ほぼ MVVM の ViewModel と同じ役割です。名前の違いより、
「画面の都合の整形を、テスト可能な場所に置く」という目的が同じであることの
ほうが大切です。

### Q. SwiftUI でも同じ考え方は使える？

使えます。SwiftUI の `View` は Framework 層にあたり、`@Observable` なクラスが
Presenter の役割を担います。UseCase と Entity はそのまま使い回せます。実際、
このターミナルアプリの Domain モジュールは、そのまま iOS 版でも使っています。

## まとめ

1. 大事なのは依存性のルール。内側は外側を知らない。
2. Entity はただの値で良い。ただし外部に依存しないロジックは持たせる。
3. UseCase は必要なプロトコルを自分で定義する（依存性逆転）。
4. 変換は Interface Adapter 層に閉じ込める。
5. 具体的な型を組み立てるのは Composition Root だけ。
6. 層の数は必要になってから増やす。

長い記事を最後まで読んでいただき、ありがとうございました。質問や「うちではこうしている」
という意見があれば、コメントで教えてもらえると嬉しいです 🙏

## 参考

- [Clean Coder Blog — The Clean Architecture](https://blog.cleancoder.com/uncle-bob/2012/08/13/the-clean-architecture.html)
- Swift の並行性については公式ドキュメント https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/ を参照
- 同じ記事をもう一度：[The Clean Architecture](https://blog.cleancoder.com/uncle-bob/2012/08/13/the-clean-architecture.html) は短いので、一度は原文で読むことをおすすめします
"""#
        ),

        // MARK: 4. SQLite WAL (Japanese, long CJK title, footnote)
        HandwrittenArticle(
            title: "SQLiteのWALモードを本番で使う前に知っておきたいチェックポイントとロックの挙動、そしてファイルが肥大化する理由についての覚え書き",
            author: "sakura-dev",
            authorName: "佐藤 さくら",
            tags: ["SQLite", "Database", "Linux", "パフォーマンス"],
            body: #"""
## WAL モードとは

SQLite の既定のジャーナルモードは `DELETE` で、書き込みのたびに元のページを
ロールバックジャーナルへ退避してから本体のファイルを書き換えます。これに対して
**WAL（Write-Ahead Logging）モード**では、変更内容を `-wal` という別ファイルの末尾に
追記していき、本体のデータベースファイルは後でまとめて更新します。この「後でまとめて」
の処理をチェックポイントと呼びます。

WAL の最大の利点は、読み込みと書き込みが互いをブロックしなくなることです。読み手は
トランザクション開始時点の WAL の位置を覚えておき、それより後に追記された変更を
無視して読みます。書き手は WAL の末尾に追記するだけなので、読み手がいても待つ必要が
ありません。ターミナルアプリのキャッシュのように、画面の描画スレッドが読みながら
バックグラウンドでページを取得して書き込む、という用途にはぴったりです。

ただし、書き手は同時に一人だけです。これは WAL でも変わりません。二つの接続が同時に
書き込もうとすると、後から来たほうは `SQLITE_BUSY` を受け取ります[^1]。

## 有効にする

```sql
PRAGMA journal_mode = WAL;   -- 結果として "wal" が返れば成功
PRAGMA synchronous = NORMAL; -- WAL なら NORMAL でも破損はしない（直近のコミットは失われうる）
PRAGMA busy_timeout = 5000;  -- ロック待ちを最大5秒まで自動でリトライ
```

`journal_mode = WAL` はデータベースファイルに記録されるので、一度設定すれば次回以降も
WAL のままです。一方 `synchronous` と `busy_timeout` は接続ごとの設定なので、接続を
開くたびに実行する必要があります。ここを忘れて「なぜか `SQLITE_BUSY` が出る」と
悩むのは、私が実際にやった失敗です。

## 生成されるファイル

| ファイル | 役割 | 消えるタイミング |
|:---------|:-----|:-----------------|
| `cache.db` | 本体 | 消えない |
| `cache.db-wal` | 追記されていく変更ログ | 最後の接続が正常に閉じたとき |
| `cache.db-shm` | WAL の索引（共有メモリ） | 同上 |

:::note alert
`-wal` と `-shm` は **本体の一部** です。バックアップのつもりで `cache.db` だけを
コピーすると、コミット済みのはずのデータが欠けたファイルができあがります。
コピーするなら `sqlite3 cache.db ".backup backup.db"` か `VACUUM INTO` を使ってください。
:::

## チェックポイントと WAL の肥大化

WAL ファイルは、チェックポイントが走るまで大きくなり続けます。既定では WAL が
1000ページ（ページサイズ4KBなら約4MB）を超えたとき、コミットのついでに自動で
チェックポイントが実行されます。

ところが、チェックポイントは **読み手が参照している位置より先には進めません**。
長時間開きっぱなしの読み取りトランザクションがあると、WAL を先頭から再利用できず、
ファイルはどんどん大きくなります。私のアプリでは、記事一覧の画面がカーソルを
ステートメントに持ったまま放置していたせいで、WAL が数百MBになっていました。

対策は単純で、

1. 読み取りのステートメントは使い終わったらすぐ `sqlite3_reset` する
2. 定期的に `PRAGMA wal_checkpoint(TRUNCATE);` を実行する
3. `PRAGMA journal_size_limit` で、チェックポイント後に残すサイズの上限を決める

の三つです。

```sh
# WAL の大きさを監視する（1秒ごと）
watch -n 1 'ls -l ~/.cache/kiji/cache.db*'

# 手動でチェックポイントして WAL を切り詰める
sqlite3 ~/.cache/kiji/cache.db 'PRAGMA wal_checkpoint(TRUNCATE);'
```

### チェックポイントの種類

- `PASSIVE`：誰も待たずにできるところまで。自動チェックポイントはこれ
- `FULL`：書き手を待たせて、読み手がいなくなるまで待つ
- `RESTART`：`FULL` に加えて、次の書き込みが WAL の先頭から始まるようにする
- `TRUNCATE`：`RESTART` に加えて、WAL ファイルを0バイトに切り詰める

## ネットワークファイルシステムでは使えない

WAL は共有メモリ（`-shm`）を使うので、**すべての接続が同じマシン上にある** ことが
前提です。NFS や SMB の上に置いたデータベースを複数のマシンから開くと、最悪の場合
データが壊れます。ホームディレクトリが NFS の環境では、キャッシュは
`$XDG_CACHE_HOME` ではなく `/tmp` や `$XDG_RUNTIME_DIR` に置くほうが安全です。

## まとめ

- WAL は「読み手と書き手が互いを待たない」。ただし書き手は一人
- `busy_timeout` は接続ごとに設定する
- 長い読み取りトランザクションは WAL 肥大化の元
- バックアップは `.backup` か `VACUUM INTO` で

[^1]: 正確には、トランザクションを `BEGIN` で読み取りとして開始し、途中で書き込みに昇格しようとしたときにも `SQLITE_BUSY` になります。書き込むと分かっているなら最初から `BEGIN IMMEDIATE` を使いましょう。
"""#
        ),

        // MARK: 5. libcurl (Japanese, long code lines, Japanese comments)
        HandwrittenArticle(
            title: "SwiftからlibcurlをCのまま呼ぶ：URLSessionが使えないLinux環境でのHTTPクライアント",
            author: "yuki_m",
            authorName: "松本 由紀",
            tags: ["libcurl", "Swift", "C", "Linux"],
            body: #"""
# なぜ libcurl を直接使うのか

Linux 版の Foundation にも `URLSession` はありますが、中身は libcurl のラッパーです。
プロキシの細かい設定や HTTP/2 の制御、タイムアウトの挙動を自分で決めたいとき、
ラッパー越しだと手が届かないことがあります。そこで、Swift から libcurl の
*easy インターフェース* を直接呼んでみました。

## モジュールマップ

まずは C のヘッダを Swift から見えるようにします。システムライブラリのターゲットを
一つ作るだけです。

```text:Sources/CCurl/module.modulemap
module CCurl [system] {
    header "shim.h"
    link "curl"
    export *
}
```

```c:Sources/CCurl/shim.h
#include <curl/curl.h>

// curl_easy_setopt は可変長引数なので Swift から直接呼べない。型ごとに薄い関数を用意する
static inline CURLcode kiji_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode kiji_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode kiji_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
```

`curl_easy_setopt` は C の可変長引数関数なので、Swift からはそのまま呼べません。
このような薄いシムを書くのが定番の回避策です。

## GET してボディを受け取る

```swift:Sources/HTTP/CurlClient.swift
import CCurl

final class CurlClient {
    private let handle: OpaquePointer

    init() {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))   // プロセスで一度だけ呼べば良いが、複数回呼んでも参照カウントされる
        handle = curl_easy_init()
    }

    deinit { curl_easy_cleanup(handle) }

    func get(_ url: String, headers: [String] = [], timeoutSeconds: Int = 10, userAgent: String = "kiji/0.1 (+https://github.com/example/kiji)") throws -> (status: Int, body: [UInt8]) {
        var body: [UInt8] = []
        var list: UnsafeMutablePointer<curl_slist>? = nil
        for h in headers { list = curl_slist_append(list, h) }   // ヘッダは curl_slist という連結リストで渡す
        defer { curl_slist_free_all(list) }

        kiji_setopt_string(handle, CURLOPT_URL, url)
        kiji_setopt_string(handle, CURLOPT_USERAGENT, userAgent)
        kiji_setopt_long(handle, CURLOPT_TIMEOUT, timeoutSeconds)
        kiji_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1)
        kiji_setopt_pointer(handle, CURLOPT_HTTPHEADER, list)

        // 書き込みコールバック：C の関数ポインタなのでキャプチャできない。userdata 経由で body を渡す
        let write: curl_write_callback = { ptr, size, count, userdata in
            let n = size * count
            let buffer = userdata!.assumingMemoryBound(to: [UInt8].self)
            buffer.pointee.append(contentsOf: UnsafeRawBufferPointer(start: ptr, count: n).bindMemory(to: UInt8.self))
            return n
        }
        kiji_setopt_pointer(handle, CURLOPT_WRITEFUNCTION, unsafeBitCast(write, to: UnsafeMutableRawPointer.self))
        try withUnsafeMutablePointer(to: &body) { p in
            kiji_setopt_pointer(handle, CURLOPT_WRITEDATA, p)
            let code = curl_easy_perform(handle)
            guard code == CURLE_OK else { throw CurlError(code: code, message: String(cString: curl_easy_strerror(code))) }
        }

        var status = 0
        curl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return (status, body)
    }
}
```

:::note warn
`withUnsafeMutablePointer` のクロージャの **外** で `curl_easy_perform` を呼んではいけません。
ポインタはクロージャの中でしか有効ではないので、外で呼ぶとコールバックが解放済みの
メモリに書き込みます。運が悪いと、たまにしか落ちないバグになります。
:::

## デバッグ

libcurl には `CURLOPT_VERBOSE` があり、送受信したヘッダを標準エラーに出してくれます。
ただしターミナルアプリでは標準エラーも画面なので、描画が崩れます。ファイルに
リダイレクトしておきましょう。

```sh
KIJI_CURL_VERBOSE=1 swift run kiji 2> /tmp/kiji-curl.log &
tail -f /tmp/kiji-curl.log | grep --line-buffered -E '^(> |< HTTP|\* (Connected|SSL connection|ALPN))'
curl -sS -H "Authorization: Bearer $QIITA_TOKEN" -H 'Accept: application/json' 'https://qiita.com/api/v2/items?page=1&per_page=20&query=tag%3ASwift' | jq '.[] | {id, title, user: .user.id}'
```

3行目は動作確認用に、同じリクエストを curl コマンドで投げる例です。レスポンスが
期待どおりか先に確かめておくと、Swift 側のバグとサーバー側の問題を切り分けやすくなります。

## 接続の再利用

同じ `CURL*` ハンドルを使い回すと、libcurl は内部で接続をプールして、同じホストへの
二回目以降のリクエストで TLS ハンドシェイクを省略してくれます。Qiita の API のように
同じホストへ何度もアクセスする場合、この差はかなり大きいです。

| 方法 | 1リクエスト目 | 2リクエスト目以降 |
|:-----|-------------:|------------------:|
| 毎回 `curl_easy_init` | 180 ms | 175 ms |
| ハンドルを再利用 | 180 ms | 45 ms |

※ 自宅の回線で10回ずつ測った中央値です。環境によって大きく変わります。

ただし `CURL*` ハンドルはスレッドセーフではありません。Swift 6 では `actor` に
閉じ込めておくと、コンパイラが同時アクセスを防いでくれます。
"""#
        ),

        // MARK: 6. ncurses wide characters (Japanese, half-width katakana, combining marks)
        HandwrittenArticle(
            title: "ncursesで全角文字・ｶﾀｶﾅ・絵文字の幅を正しく扱う：wcwidthとadd_wchの落とし穴",
            author: "yuki_m",
            authorName: "松本 由紀",
            tags: ["ncurses", "C", "Unicode", "Linux", "Terminal"],
            body: #"""
# 文字の「幅」は一つではない

ターミナルは文字を格子状のセルに並べて表示します。ASCII の文字は1セル、漢字や
ひらがなは2セルを占めます。ここまでは多くの人が知っていますが、実際には
「1文字が何セルか」を決めるのはかなり難しい問題です。

| 文字 | 例 | コードポイント | 幅 |
|:-----|:---|:---------------|---:|
| 半角英数 | `A` | U+0041 | 1 |
| 全角英数 | `Ａ` | U+FF21 | 2 |
| ひらがな | `あ` | U+3042 | 2 |
| 半角カタカナ | `ｱ` | U+FF71 | 1 |
| 結合文字 | `́`（アキュート） | U+0301 | 0 |
| 絵文字 | `🍣` | U+1F363 | 2 |
| 曖昧幅 | `○` | U+25CB | 1 または 2 |

半角カタカナ（ｶﾀｶﾅ）は「カタカナなのに1セル」、結合文字は「文字なのに0セル」です。
そして曖昧幅（East Asian Ambiguous）の文字は、ターミナルの設定によって1セルにも
2セルにもなります。○や△、ギリシャ文字のαなどがこれにあたります。

## setlocale を忘れない

ncurses でマルチバイト文字を扱うには、`ncursesw`（wide 版）をリンクし、
`initscr` の **前に** `setlocale` を呼ぶ必要があります。

```c:src/main.c
#include <locale.h>
#include <ncursesw/curses.h>

int main(void) {
    setlocale(LC_ALL, "");   /* これを忘れると日本語がすべて「?」や文字化けになる */
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);    /* 矢印キーを KEY_UP などに変換してもらう */

    mvaddstr(0, 0, "こんにちは、ncurses");
    refresh();
    getch();
    endwin();
    return 0;
}
```

`setlocale(LC_ALL, "")` は「環境変数 `LANG` や `LC_ALL` に従う」という意味です。
`LANG=C` の環境で起動すると、やはり日本語は表示できません。

## wcwidth で幅を測る

表示する前に文字列の幅を知りたい場合は `wcwidth` を使います。

```c
#include <wchar.h>

/* 文字列の表示幅を返す。表示できない文字が含まれていたら -1 */
int display_width(const wchar_t *s) {
	int total = 0;
	for (; *s != L'\0'; s++) {
		int w = wcwidth(*s);
		if (w < 0)
			return -1;	/* 制御文字など */
		total += w;
	}
	return total;
}
```

ただし `wcwidth` は **コードポイント単位** でしか幅を返しません。ここに大きな落とし穴があります。

### 落とし穴1：結合文字

「Cafe\#u{301}」は見た目は4文字ですが、コードポイントは5個です。最後の
`e` と U+0301（結合アキュートアクセント）が一つの書記素クラスタになります。
`wcwidth` は U+0301 に対して0を返すので、合計幅は正しく4になります。
ところが、ncurses の `addch` 系で1コードポイントずつ出力すると、結合文字が
直前の文字と別のセルに置かれてしまうことがあります。結合文字は `add_wch` に
`cchar_t` としてまとめて渡しましょう。

### 落とし穴2：絵文字の ZWJ シーケンス

家族の絵文字 👨‍👩‍👧 は、👨・👩・👧 の三つを ZWJ（U+200D）でつないだものです。
`wcwidth` で一つずつ足すと 2 + 0 + 2 + 0 + 2 = 6 になりますが、対応しているターミナルでは
2セルで表示されます。逆に、対応していないターミナルでは本当に6セル使います。
**正解はターミナルに聞くまで分からない** のです。

### 落とし穴3：異体字セレクタ

❤️ は U+2764（HEAVY BLACK HEART）に U+FE0F（VS16）が付いたものです。U+2764 単体の
`wcwidth` は1ですが、VS16 が付くと絵文字表示になり、多くのターミナルは2セルで描きます。
1️⃣ のようなキーキャップも同様で、`1` + U+FE0F + U+20E3 の三つで一つの絵文字です。

:::note
現実的な対処としては、

- 書記素クラスタ単位で区切る（Swift なら `Character` がそのまま書記素クラスタ）
- クラスタに絵文字の表示形式が含まれていたら幅2とみなす
- それ以外は先頭のコードポイントの `wcwidth` を使う

という近似がよく使われます。完璧ではありませんが、ほとんどの記事はこれで崩れません。
:::

## 切り詰めと省略記号

幅の計算ができたら、タイトルを画面幅に収める処理を書きます。注意点は、2セルの
文字を途中で切らないことです。残り1セルのところに全角文字が来たら、その文字は
出力せずに `…` を置くか、空白で埋めます。

```swift:Sources/Render/Truncate.swift
/// 表示幅が `width` を超えないように切り詰める。切った場合は末尾に "…" を付ける。
func truncate(_ s: String, width: Int) -> String {
    var out = ""
    var used = 0
    for ch in s {
        let w = ch.terminalWidth          // 書記素クラスタ単位の幅（0, 1, 2）
        if used + w > width - 1 {         // "…" の1セル分を残しておく
            return out + "…"
        }
        out.append(ch)
        used += w
    }
    return out
}
```

## まとめ

- `ncursesw` をリンクし、`setlocale` を `initscr` の前に呼ぶ
- 幅はコードポイントではなく書記素クラスタ単位で考える
- 全角（ＡＢＣ）は2、半角カタカナ（ｱｲｳ）は1、結合文字は0
- 絵文字の幅はターミナル次第。近似で割り切る

参考：https://invisible-island.net/ncurses/ncurses.faq.html と
[Unicode Standard Annex #11](https://www.unicode.org/reports/tr11/)
"""#
        ),

        // MARK: 7. Short beginner article (Japanese)
        HandwrittenArticle(
            title: "【初心者】git commit を取り消したいときの3つの方法",
            author: "sakura-dev",
            authorName: "佐藤 さくら",
            tags: ["Git", "初心者"],
            body: #"""
プログラミングを始めて3か月、`git commit` した直後に「あ、間違えた」となることが
何度もあったので、自分用にまとめました。

## 1. 直前のコミットメッセージを直したい

```sh
git commit --amend -m "正しいメッセージ"
```

## 2. 直前のコミットを取り消して、変更は残したい

```sh
git reset --soft HEAD~1
```

## 3. もう push してしまった

`reset` ではなく `revert` を使います。履歴を書き換えずに「打ち消すコミット」を作るので、
ほかの人に迷惑がかかりません。

```sh
git revert HEAD
```

:::note info
`git reset --hard` は変更が **消えます**。初心者のうちは使わないのが安全です。
:::

先輩に教えてもらいました。ありがとうございます！ :bow:
"""#
        ),

        // MARK: 8. Only a table and a list (very wide table)
        HandwrittenArticle(
            title: "Go・Rust・Python・TypeScript・Swift を CLI ツール作りの観点で比較した表",
            author: "bob",
            authorName: "Bob Martinez",
            tags: ["Go", "Rust", "Python", "TypeScript", "Swift"],
            body: #"""
| 言語 | 配布形態 | 起動時間の目安 | クロスコンパイル | 標準ライブラリの HTTP | 引数パーサの定番 | ターミナル UI の定番 | 並行処理モデル | 向いている用途 |
|:-----|:---------|---------------:|:-----------------|:----------------------|:-----------------|:---------------------|:---------------|:---------------|
| Go | 静的リンクの単一バイナリ。依存ライブラリの同梱を気にしなくて良い | 数ミリ秒 | `GOOS`/`GOARCH` を指定するだけで、ほぼすべての組み合わせに対応 | `net/http` が標準で十分に実用的 | `flag`（標準）、`cobra` | `bubbletea`、`tview` | goroutine とチャネル | 社内ツール、サーバー運用系の CLI、とにかく配布を楽にしたいもの |
| Rust | 単一バイナリ。musl ターゲットなら完全に静的にもできる | 数ミリ秒 | `rustup target add` とリンカの用意が必要で、C 依存があると少し手間 | 標準には無く、`reqwest` や `ureq` を使う | `clap` | `ratatui`、`crossterm` | `async`/`await`（ランタイムは `tokio` など）とスレッド | 性能が重要なもの、長く保守するもの、ライブラリとしても公開したいもの |
| Python | スクリプト＋インタプリタ。`pipx` や `uv tool` での配布が一般的 | 数十〜数百ミリ秒 | 不要（ただしネイティブ拡張を含むと話は別） | `urllib`（標準）、実際には `httpx` や `requests` | `argparse`（標準）、`click`、`typer` | `textual`、`curses`（標準） | `asyncio`、スレッド、プロセス | データ処理、使い捨てのスクリプト、試作 |
| TypeScript | Node.js 上で動く。`npx` で実行するか、単一実行ファイルにバンドル | 数十ミリ秒 | 不要（バンドル時にプラットフォームごとのバイナリを作る方法もある） | `fetch` が標準で使える | `commander`、`yargs` | `ink`、`blessed` | イベントループと `Promise` | Web 開発者向けのツール、npm エコシステムと連携するもの |
| Swift | 単一バイナリだが、Linux では Foundation などのランタイムを同梱するか静的リンクが必要 | 数ミリ秒〜数十ミリ秒 | Static Linux SDK を使えば macOS から Linux 向けに作れる | `URLSession`（Linux では libcurl ベース） | `swift-argument-parser` | 定番は無く、ncurses を直接呼ぶか自作 | `async`/`await`、`actor`、構造化並行性 | Apple プラットフォームと共有するロジックがあるもの、型安全性を重視する CLI |

- 表の数値は、手元の Linux マシンで「引数を解析してヘルプを表示するだけ」のプログラムを測った大まかな値です
- 「定番」は筆者の主観です
  - 異論は大歓迎です
  - ほかの候補があればコメントで教えてください
- Swift のターミナル UI については、kiji で ncurses を使わずに自作した話を別の記事に書く予定です
"""#
        ),

        // MARK: 9. Deeply nested lists and quotes
        HandwrittenArticle(
            title: "コードレビューで指摘するときの書き方：入れ子のリストと引用で整理する",
            author: "hiro",
            authorName: "木村 浩",
            tags: ["コードレビュー", "チーム開発", "Markdown"],
            body: #"""
## レビューコメントの構造

レビューのコメントは、階層を意識すると読みやすくなります。

- 設計に関する指摘
  - 責務の分け方
    - Presenter が Repository の具体型を知っている
    - 日付の整形が View に書かれている
  - 命名
    - `Manager` という名前は何でも入れられてしまう
    - `data` という引数名は具体的な名前にしたい
- 実装に関する指摘
  - エラー処理
    - `try?` で握りつぶしている箇所がある
      - ログだけでも残したい
  - 並行性
    - `Task` がキャンセルされていない
- 好みの問題（直さなくても良い）
  - 改行の位置
  - `guard` と `if` の使い分け

## 手順も入れ子にできる

1. ブランチを作る
   1. `main` を最新にする
   2. `git switch -c feature/xxx`
      - ブランチ名は Issue 番号を含める
      - 例：`feature/123-author-page`
2. 実装する
   1. まずテストを書く
   2. 実装する
   3. 全体のテストを流す
3. プルリクエストを出す
   - テンプレートを埋める
     1. 変更の概要
     2. 動作確認の方法
     3. スクリーンショット（ターミナルならテキストで良い）

## レビューのチェックリスト

- [x] テストが追加されている
- [ ] 公開 API にドキュメントコメントがある
  - [x] 型
  - [ ] メソッド
    - [ ] 引数の説明
    - [x] 戻り値の説明
- [ ] CHANGELOG を更新した

## 引用の入れ子

返信を重ねると、引用が入れ子になっていきます。

> この `Manager` は `ArticleStore` に改名したほうが良いと思います。
>
> > 「Store」だと永続化しているように聞こえませんか？
> > 実際にはメモリ上のキャッシュだけです。
> >
> > > それなら `ArticleCache` はどうでしょう。
>
> `ArticleCache` に賛成です。ついでに **寿命** もドキュメントに書いておきましょう。

> 引用の中にリストを入れることもできます。
>
> - 良い点
>   - テストが読みやすい
> - 気になる点
>   1. 名前
>   2. エラー処理
>
> ```swift
> // 引用の中のコード
> let cache = ArticleCache(capacity: 100)
> ```

以上です。レビューは相手を責める場ではなく、コードを良くする場です 🙂
"""#
        ),

        // MARK: 10. Emoji title and emoji-heavy body
        HandwrittenArticle(
            title: "🎉 絵文字だらけの記事で表示崩れを確認する 🍣👨‍👩‍👧🇯🇵 :tada:",
            author: "yuki_m",
            authorName: "松本 由紀",
            tags: ["emoji", "Unicode", "Terminal"],
            body: #"""
# 絵文字テスト 🎉

ターミナルで絵文字を表示すると、幅の計算がずれてレイアウトが崩れることがあります。
この記事は、その確認のためにいろいろな絵文字を並べたものです。

## 直接書いた絵文字

- パーティー：🎉
- いいね：👍（肌の色つき：👍🏽）
- お寿司：🍣
- ハート（VS16 付き）：❤️ と、VS16 なし：❤
- 家族（ZWJ シーケンス）：👨‍👩‍👧
- 国旗：🇯🇵 🇺🇸 🇫🇷
- キーキャップ：1️⃣ 2️⃣ 3️⃣ #️⃣
- 虹の旗（ZWJ + VS16）：🏳️‍🌈

## Qiita のショートコード

Qiita では `:tada:` のようなショートコードも使えます。

:tada: :+1: :sushi: :heart: :jp: :warning: :white_check_mark:

ショートコードを変換しないリーダーでは、そのまま `:tada:` と表示されます。

## 表の中の絵文字

| 状態 | 絵文字 | 意味 |
|:----:|:------:|:-----|
| OK | ✅ | テスト成功 |
| NG | ❌ | テスト失敗 |
| 保留 | ⏸️ | 後で確認 |
| 🔥 | 🔥🔥🔥 | 本番障害 |

## 文章の中の絵文字

今日はお寿司🍣を食べに行きました。家族👨‍👩‍👧で行ったのですが、最初に出てきた
サーモンが美味しすぎて、思わず👍を連打しそうになりました。日本🇯🇵の回転寿司は
世界一だと思います❤️ 次は1️⃣番人気のえんがわを食べたいです。

行末の絵文字で折り返し位置がずれないか確認するため、長い行を書いておきます。あいうえおかきくけこさしすせそ🎉たちつてと

**太字の中の絵文字 🎉** と *斜体の中の絵文字 🍣* と `コードの中の絵文字 👍`
"""#
        ),

        // MARK: 11. Full-width vs half-width, half-width katakana, combining marks
        HandwrittenArticle(
            title: "ＡＢＣ１２３とABC123は同じ？ｶﾀｶﾅとカタカナ、Cafe\u{301}とCaféをSwiftで正規化して比較する",
            author: "kenji_tanaka",
            authorName: "田中 健二",
            tags: ["Swift", "Unicode", "文字列"],
            body: #"""
## 見た目が似ている文字列たち

検索機能を作っていると、ユーザーが入力した「ＡＢＣ１２３」（全角）で「ABC123」（半角）を
ヒットさせたい、という要望が必ず出てきます。同じように、「ｶﾀｶﾅ」（半角カタカナ）と
「カタカナ」（全角カタカナ）も同一視したいことが多いでしょう。

さらにやっかいなのが結合文字です。「Café」の é は、U+00E9 という一つの文字で書くことも、
`e` + U+0301 の二つで書くこともできます。後者は「Cafe\#u{301}」のように、見た目は
まったく同じです。

## Swift の `==` は正準等価を見る

Swift の `String` は、正準等価（canonical equivalence）な文字列を等しいとみなします。

```swift:Sources/Playground/main.swift
let precomposed = "Caf\u{E9}"       // é を1文字で
let decomposed  = "Cafe\u{301}"     // e + 結合アキュート

print(precomposed == decomposed)         // true：Swift は正準等価を見る
print(precomposed.count, decomposed.count)                 // 4 4：Character は書記素クラスタ
print(precomposed.unicodeScalars.count, decomposed.unicodeScalars.count)  // 4 5
print(precomposed.utf8.count, decomposed.utf8.count)       // 5 6
```

一方、全角と半角は **互換等価**（compatibility equivalence）であって正準等価ではないので、
`==` では等しくなりません。

```swift
print("ＡＢＣ１２３" == "ABC123")   // false
print("ｶﾀｶﾅ" == "カタカナ")         // false
```

## NFKC で正規化する

互換等価まで同一視したい場合は、NFKC 正規化を使います。Foundation の
`precomposedStringWithCompatibilityMapping` が NFKC です。

```swift:Sources/Search/Normalize.swift
import FoundationEssentials

extension String {
    /// 検索用のキー。NFKC で正規化して、英字を小文字にそろえる。
    var searchKey: String {
        precomposedStringWithCompatibilityMapping.lowercased()
    }
}

assert("ＡＢＣ１２３".searchKey == "ABC123".searchKey)   // "abc123"
assert("ｶﾀｶﾅ".searchKey == "カタカナ".searchKey)         // 半角カナは全角カナになる
assert("ｶﾞ".searchKey == "ガ")                           // 濁点も合成される
```

| 入力 | NFC | NFKC |
|:-----|:----|:-----|
| `ＡＢＣ１２３` | ＡＢＣ１２３ | ABC123 |
| `ｶﾀｶﾅ` | ｶﾀｶﾅ | カタカナ |
| `Cafe` + U+0301 | Café | Café |
| `①` | ① | 1 |
| `㍻` | ㍻ | 平成 |

:::note warn
NFKC は情報を捨てる変換です。`①` が `1` に、`㍻` が `平成` になるように、元の文字には
戻せません。**表示用の文字列を NFKC で書き換えてはいけません**。検索キーや比較のためだけに
使い、表示には元の文字列を使いましょう。
:::

## ターミナルでの幅

| 文字列 | `count` | 表示幅 |
|:-------|--------:|-------:|
| ABC123 | 6 | 6 |
| ＡＢＣ１２３ | 6 | 12 |
| ｶﾀｶﾅ | 4 | 4 |
| カタカナ | 4 | 8 |
| Cafe\#u{301} | 4 | 4 |

`count` が同じでも表示幅が違うことに注意してください。幅の話は
[ncurses の記事](https://qiita.com/yuki_m/items/0123456789abcdef0123) にも書きました。
"""#
        ),

        // MARK: 12. Math and footnotes
        HandwrittenArticle(
            title: "ベイズの定理を数式とPythonで確認する：迷惑メールフィルタを例に",
            author: "alice",
            authorName: "Alice Walker",
            tags: ["Python", "数学", "機械学習", "統計"],
            body: #"""
# ベイズの定理

有名な式 $E=mc^2$ ほどではありませんが、ベイズの定理も一度は見たことがあると思います。

```math
P(\theta \mid D) = \frac{P(D \mid \theta)\, P(\theta)}{P(D)}
```

ここで $P(\theta)$ は事前確率、$P(D \mid \theta)$ は尤度、$P(\theta \mid D)$ は事後確率です。
分母の $P(D)$ は、すべての仮説について足し合わせた $\sum_i P(D \mid \theta_i) P(\theta_i)$ で、
確率の合計を1にするための正規化定数にすぎません[^evidence]。

## 迷惑メールの例

受信メールの20%が迷惑メールだとします。「当選」という単語は、迷惑メールの60%に、
普通のメールの2%に含まれています。「当選」を含むメールが迷惑メールである確率は？

```math
P(\text{spam} \mid \text{当選})
  = \frac{0.6 \times 0.2}{0.6 \times 0.2 + 0.02 \times 0.8}
  = \frac{0.12}{0.136}
  \approx 0.882
```

約88%です。直感より高いでしょうか、低いでしょうか。

## Python で確かめる

```python:bayes.py
import random

# シミュレーションで確かめる。乱数のシードは固定しておく
random.seed(42)

N = 1_000_000
spam_with_word = 0
total_with_word = 0
for _ in range(N):
    is_spam = random.random() < 0.2
    has_word = random.random() < (0.6 if is_spam else 0.02)
    if has_word:
        total_with_word += 1
        spam_with_word += is_spam

print(f"P(spam | 当選) ≈ {spam_with_word / total_with_word:.3f}")  # 0.882 前後になる
```

## 単語が複数ある場合

単語 $w_1, \dots, w_n$ が互いに独立だと **仮定** すると（これがナイーブベイズの「ナイーブ」）、

$$
P(\text{spam} \mid w_1, \dots, w_n) \propto P(\text{spam}) \prod_{i=1}^{n} P(w_i \mid \text{spam})
$$

となります。積がすぐに 0 に近づいてアンダーフローするので、実装では対数を取って
和にするのが普通です[^log]。

[^evidence]: 正規化定数はエビデンス（evidence）や周辺尤度とも呼ばれます。
[^log]: $\log \prod_i p_i = \sum_i \log p_i$ です。
"""#
        ),

        // MARK: 13. Docker (English, <details>, <br>, Makefile with tabs)
        HandwrittenArticle(
            title: "Docker Compose gotchas I keep hitting when building a Swift server on Linux",
            author: "bob",
            authorName: "Bob Martinez",
            tags: ["Docker", "Linux", "Swift", "Makefile"],
            body: #"""
# Docker Compose gotchas

I build a small stub server for a terminal app, and I run it under Docker Compose so
the whole team gets the same Linux toolchain. Here are the mistakes I keep making, so
that next time I can search my own post instead of making them again.

## 1. The build cache is invalidated by `COPY . .`

If you copy the whole source tree before resolving packages, *every* change to a Swift
file re-downloads every dependency. Copy the manifest first:

```dockerfile:Dockerfile
FROM swift:6.0-jammy AS build
WORKDIR /src
# Resolve dependencies first so this layer is cached until Package.swift changes
COPY Package.swift Package.resolved ./
RUN swift package resolve
COPY Sources ./Sources
RUN swift build -c release --static-swift-stdlib --product QiitaStub

FROM ubuntu:jammy
COPY --from=build /src/.build/release/QiitaStub /usr/local/bin/qiita-stub
EXPOSE 8080
ENTRYPOINT ["qiita-stub", "--host", "0.0.0.0", "--port", "8080"]
```

## 2. `localhost` inside a container is the container

The server listened on `127.0.0.1`, so it was unreachable from the host even with the
port published. Bind to `0.0.0.0` inside the container.<br>
Yes, *again*. I have made this mistake at least ~~three~~ five times.

## 3. Makefiles need real tabs

My `Makefile` wraps the Compose commands. An editor set to "insert spaces" silently
breaks it with the classic `missing separator` error. Recipe lines must start with a tab:

```makefile:Makefile
.PHONY: up down logs test

COMPOSE ?= docker compose

up:
	$(COMPOSE) up --build -d stub
	@echo "stub server on http://localhost:8080"

down:
	$(COMPOSE) down --remove-orphans

logs:
	$(COMPOSE) logs -f stub

test: up
	swift test --filter IntegrationTests
	$(MAKE) down
```

<details><summary>Full docker-compose.yml (click to expand)</summary>

```yaml:docker-compose.yml
services:
  stub:
    build: .
    ports:
      - "8080:8080"
    environment:
      STUB_SEED: "42"
      STUB_LATENCY_MS: "150"
    healthcheck:
      test: ["CMD", "curl", "-fsS", "http://localhost:8080/api/v2/items?per_page=1"]
      interval: 5s
      retries: 10
```

</details>

## 4. Health checks need the tool inside the image

The health check above calls `curl`, but the slim runtime image didn't have it, so the
container was reported as unhealthy forever. Either install it or write the check
in the server itself.

<details>
<summary>Why not just use <code>wget</code>?</summary>

Ubuntu's base image doesn't ship `wget` either. Whatever you call, it has to be in the
image. I ended up adding a `--healthcheck` flag to the server binary that exits 0 or 1.

</details>

## Summary

| Gotcha | Symptom | Fix |
|:-------|:--------|:----|
| `COPY . .` too early | Slow rebuilds | Copy `Package.swift` first |
| Bound to `127.0.0.1` | Connection refused from host | Bind `0.0.0.0` |
| Spaces in `Makefile` | `missing separator` | Use tabs |
| Missing `curl` | Always unhealthy | Install it or self-check |

See also: https://docs.docker.com/compose/ — and the
[Compose file reference](https://docs.docker.com/reference/compose-file/).
"""#
        ),

        // MARK: 14. Go context (gofmt tabs, diff, go:filename)
        HandwrittenArticle(
            title: "Goのcontextでキャンセルを伝播させる：HTTPクライアントからワーカーまで",
            author: "hiro",
            authorName: "木村 浩",
            tags: ["Go", "並行処理", "context"],
            body: #"""
## context は「やめて」を伝える仕組み

Go の `context.Context` は、処理をやめるべきタイミングを呼び出し先に伝えるための
仕組みです。タイムアウト、ユーザーによる中断、親の処理の失敗など、理由は何であれ
「もう結果は要らない」と伝えられれば、呼び出し先は無駄な仕事をせずに済みます。

Qiita の記事を並列に取得するクローラーを例に、キャンセルがどう伝わるかを見ていきます。

```go:main.go
package main

import (
	"context"
	"fmt"
	"net/http"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	// Ctrl-C でキャンセルされる context
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()

	if err := crawl(ctx, []int{1, 2, 3, 4, 5}); err != nil {
		fmt.Println("中断:", err)
	}
}

func fetchPage(ctx context.Context, page int) (*http.Response, error) {
	url := fmt.Sprintf("https://qiita.com/api/v2/items?page=%d", page)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req) // ctx がキャンセルされると、通信途中でもエラーで返る
}
```

インデントはタブです。`gofmt` がそう決めているので、Go のコードを貼るとコードブロックの
中にタブ文字が入ります。

## ワーカーでは select で待つ

```go:crawl.go
func crawl(ctx context.Context, pages []int) error {
	g, ctx := errgroup.WithContext(ctx)
	results := make(chan int)

	for _, p := range pages {
		g.Go(func() error {
			resp, err := fetchPage(ctx, p)
			if err != nil {
				return err // 一つ失敗すると ctx がキャンセルされ、ほかのワーカーも止まる
			}
			defer resp.Body.Close()
			select {
			case results <- resp.StatusCode:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
	}
	go func() { g.Wait(); close(results) }()
	for code := range results {
		fmt.Println("status", code)
	}
	return g.Wait()
}
```

チャネルへの送信を `select` で `ctx.Done()` と一緒に待っているのがポイントです。
受信側がいなくなったときに、送信で永遠にブロックするのを防げます。

## よくある間違い

```diff
 func fetchPage(ctx context.Context, page int) (*http.Response, error) {
-	req, err := http.NewRequest(http.MethodGet, url, nil)
+	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
 	if err != nil {
 		return nil, err
 	}
```

`http.NewRequest` を使うと context が渡らないので、タイムアウトしても通信は続きます。
`ctx` を受け取っているのに使っていない関数は、`go vet` やリンターで検出できます。

:::note info
Go 1.22 からは `for` ループの変数がイテレーションごとに新しく作られるので、
上のコードのように `p` をそのままクロージャで使っても問題ありません。
それより前のバージョンでは `p := p` が必要でした。
:::
"""#
        ),

        // MARK: 15. Markdown cheat sheet (images, all note kinds, links, unlabeled fence)
        HandwrittenArticle(
            title: "Qiita Markdown 記法チートシート：ノート・画像・リンク・コードブロックのファイル名表示まで",
            author: "sakura-dev",
            authorName: "佐藤 さくら",
            tags: ["Markdown", "Qiita", "初心者"],
            body: #"""
# 見出し1
## 見出し2
### 見出し3
#### 見出し4

Qiita の記事で使える記法を、自分用のメモとしてまとめました。*斜体*、**太字**、
~~打ち消し線~~、`インラインコード` はよく使います。***太字の斜体*** も書けます。

---

## ノート

:::note info
情報のノートです。補足説明に使います。
:::

:::note warn
警告のノートです。**太字** や `コード` も使えます。
:::

:::note alert
危険を知らせるノートです。データが消える操作の前に置きます。
:::

:::note
種類を省略すると info と同じ見た目になります。
:::

:::note info
ノートの中にリストを書くこともできます。

1. `brew install sqlite` でインストール
2. `sqlite3 --version` で確認
   - 3.35 以上なら `RETURNING` 句が使える
3. 完了
:::

***

## 画像

![猫がキーボードの上で寝ている写真](http://kiji-stub.invalid/files/gradient.jpg)

代替テキストを空にした画像：

![](http://kiji-stub.invalid/files/frames.gif)

![Screenshot of the article list in kiji](http://kiji-stub.invalid/files/large.png "kiji の記事一覧")

リンク切れの画像（サーバーが 404 を返す）：

![消えたスクリーンショット](http://kiji-stub.invalid/files/missing.png)

## リンク

- インラインリンク：[Qiita](https://qiita.com/)
- 同じ URL をもう一度：[Qiita のトップページ](https://qiita.com/)
- 自動リンク：https://qiita.com/api/v2/docs
- 山括弧の自動リンク：<https://github.com/>
- 参照スタイル：[Markdown の仕様][commonmark] と [GFM の仕様][gfm]
- 参照スタイルで同じものをもう一度：[CommonMark][commonmark]

[commonmark]: https://spec.commonmark.org/
[gfm]: https://github.github.com/gfm/ "GitHub Flavored Markdown Spec"

## コードブロック

言語とファイル名を `:` でつなぐと、ファイル名が表示されます。

```ruby:app/models/user.rb
class User < ApplicationRecord
  has_many :articles, dependent: :destroy

  # ログイン名は英数字とハイフン・アンダースコアのみ
  validates :login, presence: true, format: { with: /\A[A-Za-z0-9_-]+\z/ }

  def display_name
    name.presence || "@#{login}"
  end
end
```

言語を指定しないコードブロック：

```
$ kiji --help
USAGE: kiji [--server <url>] [--no-color]
```

ファイル名だけを書きたいときは、言語を `text` にします。

```text:.gitignore
.build/
*.xcodeproj
.DS_Store
```

## 改行

行末にスペースを2つ入れるか、`<br>` を使うと改行になります。<br>
この行は `<br>` の後に続いています。

## エスケープ

記号をそのまま書きたいときは `\` を付けます：\*アスタリスク\*、\_アンダースコア\_、\| 縦棒、\[角括弧\]。

## 表

| 左寄せ | 中央 | 右寄せ |
|:-------|:----:|-------:|
| あ | い | 100 |
| かきくけこ | さ | 2,000 |
| `code` | [リンク](https://qiita.com/) | **太字** |
"""#
        ),

        // MARK: 16. Rust TUI (Japanese long prose)
        HandwrittenArticle(
            title: "RustでTUIアプリを書いて所有権と借用チェッカーに一週間叱られ続けた話と、そこから学んだ設計の考え方",
            author: "kenji_tanaka",
            authorName: "田中 健二",
            tags: ["Rust", "TUI", "ratatui"],
            body: #"""
## きっかけ

普段は Swift でアプリを書いているのですが、ターミナルで動く小さなツールを作る機会があり、
せっかくなので以前から気になっていた Rust で書いてみることにしました。ratatui という
TUI ライブラリが活発に開発されていて、サンプルも豊富だったので、半日もあれば動くものが
できるだろうと軽く考えていました。結果から言うと、最初の一週間はほとんどの時間を
借用チェッカーのエラーメッセージを読むことに費やしました。この記事は、その一週間で
何に詰まり、どう考え方を変えたかの記録です。

最初に書いたのは、アプリ全体の状態を一つの構造体にまとめ、イベントループの中で
その構造体を可変参照で受け取って書き換える、という素朴な設計でした。Swift なら
クラスにして参照を配れば済むところですが、Rust では同じものを同時に二か所から
可変で借りることができません。描画の関数に状態を渡しながら、同時にイベント処理で
書き換えようとしたところで、`cannot borrow as mutable because it is also borrowed as immutable`
というおなじみのエラーに出会いました。

## 状態と描画を分ける

解決策は、描画を「状態を読むだけの関数」にすることでした。ratatui の `draw` は
クロージャを受け取りますが、その中では状態を不変参照で読むだけにし、書き換えは
イベント処理の側だけで行います。こう書くと、借用の期間が自然に分かれるので
エラーは出なくなります。

```rust:src/main.rs
struct App {
    items: Vec<Item>,
    selected: usize,
    should_quit: bool,
}

impl App {
    fn on_key(&mut self, key: KeyCode) {
        match key {
            KeyCode::Char('j') | KeyCode::Down => self.selected = (self.selected + 1).min(self.items.len().saturating_sub(1)),
            KeyCode::Char('k') | KeyCode::Up => self.selected = self.selected.saturating_sub(1),
            KeyCode::Char('q') => self.should_quit = true,
            _ => {}
        }
    }
}

fn run(terminal: &mut DefaultTerminal, mut app: App) -> io::Result<()> {
    while !app.should_quit {
        terminal.draw(|frame| ui(frame, &app))?; // 描画は &App（不変参照）だけ
        if let Event::Key(key) = event::read()? {
            app.on_key(key.code);                // 書き換えは &mut App でここだけ
        }
    }
    Ok(())
}
```

振り返ってみると、これは Swift で VIPER や Clean Architecture を使っていたときに
意識していた「View は状態を描くだけ、状態を変えるのは別の場所」という原則と
まったく同じでした。Swift では規律として守っていたことを、Rust ではコンパイラが
強制してくれる、という違いがあるだけです。そう気づいてからは、借用チェッカーの
エラーを「設計が混ざっているよ」という指摘として読めるようになりました。

## 非同期の通信をどう混ぜるか

次に詰まったのは、記事一覧を取得する HTTP 通信です。イベントループを止めずに
通信したいので、tokio のタスクで取得し、結果をチャネルでイベントループに送る
ことにしました。ここでもまた、タスクの中から `App` を直接書き換えようとして
`'static` の制約に叱られました。タスクはいつまで生きるか分からないので、
ループの中で借りている `App` への参照を持ち出すことはできません。

結局、通信の結果は `Message` という列挙型にしてチャネルで送り、イベントループが
キー入力と同じように受け取って `App` に反映する形に落ち着きました。これは Elm
アーキテクチャと呼ばれる設計に近く、すべての状態変化が一か所を通るので、
デバッグもしやすくなりました。

## 一週間後の感想

- コンパイルが通ったときには、だいたい正しく動く
- 設計が混ざっているとコンパイルが通らない。これは長所でもあり短所でもある
- エラーメッセージは丁寧だが、何を直すべきかは自分で考える必要がある

Swift に戻ってからも、この一週間で身についた「誰が状態を書き換えるのか」を
意識する癖は役に立っています。遠回りでしたが、良い一週間でした。
"""#
        ),

        // MARK: 17. TypeScript (English, short)
        HandwrittenArticle(
            title: "Typed event emitters in TypeScript without a single `any`",
            author: "bob",
            authorName: "Bob Martinez",
            tags: ["TypeScript", "Node.js"],
            body: #"""
Node's `EventEmitter` accepts any string and any arguments, which means a typo in an
event name is a silent bug. A small generic wrapper fixes that.

```typescript:src/events.ts
type EventMap = Record<string, unknown[]>;

export class TypedEmitter<E extends EventMap> {
  private listeners: { [K in keyof E]?: Array<(...args: E[K]) => void> } = {};

  on<K extends keyof E>(event: K, fn: (...args: E[K]) => void): () => void {
    (this.listeners[event] ??= []).push(fn);
    return () => this.off(event, fn); // returns an unsubscribe function
  }

  off<K extends keyof E>(event: K, fn: (...args: E[K]) => void): void {
    this.listeners[event] = this.listeners[event]?.filter((f) => f !== fn);
  }

  emit<K extends keyof E>(event: K, ...args: E[K]): void {
    for (const fn of this.listeners[event] ?? []) fn(...args);
  }
}
```

Usage:

```typescript
type ReaderEvents = {
  articleOpened: [id: string];
  pageLoaded: [page: number, count: number];
};

const bus = new TypedEmitter<ReaderEvents>();
bus.on("pageLoaded", (page, count) => console.log(`page ${page}: ${count} items`));
bus.emit("pageLoaded", 2, 20);    // OK
// bus.emit("pageLoaded", "2");   // error: Argument of type 'string' is not assignable to parameter of type 'number'
// bus.emit("pageLoded", 2, 20);  // error: typo caught at compile time 🎉
```

Things to know:

1. Labeled tuple elements (`[id: string]`) show up as parameter names in editor hints.
2. `??=` needs TypeScript 4.0+ and an ES2021 target (or down-levelling).
3. This is **not** a drop-in replacement for `EventEmitter` — there is no `once`,
   no error event semantics. Add what you need.

> Types are documentation that the compiler checks.
"""#
        ),
    ]
}
