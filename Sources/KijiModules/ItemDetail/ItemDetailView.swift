import ArticleLayout
import KijiDomain
import Localization
import MarkdownText
import TerminalImage
import TerminalUI

/// Draws an item as a pager (header, then the Markdown body) and turns keys into presenter events.
@MainActor
public final class ItemDetailView: Screen, ItemDetailViewInterface {
    /// What a key does on this screen.
    enum Action: Hashable, Sendable {
        case pager(PagerAction)
        case author
        case comments
        case writeComment
        case openInBrowser
        case copyURL
        case refresh
        case toggleStock
        case toggleFollow
        case toggleImages
        case find
        case findNext
        case findPrevious
        case outline
        case previousHeading
        case nextHeading
        case linkHints
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides (published by the router's `keyActionNames`).
    nonisolated static let keyTable = KeyTable<Action>(
        PagerAction.pagerBindings.map { $0.mapAction(Action.pager) } + [
            .init([.character("a")], .author, tr("The author's items"), group: tr("Item"), name: "author"),
            .init([.character("c")], .comments, tr("The comments"), group: tr("Item"), name: "comments"),
            .init([.character("C")], .writeComment, tr("Write a comment in $VISUAL or $EDITOR (needs kiji login)"), group: tr("Item"), name: "comment"),
            .init([.character("o")], .openInBrowser, tr("Open in the browser"), group: tr("Item"), name: "open_in_browser"),
            .init([.character("y")], .copyURL, tr("Copy the focused code block, else the address"), group: tr("Item"), name: "copy_url"),
            .init([.character("r")], .refresh, tr("Reload the item"), group: tr("Item"), name: "refresh"),
            .init([.character("s")], .toggleStock, tr("Stock or unstock (needs kiji login)"), group: tr("Item"), name: "stock"),
            .init(
                [.character("f")], .toggleFollow, tr("Follow or unfollow the focused tag or user, else the author (needs kiji login)"),
                group: tr("Item"), name: "follow"),
            .init([.character("i")], .toggleImages, tr("Show or hide the article's images"), group: tr("Item"), name: "images"),
            .init([.character("/")], .find, tr("Find in the article"), group: tr("Find"), name: "find"),
            .init([.character("n")], .findNext, tr("Next match"), group: tr("Find"), name: "find_next"),
            .init([.character("N")], .findPrevious, tr("Previous match"), group: tr("Find"), name: "find_previous"),
            .init([.character("t")], .outline, tr("The outline: the article's headings, Enter goes to one"), group: tr("Headings"), name: "outline"),
            .init([.character("[")], .previousHeading, tr("The heading of this section, then the one before"), group: tr("Headings"), name: "previous_heading"),
            .init([.character("]")], .nextHeading, tr("The next heading"), group: tr("Headings"), name: "next_heading"),
            .init(
                [.character("F")], .linkHints, tr("A label beside every link in view: type one to open its link"),
                group: tr("Links"), name: "link_hints"),
        ])

    /// The article layout's own words, in the user's language.
    private static let words = ArticleWords.translated

    public weak var host: (any ScreenHost)?
    let presenter: any ItemDetailPresenterInterface
    private let keyTable: KeyTable<Action>
    let pager = TextView(paragraphs: [])
    /// The find (`/`, `n`, `N`) in the lines the pager shows.
    var finder = TextFind()
    /// What the article finds once its body is laid out, as it opens (from the kept search).
    var pendingFind: String?
    /// Whether the article opens at what it finds, not where the reader left it.
    let opensAtFind: Bool
    /// The labels of the links in view while `F` shows them.
    var hints: LinkHints?
    /// Whether the article was laid out again (an image came, the width changed) under the labels,
    /// which the next frame then places afresh.
    var hintsNeedPlacing = false
    /// The headings of the lines the pager shows (`t`, `[`, `]`).
    private(set) var outline = ArticleOutline(lines: [])
    private var model: ItemDetailViewModel?
    private var lines = ArticleLineCache()
    /// The lines the pager shows, as last laid out.
    private(set) var shownLines: [StyledLine] = []
    /// Where the presenter said the article opens, until the text is laid out to put it at the top.
    var pendingPlace: ReadingPlace?
    /// The top line the view was last drawn at, to see the reader move.
    var lastDrawnTopLine = 0
    /// The wait after the reader's last move, after which the place is kept (``restingDelay``).
    var restingWait: Task<Void, Never>?
    private var laidOut: (width: Int, theme: Theme)?
    /// The width the article was last laid out at.
    var laidOutWidth: Int? { laidOut?.width }
    /// The screen's own sentence and the images that could not be shown, which the status bar joins.
    private var said = ItemDetailStatus()
    private var followFact = DisplayText.empty
    private var activity = ScreenActivity()
    private let colouring: CodeColouring
    private let images: ArticleImages
    /// Where the images stand in the lines the pager shows.
    private(set) var imageSpots: [ArticleImageSpot] = []
    /// The width ``imageSpots`` were found at.
    private var imageSpotsWidth: Int?

    /// Creates the view; the presenter is owned by it. Code blocks are coloured by `highlighter`
    /// when the article is already on screen; images come from `images`, shown as `imageDisplay` says.
    /// With `find`, the article opens with it found, as `/` would find it.
    init(
        presenter: any ItemDetailPresenterInterface, keys: KeyOverrides = KeyOverrides(), highlighter: (any CodeHighlighting)? = nil,
        images: (any ImageRepository)? = nil, imageDisplay: ImageDisplay = .off, find: String? = nil
    ) {
        self.presenter = presenter
        pendingFind = find
        opensAtFind = find != nil
        keyTable = keys.applied(to: Self.keyTable)
        colouring = CodeColouring(highlighter: highlighter)
        self.images = ArticleImages(repository: images, display: imageDisplay)
    }

    public var title: DisplayText { TextLayout.singleLine(DisplayText(sanitizing: presenter.title)) }

    public var status: ScreenStatus {
        var status = said.status
        if hints != nil { status.message = DisplayText(sanitizing: tr("Type a link's label to open it; any other key leaves.")) }
        status.facts = [sectionFact(width: laidOut?.width ?? 80), finder.count, pager.position.text].filter { !$0.isEmpty }
        return status
    }

    /// Whether you follow the author, once known.
    public var headerNote: DisplayText { followFact }

    public var helpLines: [StyledLine] { keyTable.helpLines() }

    public var isWaitingForContent: Bool { model == nil && activity.isBusy }

    /// Whether the article shown has its body, not only what its list row knew.
    var showsBody: Bool { model?.article.body.blocks.isEmpty == false }

    public func start() { presenter.viewDidLoad() }

    public func show(_ model: ItemDetailViewModel) {
        self.model = model
        laidOut = nil
        host?.setNeedsDisplay()
        colouring.colour(model.article.body) { [weak self] problem in self?.colourArrived(problem: problem) }
    }

    /// The code colours came: lay the article out again, and say why code stays plain if it does.
    private func colourArrived(problem: String?) {
        laidOut = nil
        if let problem { showMessage(problem, isError: false, detail: "") }
        host?.setNeedsDisplay()
    }

    public func showMessage(_ message: String, isError: Bool, detail: String) {
        said.state = ScreenStatus(
            message: DisplayText(sanitizing: message), isError: isError, detail: DisplayText(sanitizing: detail))
        host?.setNeedsDisplay()
    }

    public func showNote(_ message: String, isError: Bool, detail: String) {
        host?.say(DisplayText(sanitizing: message), isError: isError, detail: DisplayText(sanitizing: detail))
    }

    public func setBusy(_ busy: Bool) { activity.set(busy, on: host) }

    public func showFollowFact(_ fact: String) {
        followFact = DisplayText(sanitizing: fact)
        host?.setNeedsDisplay()
    }

    public func draw(in canvas: Canvas, theme: Theme) {
        if let model, laidOut?.width != canvas.width || laidOut?.theme != theme {
            pager.theme = theme
            layOut(model, width: canvas.width, height: canvas.height, theme: theme)
        }
        runPendingFind(height: canvas.height, width: canvas.width)
        goToPendingPlace()
        pager.draw(in: canvas)
        paintPixelRows(in: canvas)
        if hintsNeedPlacing { placeHintsAgain(width: canvas.width) }
        noteMoveForResting()
        drawHints(in: canvas, theme: theme)
        let near = max(0, pager.topLine - canvas.height)..<(pager.topLine + 2 * canvas.height)
        images.load(imageSpots.filter { $0.lines.overlaps(near) }, pagerHeight: canvas.height) { [weak self] in
            self?.imageArrived()
        }
    }

    /// Asks for the pixels of each image drawn in a pixel protocol over its blank rows on screen:
    /// only the rows in view, top first, so an image the view cuts is painted cut. kitty's images
    /// are placed instead, cut to the rows in view, or, where the terminal draws placeholders,
    /// held for the placeholder cells the pager drew; every one drawn is kept in the terminal
    /// while the article is on screen.
    private func paintPixelRows(in canvas: Canvas) {
        let view = pager.topLine..<(pager.topLine + canvas.height)
        canvas.keepKittyImages(images.kittyImageIDs)
        for (spot, image) in images.kittyImages(for: imageSpots.filter { $0.lines.overlaps(view) }, pagerHeight: canvas.height) {
            if images.kittyUsesPlaceholders {
                canvas.hold(KittyImageUpload(id: image.id, transmission: image.transmission + image.virtualPlacement))
                continue
            }
            let rows = min(spot.rows, image.extent.rows)
            let shown = max(0, view.lowerBound - spot.line)..<min(rows, view.upperBound - spot.line)
            guard !shown.isEmpty else { continue }
            canvas.place(
                KittyImageUpload(id: image.id, transmission: image.transmission), row: spot.line + shown.lowerBound - pager.topLine,
                column: spot.column, rows: shown.count, columns: image.extent.columns, source: image.pixelRows(of: shown),
                sourceWidth: image.pixelWidth)
        }
        for (spot, image) in images.pixelRows(for: imageSpots.filter { $0.lines.overlaps(view) }, pagerHeight: canvas.height) {
            let shown = (0..<min(spot.rows, image.rows.count)).filter { view.contains(spot.line + $0) }
            for index in shown {
                canvas.paint(
                    escapes: image.escapes(row: index, isLastShown: index == shown.last), row: spot.line + index - pager.topLine,
                    column: spot.column, columns: image.extent.columns)
            }
        }
    }

    /// Lays the article out with the pictures that are ready; when pictures above the view take
    /// more (or fewer) rows than before, the view moves by as much, so the line being read stays,
    /// and at a new width the words at the top stay at the top.
    private func layOut(_ model: ItemDetailViewModel, width: Int, height: Int, theme: Theme) {
        let sameWidth = imageSpotsWidth == width
        let placeAtTop = sameWidth ? nil : placeOnScreen
        images.read(model.article.body)
        var pictures = images.pictures(for: sameWidth ? imageSpots : [], pagerHeight: height)
        var laid = lines.lines(
            for: model.article, width: width, theme: theme, folding: model.folding, highlights: colouring.highlights, pictures: pictures,
            words: Self.words)
        var spots = ArticleImageSpot.all(in: laid, width: width)
        let ready = images.pictures(for: spots, pagerHeight: height)
        if ready != pictures {
            pictures = ready
            laid = lines.lines(
                for: model.article, width: width, theme: theme, folding: model.folding, highlights: colouring.highlights,
                pictures: pictures, words: Self.words)
            spots = ArticleImageSpot.all(in: laid, width: width)
        }
        if sameWidth { pager.moveTopLine(by: ArticleImageSpot.growth(above: pager.topLine, from: imageSpots, to: spots)) }
        imageSpots = spots
        imageSpotsWidth = width
        pager.show(lines: laid, laidOutFor: width)
        hintsNeedPlacing = hints != nil
        shownLines = laid
        if let placeAtTop { pager.moveTopLine(by: placeAtTop.top(in: laid) - pager.topLine) }
        finder.read(laid)
        outline = ArticleOutline(lines: laid)
        markMatches()
        laidOut = (width, theme)
    }

    /// An image was drawn or failed: lay out again; a failure joins the status bar's sentence after
    /// the screen's own (`e` tells why), each image counted once.
    private func imageArrived() {
        laidOut = nil
        said.imageFaults = images.failures
        host?.setNeedsDisplay()
    }

    /// `i`: images on or off, said until the next key; on, the note also says how many images
    /// could not be shown, whose reasons stay in the status for `e`.
    private func toggleImages() {
        guard images.isAvailable else {
            return showNote(tr("Images cannot be shown here: no image source is set up."), isError: false, detail: "")
        }
        let shown = images.toggle()
        laidOut = nil
        let failures = said.imageFaults.count
        guard shown, failures > 0 else {
            return showNote(shown ? tr("Images on.") : tr("Images off: placeholders only."), isError: false, detail: "")
        }
        let note: String = trn(
            "Images on. An image could not be shown; press e for why.", "Images on. {count} images could not be shown; press e for why.",
            count: failures)
        host?.say(DisplayText(sanitizing: note), isError: true, detail: said.imageFaultDetail)
    }

    public func handle(_ key: Key) -> Bool {
        if hints != nil {
            handleHint(key)
            host?.setNeedsDisplay()
            return true
        }
        if case .mouse(let event) = key, event.kind == .leftClick {
            guard let target = pager.focusLink(at: event) else { return false }
            presenter.didChooseLink(ArticleLink(target: target))
            host?.setNeedsDisplay()
            return true
        }
        if case .mouse = key {
            let used = pager.handle(key)
            if used { host?.setNeedsDisplay() }
            return used
        }
        guard let action = keyTable.action(for: key) else { return false }
        switch action {
        case .pager(let movement):
            if let target = pager.perform(movement) { presenter.didChooseLink(ArticleLink(target: target)) }
        case .author: presenter.didChooseAuthor()
        case .comments: presenter.didRequestComments()
        case .writeComment: presenter.didRequestPost()
        case .openInBrowser: presenter.didRequestOpenInBrowser()
        case .copyURL:
            if case .code(let number)? = pager.focusedTarget.map(ArticleLink.init(target:)) {
                presenter.didRequestCopyCode(number)
            } else {
                presenter.didRequestCopyURL()
            }
        case .refresh: presenter.didRequestRefresh()
        case .toggleStock: presenter.didRequestToggleStock()
        case .toggleFollow: presenter.didRequestToggleFollow(focused: pager.focusedTarget.map(ArticleLink.init(target:)))
        case .toggleImages: toggleImages()
        case .find: host?.showPrompt(FindPrompt { [weak self] text in self?.find(text) })
        case .findNext: stepMatch(forward: true)
        case .findPrevious: stepMatch(forward: false)
        case .outline: openOutline()
        case .previousHeading: stepHeading(forward: false)
        case .nextHeading: stepHeading(forward: true)
        case .linkHints: startHints()
        }
        host?.setNeedsDisplay()
        return true
    }

    public func close() {
        activity.end(on: host)
        colouring.cancel()
        images.cancel()
        restingWait?.cancel()
        presenter.viewWillLeave(at: placeInView, readToEnd: isReadToEnd)
        presenter.viewWillClose()
    }
}
