import Testing
@testable import TerminalUI

/// Curses scrolls the screen only on frames without pixels; otherwise it writes the changed rows.
struct FrameScrollingTests {
    private let changed: Set<Int> = [3, 4, 9]

    @Test func aFrameWithoutPixels_mayScroll_andRewritesNoRow() {
        let scrolling = FrameScrolling(paintedBefore: false, paintsNow: false, kittyBlocks: false)
        #expect(scrolling.mayScroll)
        #expect(scrolling.rowsToRewrite(changed: changed).isEmpty)
    }

    @Test func aFrameThatPaintsPixels_rewritesEveryChangedRowInsteadOfScrolling() {
        let scrolling = FrameScrolling(paintedBefore: false, paintsNow: true, kittyBlocks: false)
        #expect(!scrolling.mayScroll)
        #expect(scrolling.rowsToRewrite(changed: changed) == changed)
    }

    @Test func aFrameAfterOneWithPixels_rewritesEveryChangedRow_thoughItPaintsNone() {
        let scrolling = FrameScrolling(paintedBefore: true, paintsNow: false, kittyBlocks: false)
        #expect(!scrolling.mayScroll)
        #expect(scrolling.rowsToRewrite(changed: changed) == changed)
    }

    @Test func aFrameWhileKittyHoldsAPlacement_rewritesEveryChangedRow() {
        let scrolling = FrameScrolling(paintedBefore: false, paintsNow: false, kittyBlocks: true)
        #expect(!scrolling.mayScroll)
        #expect(scrolling.rowsToRewrite(changed: changed) == changed)
    }
}
