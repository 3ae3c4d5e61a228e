import Testing
@testable import TerminalUI

/// The kitty images a terminal holds and where they are placed, frame after frame.
struct KittyPlacementsTests {
    private let image = KittyImageUpload(id: 7, transmission: "<pixels of 7>")
    private let other = KittyImageUpload(id: 8, transmission: "<pixels of 8>")

    private func placement(of id: UInt32, row: Int, rows: Int = 10, top: Int = 0) -> KittyPlacement {
        KittyPlacement(
            imageID: id, area: Rect(row: row, column: 2, height: rows, width: 40), sourceTop: top, sourceHeight: rows * 20, sourceWidth: 400)
    }

    private func frame(
        _ book: inout KittyPlacements, _ wanted: [KittyPlacement], kept: Set<UInt32> = [], cleared: Bool = false
    ) -> (beforeCells: String, afterCells: String) {
        book.frame(wanted: wanted, uploads: [7: image, 8: other], kept: kept, screenCleared: cleared)
    }

    @Test func theFirstPlacement_sendsThePixelsOnceThenPlacesWithoutMovingTheCursor() {
        var book = KittyPlacements()
        let first = frame(&book, [placement(of: 7, row: 5)])
        #expect(first.beforeCells.isEmpty)
        #expect(first.afterCells.hasPrefix("<pixels of 7>"))
        #expect(first.afterCells.hasSuffix(
            "\u{1B}7\u{1B}[6;3H\u{1B}_Ga=p,i=7,p=1,x=0,y=0,w=400,h=200,c=40,r=10,C=1,q=2\u{1B}\\\u{1B}8"))
        #expect(book.placed[7]?.area.row == 5 && book.transmitted == [7])
        let same = frame(&book, [placement(of: 7, row: 5)])
        #expect(same.beforeCells.isEmpty && same.afterCells.isEmpty)
    }

    @Test func scrollingByARow_placesTheSameImageOneRowUpWithoutSendingItAgain() {
        var book = KittyPlacements()
        _ = frame(&book, [placement(of: 7, row: 5)])
        let scrolled = frame(&book, [placement(of: 7, row: 4)])
        #expect(!scrolled.afterCells.contains("<pixels"))
        #expect(scrolled.afterCells.contains("\u{1B}[5;3H\u{1B}_Ga=p,i=7,p=1,"))
        #expect(scrolled.beforeCells.isEmpty)
        #expect(book.placed[7]?.area.row == 4)
    }

    @Test func anImageCutByTheTopOfTheView_isPlacedFromItsFirstRowInView() {
        var book = KittyPlacements()
        _ = frame(&book, [placement(of: 7, row: 2)])
        let cut = frame(&book, [placement(of: 7, row: 1, rows: 7, top: 60)])
        #expect(cut.afterCells.contains("a=p,i=7,p=1,x=0,y=60,w=400,h=140,c=40,r=7,C=1,q=2"))
    }

    @Test func anImageThatLeavesTheView_hasItsPlacementDeletedButIsKeptWhileTheArticleKeepsIt() {
        var book = KittyPlacements()
        _ = frame(&book, [placement(of: 7, row: 5), placement(of: 8, row: 16, rows: 4)])
        let left = frame(&book, [placement(of: 8, row: 1, rows: 4)], kept: [7, 8])
        #expect(left.beforeCells == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
        #expect(book.placed.keys.sorted() == [8] && book.transmitted == [7, 8])
        let back = frame(&book, [placement(of: 7, row: 3), placement(of: 8, row: 14, rows: 4)], kept: [7, 8])
        #expect(!back.afterCells.contains("<pixels"), "an image kept is placed again without its pixels")
    }

    @Test func closingTheArticle_freesEveryImageItHad() {
        var book = KittyPlacements()
        _ = frame(&book, [placement(of: 7, row: 5)], kept: [7, 8])
        let closed = frame(&book, [])
        #expect(closed.beforeCells == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect((book.transmitted.isEmpty && book.placed.isEmpty))
    }

    @Test func aClearedScreen_placesEveryImageAgain() {
        var book = KittyPlacements()
        _ = frame(&book, [placement(of: 7, row: 5)])
        let redrawn = frame(&book, [placement(of: 7, row: 5)], cleared: true)
        #expect(redrawn.afterCells.contains("a=p,i=7,p=1") && !redrawn.afterCells.contains("<pixels"))
    }

    @Test func leaving_freesEverythingHeld() {
        var book = KittyPlacements()
        _ = frame(&book, [placement(of: 7, row: 5), placement(of: 8, row: 16, rows: 4)])
        #expect(book.removeAll() == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=8,q=2\u{1B}\\")
        #expect((book.transmitted.isEmpty && book.placed.isEmpty) && book.removeAll().isEmpty)
    }

    @Test func aHeldImage_isSentOnceBeforeTheCellsAndNeverPlaced() {
        var book = KittyPlacements()
        let first = book.frame(wanted: [], uploads: [:], held: [image], kept: [7], screenCleared: false)
        #expect(first.beforeCells == "<pixels of 7>" && first.afterCells.isEmpty)
        #expect(book.transmitted == [7] && book.virtual == [7] && book.placed.isEmpty)
        let scrolled = book.frame(wanted: [], uploads: [:], held: [image], kept: [7], screenCleared: false)
        #expect(scrolled.beforeCells.isEmpty && scrolled.afterCells.isEmpty)
        let redrawn = book.frame(wanted: [], uploads: [:], held: [image], kept: [7], screenCleared: true)
        #expect(redrawn.beforeCells.isEmpty && redrawn.afterCells.isEmpty, "a cleared screen keeps virtual placements")
    }

    @Test func heldImagesAlone_letTheScreenScroll_butAPlacedOneDoesNot() {
        var book = KittyPlacements()
        _ = book.frame(wanted: [], uploads: [:], held: [image], kept: [7], screenCleared: false)
        #expect(!book.blocksScrolling)
        _ = frame(&book, [placement(of: 8, row: 5)], kept: [7, 8])
        #expect(book.blocksScrolling)
        _ = frame(&book, [], kept: [7, 8])
        #expect(book.blocksScrolling, "an image sent without a virtual placement must not be scrolled")
    }

    @Test func aHeldImageNoFrameKeeps_isFreedWithItsVirtualPlacement() {
        var book = KittyPlacements()
        _ = book.frame(wanted: [], uploads: [:], held: [image, other], kept: [7, 8], screenCleared: false)
        let oneOff = book.frame(wanted: [], uploads: [:], held: [other], kept: [], screenCleared: false)
        #expect(oneOff.beforeCells == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(book.transmitted == [8] && book.virtual == [8])
        let closed = book.frame(wanted: [], uploads: [:], kept: [], screenCleared: false)
        #expect(closed.beforeCells == "\u{1B}_Ga=d,d=I,i=8,q=2\u{1B}\\")
        #expect(book.transmitted.isEmpty && book.virtual.isEmpty && !book.blocksScrolling)
    }

    @Test func aPlacementWithoutItsPixels_isNotPlaced() {
        var book = KittyPlacements()
        let commands = book.frame(wanted: [placement(of: 9, row: 5)], uploads: [:], kept: [], screenCleared: false)
        #expect(commands.afterCells.isEmpty && (book.transmitted.isEmpty && book.placed.isEmpty))
    }
}
