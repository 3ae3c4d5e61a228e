import CNCursesw

/// The size the kernel gives a terminal, for output laid out before (or without) curses.
public enum WindowSize {
    /// The columns of the terminal on `descriptor`, or nil when it is not a terminal or the kernel
    /// has no size for it.
    public static func columns(of descriptor: Int32) -> Int? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard kiji_window_size(descriptor, &rows, &columns) == 0 else { return nil }
        return Int(columns)
    }

    /// A cell's size in pixels on the terminal on `descriptor`, from the window's pixel size the
    /// kernel has (`TIOCGWINSZ`); nil when the terminal does not give it.
    public static func cellPixels(of descriptor: Int32) -> TerminalAnswers.CellPixels? {
        var width: Int32 = 0
        var height: Int32 = 0
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard kiji_window_pixels(descriptor, &width, &height) == 0, kiji_window_size(descriptor, &rows, &columns) == 0,
            width >= columns, height >= rows
        else { return nil }
        return TerminalAnswers.CellPixels(width: Int(width / columns), height: Int(height / rows))
    }
}
