import CodeHighlighter
import FoundationEssentials
import Glibc
import KijiData
import KijiDomain
import KijiModules
import TerminalImage
import TerminalUI

/// The composition root: builds the concrete repositories, the shell, the screen factory and the first screen.
@MainActor
enum ReaderApp {
    /// The screen the reader opens with.
    enum FirstScreen {
        /// A list of items.
        case list(ItemListSource)
        /// One item, loaded with its body (`kiji read`).
        case item(Item)
        /// A local Markdown file, followed as it changes (`kiji preview`).
        case preview(path: String)
        /// The trend feed.
        case trend
        /// The signed-in user's own articles.
        case myArticles
        /// The timeline.
        case timeline
    }

    /// What the reader is built from.
    struct Setup {
        var first: FirstScreen
        var items: any ItemRepository
        var comments: any CommentRepository
        /// Articles' images, from the disk cache or the network.
        var images: any ImageRepository
        var readMarks: any ReadMarks
        /// Where the reader left each article; none unless the cache keeps them.
        var readingPlaces: any ReadingPlaces = NoReadingPlaces()
        var stocks: any StockRepository
        var account: any AccountRepository
        var trend: any TrendRepository
        var myItems: any MyItems
        var timeline: any TimelineSources
        var follows: any FollowRepository
        /// The search of the items the cache keeps; unavailable unless the cache is open.
        var keptSearch: any KeptItemSearch = KeptSearchUnavailable()
        var perPage: Int
        var note: String?
        /// The note without the demo's address, for a short header row.
        var shortNote: String?
        var startupMessage: String?
        /// config.toml's problems, one sentence each, for the message log (`e`).
        var configProblems: [String] = []
        var preferredTheme: Theme
        var keys: KeyOverrides
        /// `images` and `image_max_rows` from config.toml and `--images`.
        var imageMode = ImageMode.auto
        var imageMaxRows: Int?
        var keepAlive: AnyObject?
        /// Run when the user quits, before the process exits (the cache's checkpoint).
        var beforeQuitting: @MainActor () -> Void = {}
        /// What the cache has to tell while kiji runs (a damaged file replaced, a mark not kept), each once.
        var cacheNotices: CacheNotices?
        /// Makes the sync `O` starts; nil when kiji cannot sync (`--offline`).
        var backgroundSync: (@MainActor () -> any BackgroundJob)?
    }

    /// Runs the reader on the terminal until the user quits.
    static func run(_ setup: Setup) -> Never {
        let app: TerminalApplication
        do {
            app = try TerminalApplication()
        } catch {
            TerminalRefusal(error).exit()
        }
        let environment = ProcessInfo.processInfo.environment
        let theme = Theme.resolved(preferred: setup.preferredTheme, environment: environment, terminalHasColors: app.colorsEnabled)
        let note = setup.note.map { DisplayText(sanitizing: $0) } ?? .empty
        let shortNote = setup.shortNote.map { DisplayText(sanitizing: $0) }
        let shell = AppShell(loop: app.loop, theme: theme, note: note, shortNote: shortNote) {
            withExtendedLifetime(setup.keepAlive) {}
            setup.beforeQuitting()
            app.exit(status: 0)
        }
        shell.keyOverrides = setup.keys
        shell.configProblems = setup.configProblems.map { DisplayText(sanitizing: $0) }
        var deps = Dependencies(
            items: setup.items, readMarks: setup.readMarks, perPage: setup.perPage,
            externals: SystemExternalActions(environment: environment) { work in app.whileSuspended(work) })
        deps.comments = setup.comments
        deps.readingPlaces = setup.readingPlaces
        deps.images = setup.images
        deps.stocks = setup.stocks
        deps.account = setup.account
        deps.trend = setup.trend
        deps.myItems = setup.myItems
        deps.timeline = setup.timeline
        deps.follows = setup.follows
        deps.keptSearch = setup.keptSearch
        deps.keys = setup.keys
        // The terminal is asked at most once, and only when a choice needs its answers: everything
        // for auto, its version alone when kitty's protocol was chosen by the user, and whether it
        // has synchronized output (DEC mode 2026) wherever that question is safe to ask.
        let asksSynchronizedOutput = SynchronizedOutput.isWorthAsking(environment: environment)
        var asked: TerminalAnswers?
        let imageMode = ImageModeChoice.resolved(setup.imageMode, environment: environment) {
            let answers = app.terminal.askAboutGraphics(
                query: TerminalAnswers.query(graphics: true, version: true, synchronizedOutput: asksSynchronizedOutput))
            asked = answers
            return TerminalGraphics.choose(environment: environment, answers: answers)
        }
        let kittyPlaceholders = ImageModeChoice.kittyPlaceholders(in: imageMode) {
            if asked == nil {
                asked = app.terminal.askAboutGraphics(
                    query: TerminalAnswers.query(graphics: false, version: true, synchronizedOutput: asksSynchronizedOutput))
            }
            return asked?.version
        }
        if asksSynchronizedOutput, asked == nil {
            asked = app.terminal.askAboutGraphics(
                query: TerminalAnswers.query(graphics: false, version: false, synchronizedOutput: true))
        }
        app.terminal.synchronizesFrames = SynchronizedOutput.isOn(answers: asked)
        deps.imageDisplay = ImageDisplay(
            startsShown: imageMode != .off && app.colorsEnabled, maxRows: setup.imageMaxRows,
            cellPixels: app.terminal.cellPixelSize ?? asked?.cellPixels.map { ($0.width, $0.height) },
            pixels: ImageModeChoice.pixelProtocol(of: imageMode), kittyPlaceholders: kittyPlaceholders)
        if Theme.allowsColor(environment: environment, terminalHasColors: app.colorsEnabled) {
            let highlighter = PygmentsHighlighter()
            highlighter.prepare()
            deps.highlighter = highlighter
        }
        let screens = ScreenFactory(navigator: shell, deps: deps)
        shell.makeSearchPrompt = { scope in screens.searchPrompt(scope) }
        shell.backgroundSync = setup.backgroundSync?()
        shell.makeHomeScreen = { list in await screens.home(list) }
        app.loop.root = shell
        let first: Destination =
            switch setup.first {
            case .list(let source): .itemList(source)
            case .item(let item): .item(ItemSummary(item), from: .direct)
            case .preview(let path): .preview(DraftReference(DraftFile(path: path)))
            case .trend: .trend
            case .myArticles: .myArticles
            case .timeline: .timeline
            }
        shell.push(screens.screen(for: first))
        shell.externals = deps.externals
        if let message = setup.startupMessage { shell.flash(DisplayText(sanitizing: message)) }
        setup.cacheNotices?.listen { message in
            Task { @MainActor in shell.flash(DisplayText(sanitizing: message)) }
        }
        app.run()
    }
}
