import Localization

/// What a screen says after it tried to open an address in the browser.
enum BrowserSentence {
    /// The sentence that says truly what became of opening `address`: opened, or no browser and
    /// the address itself, so it can still be read and copied from the message log.
    static func after(opening address: String, opened: Bool) -> String {
        opened
            ? tr("Opened {address} in the browser.", ["address": address])
            : tr("No browser to open it (set $BROWSER); the address is {address}", ["address": address])
    }
}
