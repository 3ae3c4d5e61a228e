import KijiModules
import TerminalUI

/// Every screen's keys, from the screen catalogue whose key tables dispatch them and draw `?`:
/// the one source of docs/keys.md and the man page's KEYS section.
public enum KeyReference {
    /// The screens in the order the documentation lists them: the keys that work anywhere first.
    public static var screens: [ScreenKind] { [ScreenCatalogue.everyScreen] + ScreenCatalogue.screens }

    /// Every action name the screens list, which config.toml's `[keys]` may rebind.
    public static var actionNames: Set<String> { Set(screens.flatMap { $0.help.entries.compactMap(\.name) }) }
}
