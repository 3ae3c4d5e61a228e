// Copies of four of QiitaStub's hand-written corpus bodies, so that layout tests can read real
// articles without depending on QiitaStub. Raw string literals keep the Markdown exactly as written.

/// Representative article bodies: long Japanese prose, a very wide table, deep nesting, every construct.
enum MarkdownCorpusSamples {
    /// 3. Clean Architecture with Swift (long Japanese article, 300+ lines)
    static let cleanArchitecture = #"""
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
import Foundation // Date のためだけに使う。ネットワーク系の API は使わない

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

    /// 8. Only a table and a list (very wide table)
    static let wideTable = #"""
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

    /// 9. Deeply nested lists and quotes
    static let nestedListsAndQuotes = #"""
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

    /// 15. Markdown cheat sheet (images, all note kinds, links, unlabeled fence)
    static let cheatSheet = #"""
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

![猫がキーボードの上で寝ている写真](https://example.com/images/neko-keyboard.png)

代替テキストを空にした画像：

![](https://example.com/images/spacer.png)

![Screenshot of the article list in kiji](https://example.com/images/kiji-list.png "kiji の記事一覧")

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

    /// Every sample, by name.
    static let all: [(name: String, body: String)] = [
        ("cleanArchitecture", cleanArchitecture),
        ("wideTable", wideTable),
        ("nestedListsAndQuotes", nestedListsAndQuotes),
        ("cheatSheet", cheatSheet),
    ]
}
