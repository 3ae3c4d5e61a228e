/// How an article's images are shown (`images` in config.toml, `--images`).
public enum ImageMode: String, Sendable, Hashable, CaseIterable {
    /// The best the terminal can do; colour blocks (symbols) for now, on every terminal.
    case auto
    /// Colour blocks drawn as ordinary styled cells: works in every colour terminal and in tmux.
    case symbols
    /// DEC sixel graphics, painted after each frame (xterm -ti vt340, foot, mlterm, WezTerm …).
    case sixel
    /// Placeholders only (`[image: alt]`); `i` shows the images of one article.
    case off
}
