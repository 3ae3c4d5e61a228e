import KijiData
import TerminalUI
import Testing

@testable import kiji

/// What `images = "auto"` becomes, and when the terminal is asked.
@MainActor
struct ImageModeChoiceTests {
    private let xterm = ["TERM": "xterm-256color"]

    @Test func auto_takesTheProtocolTheTerminalsAnswersChoose() {
        for (graphics, mode) in [(TerminalGraphics.kitty, ImageMode.kitty), (.sixel, .sixel), (.iterm2, .iterm), (.none, .symbols)] {
            #expect(ImageModeChoice.resolved(.auto, environment: xterm) { graphics } == mode)
        }
    }

    @Test func autoInsideTmuxOrScreen_isSymbolsWithoutAskingTheTerminal() {
        var asked = 0
        for environment in [["TMUX": "/tmp/tmux-0/default,1,0"], ["STY": "1.pts-0"], ["TERM": "screen-256color"]] {
            #expect(ImageModeChoice.resolved(.auto, environment: environment) { asked += 1; return .kitty } == .symbols)
        }
        #expect(asked == 0)
    }

    @Test func aModeChosenByTheUser_isKeptWithoutAskingEvenInTmux() {
        var asked = 0
        for mode in [ImageMode.kitty, .sixel, .iterm, .symbols, .off] {
            #expect(ImageModeChoice.resolved(mode, environment: ["TMUX": "x"]) { asked += 1; return .none } == mode)
        }
        #expect(asked == 0)
    }

    @Test func kittyMode_usesPlaceholdersOnlyWhenXTVERSIONNamesKitty028OrLater() {
        #expect(ImageModeChoice.kittyPlaceholders(in: .kitty) { "kitty(0.35.2)" })
        #expect(ImageModeChoice.kittyPlaceholders(in: .kitty) { "kitty(0.28.0)" })
        #expect(!ImageModeChoice.kittyPlaceholders(in: .kitty) { "kitty(0.26.5)" })
        #expect(!ImageModeChoice.kittyPlaceholders(in: .kitty) { "XTerm(379)" })
        #expect(!ImageModeChoice.kittyPlaceholders(in: .kitty) { nil })
    }

    @Test func otherModes_neverAskForTheVersion() {
        var asked = 0
        for mode in [ImageMode.auto, .sixel, .iterm, .symbols, .off] {
            #expect(!ImageModeChoice.kittyPlaceholders(in: mode) { asked += 1; return "kitty(0.35.2)" })
        }
        #expect(asked == 0)
    }

    @Test func eachPixelMode_paintsInItsProtocol_andTheOthersInNone() {
        #expect(ImageModeChoice.pixelProtocol(of: .sixel) == .sixel)
        #expect(ImageModeChoice.pixelProtocol(of: .kitty) == .kitty)
        #expect(ImageModeChoice.pixelProtocol(of: .iterm) == .iterm2)
        #expect([ImageMode.auto, .symbols, .off].allSatisfy { ImageModeChoice.pixelProtocol(of: $0) == nil })
    }
}
