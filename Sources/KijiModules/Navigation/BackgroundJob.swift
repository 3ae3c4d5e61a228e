/// A long job the shell starts with one key and runs behind the screens, reporting in the status
/// bar: `kiji sync`'s run, in the reader.
@MainActor
public protocol BackgroundJob: AnyObject {
    /// Starts the job: `report` gets, as it goes (on the main actor), what makes its progress a line
    /// of a given width, so the shell fits it to the status bar it draws;
    /// `finish` its closing sentence, what `e` shows under it (one line a skipped part), and
    /// whether it stopped before the end.
    func start(
        report: @escaping @MainActor (_ line: @escaping @Sendable (_ width: Int) -> String) -> Void,
        finish: @escaping @MainActor (_ sentence: String, _ detail: String, _ stoppedEarly: Bool) -> Void)
}
