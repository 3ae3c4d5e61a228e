/// The names a config file may use that kiji's other layers define: theme roles, key actions, key names
/// and which actions share a screen.
///
/// The composition root fills it from TerminalUI and KijiModules, so that this layer needs neither.
public struct ConfigVocabulary: Sendable {
    /// Theme role names, e.g. `title`.
    public var themeRoles: Set<String>
    /// Action names for `[keys]`, e.g. `open`.
    public var keyActions: Set<String>
    /// Whether a text names a key, e.g. `Enter`, `l` or `C-f`.
    public var isKeyName: @Sendable (String) -> Bool
    /// Values of `list_selection`, e.g. `bar`.
    public var listSelectionStyles: Set<String>
    /// The action names that apply together, one set per screen (with the shell's, which apply on
    /// every screen): a key bound to two actions of one set is a conflict.
    public var keyScopes: [Set<String>]
    /// The one name of a key however it is written, e.g. `C-f` for `c-F`.
    public var keyIdentity: @Sendable (String) -> String

    /// Creates a vocabulary.
    public init(
        themeRoles: Set<String>, keyActions: Set<String>, isKeyName: @escaping @Sendable (String) -> Bool,
        listSelectionStyles: Set<String> = [], keyScopes: [Set<String>] = [],
        keyIdentity: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.themeRoles = themeRoles
        self.keyActions = keyActions
        self.isKeyName = isKeyName
        self.listSelectionStyles = listSelectionStyles
        self.keyScopes = keyScopes
        self.keyIdentity = keyIdentity
    }
}
