import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// Images that could not be shown on the detail screen of an item: told of once each, after the
/// screen's own sentence (here the cached copy shown offline), through resizes and `i`.
@MainActor
struct ItemDetailImageFaultTests {
    private let offlineNote = "offline — showing the cached copy; press r to try again."
    private let host = SpyScreenHost()

    /// The item with three images none of which can be fetched, shown from the cache because the
    /// network fails.
    private func offlineDetail(images: SpyImageRepository) async throws -> (ItemDetailView, MemoryTerminal) {
        let item = Fixture.item("x", body: "![a](a.png)\n\n![b](b.png)\n\n![c](c.png)\n\nEnd.")
        let repository = StubItemRepository()
        repository.cachedItemsByID[item.id] = item
        repository.itemReplies = [.failure(Fixture.error(kind: .unreachable))]
        var deps = Fixture.deps(repository)
        deps.images = images
        deps.imageDisplay = ImageDisplay(startsShown: true, cellPixels: (1, 2))
        let screen = try #require(
            ItemDetailRouter.assembleModule(
                item: ItemSummary(item), origin: .list(.all), navigator: SpyNavigator(), routes: SpyRoutes(), deps: deps)
                as? ItemDetailView)
        screen.host = host
        screen.start()
        return (screen, MemoryTerminal(size: TerminalSize(rows: 20, columns: 80)))
    }

    private func draw(_ screen: ItemDetailView, on terminal: MemoryTerminal) {
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
    }

    @Test func anImageFailingAfterTheOfflineNote_joinsIt_andTheOfflineNoteStaysInFront() async throws {
        let images = SpyImageRepository([:])
        let (screen, terminal) = try await offlineDetail(images: images)
        #expect(await eventually {
            draw(screen, on: terminal)
            return screen.status.message.string.hasSuffix("3 images could not be shown; press e for why.")
        })
        #expect(screen.status.message.string == "\(offlineNote) 3 images could not be shown; press e for why.")
        #expect(screen.status.isError)
        #expect(screen.status.detail.string.contains("c.png: The server has no image at c.png."))
    }

    @Test func theOfflineNoteSaidAfterTheImagesFailed_keepsTheImageFaultsBehindIt() async throws {
        let images = SpyImageRepository([:])
        let (screen, terminal) = try await offlineDetail(images: images)
        #expect(await eventually { draw(screen, on: terminal); return screen.status.message.string.contains("3 images") })
        screen.showMessage("Rate limit reached. Press r to retry.", isError: true, detail: "HTTP 429")
        #expect(screen.status.message.string == "Rate limit reached. Press r to retry. 3 images could not be shown; press e for why.")
        #expect(screen.status.detail.string.hasPrefix("HTTP 429 · a.png: "))
    }

    @Test func resizingTwice_countsEachBrokenImageOnce_andKeepsTheOfflineNote() async throws {
        let images = SpyImageRepository([:])
        let (screen, terminal) = try await offlineDetail(images: images)
        #expect(await eventually { draw(screen, on: terminal); return screen.status.message.string.contains("3 images") })
        let narrow = MemoryTerminal(size: TerminalSize(rows: 20, columns: 50))
        for size in [narrow, terminal, narrow] {
            draw(screen, on: size)
            try await Task.sleep(for: .milliseconds(30))
        }
        #expect(screen.status.message.string == "\(offlineNote) 3 images could not be shown; press e for why.")
        for address in ["a.png", "b.png", "c.png"] {
            #expect(screen.status.detail.string.components(separatedBy: "\(address): ").count == 2)
        }
        #expect(images.asked.sorted() == ["a.png", "b.png", "c.png"])
    }

    @Test func keyI_offAndOn_saysTheCountUntilTheNextKey_andKeepsTheFaultsAndTheOfflineNote() async throws {
        let images = SpyImageRepository([:])
        let (screen, terminal) = try await offlineDetail(images: images)
        #expect(await eventually { draw(screen, on: terminal); return screen.status.message.string.contains("3 images") })
        let before = screen.status
        #expect(screen.handle(.character("i")))
        #expect(host.lastNote == "Images off: placeholders only.")
        #expect(screen.handle(.character("i")))
        let note = try #require(host.notes.last)
        #expect(note.message.string == "Images on. 3 images could not be shown; press e for why.")
        #expect(note.isError && note.detail.string.contains("b.png: The server has no image at b.png."))
        draw(screen, on: terminal)
        #expect(screen.status.message == before.message)
        #expect(screen.status.detail == before.detail)
        #expect(screen.status.message.string.hasPrefix(offlineNote))
    }
}
