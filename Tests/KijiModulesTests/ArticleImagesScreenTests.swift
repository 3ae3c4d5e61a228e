import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// Images in the detail pager: fetched near the view through `ImageRepository`, drawn in colour
/// cells when they arrive, without moving the line being read, and left as placeholders otherwise.
@MainActor
struct ArticleImagesScreenTests {
    private let terminal = MemoryTerminal(size: TerminalSize(rows: 20, columns: 60))
    private let externals = StubExternalActions()

    /// On cells of 1×2 pixels, the 12×12 bands take 12 columns and 6 rows, two a band.
    private func preview(
        _ body: String, images: SpyImageRepository, display: ImageDisplay = ImageDisplay(startsShown: true, cellPixels: (1, 2))
    )
        -> ItemDetailView?
    {
        var deps = Fixture.deps(StubItemRepository(), externals: externals)
        deps.images = images
        deps.imageDisplay = display
        let screen = ItemDetailRouter.assemblePreviewModule(
            source: FakeDraftSource(ArticleDraft(title: "Pictures", body: body)), navigator: SpyNavigator(), routes: SpyRoutes(), deps: deps)
        screen.start()
        return screen as? ItemDetailView
    }

    private func rows(of screen: ItemDetailView) -> [String] {
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
        return terminal.rows
    }

    /// The band each drawn row's cells are coloured in (`r`, `g`, `b`), for the rows that show one.
    private func bands() -> [Character] {
        (0..<terminal.size.rows).compactMap { row in
            let colours = (0..<terminal.size.columns).compactMap { terminal.cell(row: row, column: $0) }.flatMap { cell in
                [cell.style.foreground, cell.style.background]
            }
            if colours.contains(where: Self.isRed) { return "r" }
            if colours.contains(where: Self.isGreen) { return "g" }
            if colours.contains(where: Self.isBlue) { return "b" }
            return nil
        }
    }

    private static func isRed(_ color: Color) -> Bool { [.palette(9), .palette(196)].contains(color) }
    private static func isGreen(_ color: Color) -> Bool { [.palette(10), .palette(46)].contains(color) }
    private static func isBlue(_ color: Color) -> Bool { [.palette(12), .palette(21)].contains(color) }

    private func paragraphs(_ count: Int) -> String {
        (1...count).map { "Paragraph \($0)." }.joined(separator: "\n\n")
    }

    @Test func imageShowsItsPlaceholderWhileLoading_thenItsBandsInColourCells() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes], gated: true)
        let screen = try #require(preview("Intro\n\n![three bands](bands.png)\n\nAfter", images: images))
        #expect(rows(of: screen).contains { $0.hasPrefix("[image: three bands][1]") })
        #expect(await eventually { _ = rows(of: screen); return images.asked == ["bands.png"] })
        images.release()
        #expect(await eventually { !rows(of: screen).contains { $0.contains("[image: three bands]") } })
        #expect(String(bands()) == "rrggbb")
        #expect(rows(of: screen).contains { $0.hasPrefix("After") })
    }

    @Test func sixelImage_leavesBlankRowsAndAsksForEachRowsPixels_onlyForTheRowsInView() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes])
        let display = ImageDisplay(startsShown: true, cellPixels: (1, 2), pixels: .sixel)
        let screen = try #require(preview("Intro\n\n![three bands](bands.png)\n\n" + paragraphs(30), images: images, display: display))
        #expect(await eventually { !rows(of: screen).contains { $0.contains("[image: three bands]") } })
        let spot = try #require(screen.imageSpots.first)
        #expect(spot.rows == 6)
        #expect(terminal.rasters.map(\.row) == Array(spot.lines))
        #expect(terminal.rasters.allSatisfy { $0.column == 0 && $0.columns == 12 && $0.escapes.hasPrefix("\u{1B}P") })
        #expect(bands().isEmpty)
        for _ in 0..<(spot.line + 2) { _ = screen.handle(.character("j")) }
        _ = rows(of: screen)
        // The two rows scrolled out are not painted; the four left are, at the top.
        #expect(terminal.rasters.map(\.row) == [0, 1, 2, 3])
    }

    @Test func kittyImage_isPlacedOverItsBlankRows_cutAtTheTopAsTheViewScrolls_andKeptOnceOutOfView() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes])
        let display = ImageDisplay(startsShown: true, cellPixels: (1, 2), pixels: .kitty)
        let screen = try #require(preview("Intro\n\n![three bands](bands.png)\n\n" + paragraphs(30), images: images, display: display))
        #expect(await eventually { !rows(of: screen).contains { $0.contains("[image: three bands]") } })
        let spot = try #require(screen.imageSpots.first)
        #expect(spot.rows == 6)
        let first = try #require(terminal.kittyPlacements.first)
        #expect(terminal.kittyPlacements.count == 1 && terminal.rasters.isEmpty && bands().isEmpty)
        #expect(first.area == Rect(row: spot.line, column: 0, height: 6, width: 12))
        #expect(first.sourceTop == 0 && first.sourceHeight == 12 && first.sourceWidth == 12)
        #expect(terminal.keptKittyImages == [first.imageID])
        for _ in 0..<(spot.line + 2) { _ = screen.handle(.character("j")) }
        _ = rows(of: screen)
        // Two of its six rows scrolled out: the other four are placed at the top, from pixel row 4.
        #expect(terminal.kittyPlacements == [
            KittyPlacement(imageID: first.imageID, area: Rect(row: 0, column: 0, height: 4, width: 12), sourceTop: 4, sourceHeight: 8, sourceWidth: 12)
        ])
        for _ in 0..<10 { _ = screen.handle(.character("j")) }
        _ = rows(of: screen)
        #expect(terminal.kittyPlacements.isEmpty)
        #expect(terminal.keptKittyImages == [first.imageID], "an image out of view stays in the terminal while the article is open")
        #expect(screen.handle(.character("i")))
        _ = rows(of: screen)
        #expect(terminal.keptKittyImages.isEmpty, "images off: nothing kept, so the terminal frees it")
    }

    /// The rows whose cells are kitty placeholders, each as the (row, column) numbers of its cells
    /// and the colour carrying the image id.
    private func placeholderRows() -> [Int: (numbers: [[UInt32]], color: Color)] {
        var found: [Int: (numbers: [[UInt32]], color: Color)] = [:]
        for row in 0..<terminal.size.rows {
            let cells = (0..<terminal.size.columns).compactMap { terminal.cell(row: row, column: $0) }
                .filter { $0.character.unicodeScalars.first == KittyPlaceholder.character }
            guard let first = cells.first else { continue }
            found[row] = (cells.map { $0.character.unicodeScalars.dropFirst().map(\.value) }, first.style.foreground)
        }
        return found
    }

    @Test func kittyImageWithPlaceholders_isHeldAndDrawnAsPlaceholderCellsThatScrollLikeText() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes])
        let display = ImageDisplay(startsShown: true, cellPixels: (1, 2), pixels: .kitty, kittyPlaceholders: true)
        let screen = try #require(preview("Intro\n\n![three bands](bands.png)\n\n" + paragraphs(30), images: images, display: display))
        #expect(await eventually { !rows(of: screen).contains { $0.contains("[image: three bands]") } })
        let spot = try #require(screen.imageSpots.first)
        #expect(spot.rows == 6)
        let id = try #require(terminal.heldKittyImages.first)
        #expect(terminal.heldKittyImages == [id] && terminal.kittyPlacements.isEmpty && terminal.rasters.isEmpty)
        #expect(KittyPlaceholder.canCarry(id))
        // Row r, column c of the image: U+10EEEE, the diacritics for r and c (U+0305 is 0, U+030D 1 …).
        let numbers: [UInt32] = [0x0305, 0x030D, 0x030E, 0x0310, 0x0312, 0x033D, 0x033E, 0x033F, 0x0346, 0x034A, 0x034B, 0x034C]
        let drawn = placeholderRows()
        #expect(drawn.keys.sorted() == Array(spot.lines))
        for (index, line) in spot.lines.enumerated() {
            #expect(drawn[line]?.numbers == (0..<12).map { [numbers[index], numbers[$0]] })
            #expect(drawn[line]?.color == KittyPlaceholder.color(of: id))
        }
        for _ in 0..<(spot.line + 2) { _ = screen.handle(.character("j")) }
        _ = rows(of: screen)
        // Two of its six rows scrolled out: the cells of rows 2 to 5 are at the top, nothing placed.
        #expect(placeholderRows().keys.sorted() == [0, 1, 2, 3])
        #expect(placeholderRows()[0]?.numbers.first == [numbers[2], numbers[0]])
        #expect(terminal.heldKittyImages == [id] && terminal.kittyPlacements.isEmpty)
        for _ in 0..<10 { _ = screen.handle(.character("j")) }
        _ = rows(of: screen)
        #expect(placeholderRows().isEmpty && terminal.heldKittyImages.isEmpty)
        #expect(terminal.keptKittyImages == [id], "an image out of view stays in the terminal while the article is open")
        #expect(screen.handle(.character("i")))
        _ = rows(of: screen)
        #expect(terminal.keptKittyImages.isEmpty, "images off: nothing kept, so the terminal frees it")
    }

    @Test func aFocusedPlaceholderImage_keepsTheColourThatCarriesItsID_onTheHighlightsBackground() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes])
        let display = ImageDisplay(startsShown: true, cellPixels: (1, 2), pixels: .kitty, kittyPlaceholders: true)
        let screen = try #require(preview("![three bands](bands.png)", images: images, display: display))
        #expect(await eventually { !rows(of: screen).contains { $0.contains("[image: three bands]") } })
        let id = try #require(terminal.heldKittyImages.first)
        let spot = try #require(screen.imageSpots.first)
        _ = screen.handle(.tab)
        _ = rows(of: screen)
        let focused = try #require(terminal.cell(row: spot.line, column: 0))
        #expect(focused.character.unicodeScalars.first == KittyPlaceholder.character)
        #expect(focused.style.foreground == KittyPlaceholder.color(of: id))
        #expect(focused.style.background == Theme.standard[.selection].background)
    }

    @Test func imageArrivingAboveTheView_leavesTheLineBeingReadInPlace() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes], gated: true)
        let screen = try #require(preview("![bands](bands.png)\n\n" + paragraphs(40), images: images))
        _ = rows(of: screen)
        for _ in 0..<12 { _ = screen.handle(.character("j")) }
        let before = rows(of: screen)
        #expect(before.first?.hasPrefix("Paragraph 4.") == true)
        #expect(await eventually { _ = rows(of: screen); return images.asked == ["bands.png"] })
        images.release()
        #expect(await eventually { _ = rows(of: screen); return (screen.imageSpots.first?.rows ?? 0) > 2 })
        #expect(rows(of: screen).first == before.first)
        _ = screen.handle(.character("g"))
        _ = rows(of: screen)
        #expect(bands().contains("r"))
    }

    @Test func imagesFarBelowTheView_areNotFetchedUntilTheViewNears() async throws {
        let images = SpyImageRepository(["far.png": BandedPNG.bytes])
        let screen = try #require(preview(paragraphs(60) + "\n\n![far](far.png)", images: images))
        _ = rows(of: screen)
        try await Task.sleep(for: .milliseconds(50))
        #expect(images.asked.isEmpty)
        _ = screen.handle(.character("G"))
        #expect(await eventually { _ = rows(of: screen); return images.asked == ["far.png"] })
    }

    @Test func imageThatFails_keepsItsPlaceholder_andTheReasonIsWhatEShows() async throws {
        let images = SpyImageRepository(["garbage.png": Array("<html>not an image</html>".utf8)])
        let screen = try #require(preview("![missing](missing.png)\n\n![garbage](garbage.png)", images: images))
        #expect(await eventually { _ = rows(of: screen); return screen.status.detail.string.contains("not a PNG, JPEG or GIF") })
        let status = screen.status
        #expect(status.isError)
        #expect(status.message.string == "2 images could not be shown; press e for why.")
        #expect(status.detail.string.contains("missing.png: The server has no image at missing.png."))
        let shown = rows(of: screen)
        #expect(shown.contains { $0.hasPrefix("[image: missing][1]") } && shown.contains { $0.hasPrefix("[image: garbage][2]") })
    }

    @Test func imageFailure_staysInTheStatusBar_whenALoadEndsWithNothingToSay() async throws {
        let images = SpyImageRepository([:])
        let screen = try #require(preview("![missing](missing.png)", images: images))
        #expect(await eventually { _ = rows(of: screen); return screen.status.isError })
        screen.showMessage("", isError: false, detail: "")
        #expect(screen.status.isError)
        #expect(screen.status.message.string == "An image could not be shown; press e for why.")
        #expect(screen.status.detail.string.contains("missing.png"))
    }

    @Test func aFailedImage_isCountedAndFetchedOnce_whateverTheResizes() async throws {
        let images = SpyImageRepository([:])
        let screen = try #require(preview("![missing](missing.png)", images: images))
        #expect(await eventually { _ = rows(of: screen); return screen.status.isError })
        let narrow = MemoryTerminal(size: TerminalSize(rows: 20, columns: 40))
        for terminal in [narrow, terminal, narrow] {
            terminal.beginFrame()
            screen.draw(in: Canvas(terminal: terminal), theme: .standard)
            try await Task.sleep(for: .milliseconds(30))
        }
        #expect(screen.status.message.string == "An image could not be shown; press e for why.")
        #expect(screen.status.detail.string.components(separatedBy: "missing.png:").count == 2)
        #expect(images.asked == ["missing.png"])
    }

    @Test func keyI_offAndOn_keepsTellingOfTheImagesThatFailed() async throws {
        let images = SpyImageRepository([:])
        let screen = try #require(preview("![one](one.png)\n\n![two](two.png)", images: images))
        #expect(await eventually { _ = rows(of: screen); return screen.status.message.string.hasPrefix("2 images") })
        let host = SpyScreenHost()
        screen.host = host
        #expect(screen.handle(.character("i")))
        #expect(host.lastNote == "Images off: placeholders only.")
        #expect(screen.handle(.character("i")))
        #expect(host.lastNote == "Images on. 2 images could not be shown; press e for why.")
        #expect(host.notes.last?.isError == true && host.notes.last?.detail.string.contains("two.png") == true)
        #expect(screen.status.message.string == "2 images could not be shown; press e for why.")
        #expect(screen.status.isError && screen.status.detail.string.contains("two.png"))
    }

    @Test func keyI_hidesTheImagesAndShowsThemAgain() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes])
        let screen = try #require(preview("![bands](bands.png)", images: images))
        #expect(await eventually { !rows(of: screen).contains { $0.contains("[image: bands]") } })
        #expect(screen.handle(.character("i")))
        #expect(rows(of: screen).contains { $0.hasPrefix("[image: bands][1]") })
        #expect(bands().isEmpty)
        #expect(screen.handle(.character("i")))
        _ = rows(of: screen)
        #expect(bands().contains("g"))
        #expect(images.asked == ["bands.png"])
    }

    @Test func imagesOff_showPlaceholdersAndFetchNothing() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes])
        let screen = try #require(preview("![bands](bands.png)", images: images, display: .off))
        #expect(rows(of: screen).contains { $0.hasPrefix("[image: bands][1]") })
        try await Task.sleep(for: .milliseconds(50))
        _ = rows(of: screen)
        #expect(images.asked.isEmpty)
    }

    @Test func tabReachesTheDrawnImage_andEnterOpensItInTheBrowser() async throws {
        let images = SpyImageRepository(["https://img.example/bands.png": BandedPNG.bytes])
        let screen = try #require(preview("![bands](https://img.example/bands.png)", images: images))
        #expect(await eventually { !rows(of: screen).contains { $0.contains("[image: bands]") } })
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
        #expect(externals.opened.map(\.absoluteString) == ["https://img.example/bands.png"])
    }

    @Test func imageWidthAttribute_narrowsTheImage() async throws {
        let images = SpyImageRepository(["bands.png": BandedPNG.bytes])
        let display = ImageDisplay(startsShown: true, maxRows: 20, cellPixels: (1, 2))
        let screen = try #require(preview("<img src=\"bands.png\" width=\"6\">", images: images, display: display))
        #expect(await eventually { _ = rows(of: screen); return (screen.imageSpots.first?.rows ?? 0) > 2 })
        let spot = try #require(screen.imageSpots.first)
        #expect(spot.rows == 3)
        _ = rows(of: screen)
        let coloured = (0..<terminal.size.columns).filter { column in
            guard let style = terminal.cell(row: spot.line, column: column)?.style else { return false }
            return style.foreground != .terminalDefault || style.background != .terminalDefault
        }
        #expect(coloured == Array(0..<6))
    }
}
