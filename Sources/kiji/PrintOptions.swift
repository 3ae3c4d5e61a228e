import ArgumentParser
import Localization

/// Options of the print mode of `kiji read` and `kiji preview`, used when standard output is not a terminal.
struct PrintOptions: ParsableArguments {
    /// When the print carries SGR styles.
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        /// Styles when standard output is a terminal.
        case auto
        /// Styles always.
        case always
        /// Never styles.
        case never
    }

    @Option(name: .long, help: ArgumentHelp(tr("Columns of the print when output is not a terminal, 1 to 1000.")))
    var width: Int = 80

    @Option(name: .long, help: ArgumentHelp(tr("Styles in the print: auto (only on a terminal), always or never.")))
    var color: ColorChoice = .auto

    mutating func validate() throws {
        guard (1...1000).contains(width) else { throw ValidationError(tr("--width must be between 1 and 1000.")) }
    }

    /// Whether the print carries SGR styles when standard output is (`outputIsTerminal`) or is not a terminal.
    func usesColor(outputIsTerminal: Bool) -> Bool {
        switch color {
        case .auto: outputIsTerminal
        case .always: true
        case .never: false
        }
    }
}
