/// How an article's images are shown (`images` in config.toml, `--images`).
public enum ImageMode: String, Sendable, Hashable, CaseIterable {
    /// The best the terminal can do, from its answers and its environment (see `ImageModeChoice`
    /// in the executable); colour blocks inside tmux or screen and wherever pixels are not known
    /// to work.
    case auto
    /// Colour blocks drawn as ordinary styled cells: works in every colour terminal and in tmux.
    case symbols
    /// DEC sixel graphics, painted after each frame (xterm -ti vt340, foot, mlterm, WezTerm …).
    case sixel
    /// kitty's graphics protocol: each image sent once and placed where it is shown.
    case kitty
    /// iTerm2's inline images (also WezTerm, Konsole), painted after each frame.
    case iterm
    /// Placeholders only (`[image: alt]`); `i` shows the images of one article.
    case off
}
