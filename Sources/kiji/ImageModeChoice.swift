import KijiData
import TerminalImage
import TerminalUI

/// What `images = "auto"` means on the terminal kiji runs in, and the pixel protocol of each mode.
enum ImageModeChoice {
    /// `mode` itself unless it is `auto`; then symbols inside tmux or screen (the terminal is not
    /// asked), else the mode of the protocol `graphics` finds (it asks the terminal), symbols when
    /// none.
    static func resolved(_ mode: ImageMode, environment: [String: String], graphics: () -> TerminalGraphics) -> ImageMode {
        guard mode == .auto else { return mode }
        guard !TerminalGraphics.isMultiplexed(environment: environment) else { return .symbols }
        switch graphics() {
        case .kitty: return .kitty
        case .sixel: return .sixel
        case .iterm2: return .iterm
        case .none: return .symbols
        }
    }

    /// Whether images in `mode` (resolved) are kitty's shown by Unicode placeholder cells: in kitty
    /// mode, chosen or found, when the terminal's XTVERSION (`version`, which asks the terminal
    /// unless it was asked already) names kitty 0.28.0 or later; other modes never ask.
    static func kittyPlaceholders(in mode: ImageMode, version: () -> String?) -> Bool {
        mode == .kitty && KittyPlaceholder.isSupported(byTerminalVersion: version())
    }

    /// The pixel protocol `mode` paints in; nil for symbols, auto and off.
    static func pixelProtocol(of mode: ImageMode) -> PixelProtocol? {
        switch mode {
        case .sixel: .sixel
        case .kitty: .kitty
        case .iterm: .iterm2
        case .auto, .symbols, .off: nil
        }
    }
}
