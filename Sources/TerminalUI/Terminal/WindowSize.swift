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
}
