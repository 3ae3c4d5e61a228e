import ArticleLayout
import KijiDomain
import Localization
import MarkdownText
import TerminalImage
import TerminalUI

/// The images of the article a screen shows: fetched only when near the view, drawn in colour
/// blocks off the main thread, and kept as their cells (never as decoded pixels).
///
/// Each image is drawn for the size its place allows (the columns beside any gutter, fewer when
/// `<img width=…>` asks for fewer pixels, and at most the display's rows); a new size draws it
/// again. Until its picture is ready, and when it fails, an image keeps its placeholder.
@MainActor
final class ArticleImages {
    /// The block of cells an image may take.
    struct Size: Hashable {
        let columns: Int
        let rows: Int
    }

    private struct Key: Hashable {
        let address: String
        let size: Size
    }

    private enum State {
        case loading(Task<Void, Never>)
        case drawn(Drawing)
        case failed

        var isDrawn: Bool {
            if case .drawn = self { true } else { false }
        }
    }

    private let repository: (any ImageRepository)?
    private let display: ImageDisplay
    /// Whether images are drawn; placeholders only when false.
    private(set) var isShown: Bool
    private var states: [Key: State] = [:]
    private var requestedWidths: [String: Int] = [:]
    private var widthsBody: Document?
    /// Each image that failed, once however many sizes it was asked for at, with the one sentence
    /// saying why, in the order they failed.
    private(set) var failures: [(address: String, reason: String)] = []
    /// The addresses in ``failures``: an image that failed is not fetched again at another size
    /// (a resize), so it is neither counted nor told of twice.
    private var failedAddresses: Set<String> = []

    /// Images from `repository` (none: placeholders only), shown as `display` says.
    init(repository: (any ImageRepository)?, display: ImageDisplay) {
        self.repository = repository
        self.display = display
        isShown = repository != nil && display.startsShown
    }

    /// Whether there is anywhere to fetch images from.
    var isAvailable: Bool { repository != nil }

    /// Turns images on or off; returns whether they are on now.
    func toggle() -> Bool {
        isShown = isAvailable && !isShown
        return isShown
    }

    /// Takes the widths `<img width=…>` asks for in `body`, unless it is the body taken last.
    func read(_ body: Document) {
        guard body != widthsBody else { return }
        widthsBody = body
        requestedWidths = ArticleImageSpot.requestedWidths(in: body)
    }

    /// The size the image at `spot` is drawn at, in a pager `height` rows high.
    func size(for spot: ArticleImageSpot, pagerHeight height: Int) -> Size {
        display.size(for: spot, requestedWidth: requestedWidths[spot.address], pagerHeight: height)
    }

    /// The pictures ready for `spots` at their sizes; none while images are off.
    func pictures(for spots: [ArticleImageSpot], pagerHeight height: Int) -> ArticlePictures {
        guard isShown else { return .none }
        var pictures = ArticlePictures()
        for spot in spots {
            if case .drawn(let drawing) = states[Key(address: spot.address, size: size(for: spot, pagerHeight: height))] {
                pictures[spot.address] = drawing.picture
            }
        }
        return pictures
    }

    /// The pixel rows to paint over the blank rows of each of `spots` whose image is drawn in a
    /// pixel protocol; none while images are off.
    func pixelRows(for spots: [ArticleImageSpot], pagerHeight height: Int) -> [(spot: ArticleImageSpot, image: PixelRows)] {
        guard isShown else { return [] }
        return spots.compactMap { spot in
            guard case .drawn(let drawing) = states[Key(address: spot.address, size: size(for: spot, pagerHeight: height))],
                let rows = drawing.pixelRows
            else { return nil }
            return (spot, rows)
        }
    }

    /// The kitty image to place over the blank rows of each of `spots` whose image is drawn for
    /// kitty; none while images are off.
    func kittyImages(for spots: [ArticleImageSpot], pagerHeight height: Int) -> [(spot: ArticleImageSpot, image: KittyImage)] {
        guard isShown else { return [] }
        return spots.compactMap { spot in
            guard case .drawn(let drawing) = states[Key(address: spot.address, size: size(for: spot, pagerHeight: height))],
                let image = drawing.kitty
            else { return nil }
            return (spot, image)
        }
    }

    /// Whether kitty images are shown by placeholder cells (each drawing's picture), held by the
    /// terminal rather than placed.
    var kittyUsesPlaceholders: Bool { display.kittyPlaceholders }

    /// The ids of every image drawn for kitty, shown or not, which the terminal keeps while the
    /// article is on screen; none while images are off.
    var kittyImageIDs: [UInt32] {
        guard isShown else { return [] }
        return states.values.compactMap { state in
            if case .drawn(let drawing) = state { drawing.kitty?.id } else { nil }
        }
    }

    /// Starts fetching and drawing each image of `spots` not yet known at its size; `arrived` runs
    /// on the main actor as each is drawn or fails. Nothing while images are off.
    func load(_ spots: [ArticleImageSpot], pagerHeight height: Int, arrived: @escaping @MainActor () -> Void) {
        guard isShown, let repository else { return }
        for spot in spots {
            let key = Key(address: spot.address, size: size(for: spot, pagerHeight: height))
            guard states[key] == nil, !failedAddresses.contains(spot.address) else { continue }
            let cell = display.cell
            let pixels = display.pixels
            let placeholders = display.kittyPlaceholders
            let kittyID = pixels == .kitty ? Self.newKittyID(placeholders: placeholders) : 0
            let task = Task { [weak self] in
                let result: Result<Drawing, ImageFailure>
                do throws(LoadError) {
                    let bytes = try await repository.imageBytes(at: key.address)
                    try LoadError.checkNotCancelled()
                    result = await Task.detached(priority: .utility) {
                        Self.draw(bytes, size: key.size, cell: cell, pixels: pixels, kittyID: kittyID, kittyPlaceholders: placeholders)
                    }.value
                } catch {
                    result = .failure(ImageFailure(reason: error.message))
                }
                guard !Task.isCancelled, let self else { return }
                self.finish(key, result)
                arrived()
            }
            states[key] = .loading(task)
        }
    }

    /// Stops every fetch in flight: the screen is closing.
    func cancel() {
        for case .loading(let task) in states.values { task.cancel() }
        states = states.filter { if case .loading = $0.value { false } else { true } }
    }

    private func finish(_ key: Key, _ result: Result<Drawing, ImageFailure>) {
        switch result {
        case .success(let drawing):
            // Only the newest size of an image is kept: a picture for an old width is never shown again.
            states = states.filter { $0.key.address != key.address || !$0.value.isDrawn }
            states[key] = .drawn(drawing)
        case .failure(let failure):
            states[key] = .failed
            if failedAddresses.insert(key.address).inserted { failures.append((key.address, failure.reason)) }
        }
    }

    /// The id the next image drawn for kitty is kept under in the terminal: unique for the run,
    /// so that no two articles' images share one, and one a placeholder cell can carry when
    /// `placeholders` (its low byte 1 to 255, its high byte in a diacritic: 65280 before one
    /// comes round again).
    private static var lastKittyID: UInt32 = 0

    private static func newKittyID(placeholders: Bool) -> UInt32 {
        if placeholders {
            lastKittyID = KittyPlaceholder.imageID(after: lastKittyID)
        } else {
            lastKittyID = lastKittyID == UInt32.max ? 1 : lastKittyID + 1
        }
        return lastKittyID
    }

    /// The picture of `bytes` within `size`, drawn off the main thread: colour blocks, or blank rows
    /// with `pixels` rows to paint over them, or with the kitty image (kept under `kittyID`) to
    /// place over them, or its placeholder cells when `kittyPlaceholders`; the decoded pixels are
    /// freed before it returns.
    nonisolated static func draw(
        _ bytes: [UInt8], size: Size, cell: CellPixelSize, pixels: PixelProtocol? = nil, kittyID: UInt32 = 0,
        kittyPlaceholders: Bool = false
    ) -> Result<Drawing, ImageFailure> {
        do throws(ImageError) {
            if pixels == .kitty, kittyID != 0 {
                let image = try ImageRendering.renderKitty(bytes, id: kittyID, maxColumns: size.columns, maxRows: size.rows, cell: cell)
                let columns = image.extent.columns
                let rows = image.extent.rows
                guard kittyPlaceholders else {
                    return .success(Drawing(picture: .blank(columns: columns, rows: rows), pixelRows: nil, kitty: image))
                }
                guard let cells = KittyPlaceholder.rows(of: kittyID, columns: columns, rows: rows) else {
                    return .failure(ImageFailure(reason: tr("The image was not drawn in cells.")))
                }
                return .success(Drawing(picture: ArticlePicture(rows: cells, columns: columns), pixelRows: nil, kitty: image))
            }
            if let pixels {
                let rows = try ImageRendering.renderRows(bytes, as: pixels, maxColumns: size.columns, maxRows: size.rows, cell: cell)
                return .success(Drawing(picture: .blank(columns: rows.extent.columns, rows: rows.extent.rows), pixelRows: rows, kitty: nil))
            }
            let rendered = try ImageRendering.render(
                bytes, as: .symbols(.palette256), maxColumns: size.columns, maxRows: size.rows, cell: cell)
            guard case .symbols(let image) = rendered else { return .failure(ImageFailure(reason: tr("The image was not drawn in cells."))) }
            return .success(Drawing(picture: SymbolPicture.picture(of: image), pixelRows: nil, kitty: nil))
        } catch {
            return .failure(ImageFailure(reason: error.message))
        }
    }
}

/// An image drawn for the pager: the rows laid out in the article, and the pixels painted over
/// them when it is shown in sixel or iTerm2, or the image placed over them in kitty.
struct Drawing: Sendable {
    let picture: ArticlePicture
    let pixelRows: PixelRows?
    let kitty: KittyImage?
}

/// Why an image was not drawn, in one sentence.
struct ImageFailure: Error, Sendable {
    let reason: String
}
