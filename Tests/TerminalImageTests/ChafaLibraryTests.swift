@testable import TerminalImage
import Testing

/// libchafa is loaded with dlopen on the first drawing; a library that cannot be loaded is a reason, not a crash.
struct ChafaLibraryTests {
    @Test func aLibraryThatIsNotThere_isAReason_andLeavesTheLoadedOneInPlace() throws {
        let reason = try #require(ChafaLibrary.load("libkiji-no-such-chafa.so.0"))
        #expect(reason.contains("libkiji-no-such-chafa.so.0"))
        #expect(ChafaLibrary.unavailableReason == nil)
        let drawn = try ImageRendering.render(SymbolRenderingTests.bands, as: .symbols(.trueColor), maxColumns: 6, maxRows: 2)
        #expect(drawn.extent.columns > 0)
    }

    @Test func aLibraryWithoutChafasFunctions_isRefusedByName() throws {
        let reason = try #require(ChafaLibrary.load("libz.so.1"))
        #expect(reason.contains("chafa_canvas_config_new"))
    }

    @Test func theRenderersReason_isOneSentenceNamingTheLoader() {
        #expect(ImageError.noRenderer(reason: "libchafa.so.0: cannot open").message
            == "Images cannot be drawn: libchafa could not be loaded (libchafa.so.0: cannot open).")
    }
}
