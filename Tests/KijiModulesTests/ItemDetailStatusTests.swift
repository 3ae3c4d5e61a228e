import Testing
import TerminalUI

@testable import KijiModules

/// The detail screen's status: its own sentence first, then the images that could not be shown.
@MainActor
struct ItemDetailStatusTests {
    private let offline = ScreenStatus(message: "offline — showing the cached copy; press r to try again.")

    @Test func withoutImageFaults_theStateIsTheStatus() {
        #expect(ItemDetailStatus(state: offline).status == offline)
    }

    @Test func imageFaultsAlone_areCountedOnce_andTheirReasonsAreTheDetail() {
        let status = ItemDetailStatus(imageFaults: [("a.png", "Gone."), ("b.png", "Not an image.")]).status
        #expect(status.message.string == "2 images could not be shown; press e for why.")
        #expect(status.isError)
        #expect(status.detail.string == "a.png: Gone. · b.png: Not an image.")
    }

    @Test func anImageFault_joinsTheStateAfterIt_neverInItsPlace() {
        let status = ItemDetailStatus(state: offline, imageFaults: [("a.png", "Gone.")]).status
        #expect(
            status.message.string
                == "offline — showing the cached copy; press r to try again. An image could not be shown; press e for why.")
        #expect(status.isError)
        #expect(status.detail.string == "a.png: Gone.")
    }

    @Test func aFailedLoadsDetail_staysBeforeTheImagesReasons() {
        let failed = ScreenStatus(message: "Rate limit reached. Press r to retry.", isError: true, detail: "HTTP 429")
        let status = ItemDetailStatus(state: failed, imageFaults: [("a.png", "Gone.")]).status
        #expect(status.message.string.hasPrefix("Rate limit reached. Press r to retry. "))
        #expect(status.detail.string == "HTTP 429 · a.png: Gone.")
    }
}
