/// The names a config file may use that kiji's other layers define: theme roles, key actions and key names.
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

    /// Creates a vocabulary.
    public init(
        themeRoles: Set<String>, keyActions: Set<String>, isKeyName: @escaping @Sendable (String) -> Bool,
        listSelectionStyles: Set<String> = []
    ) {
        self.themeRoles = themeRoles
        self.keyActions = keyActions
        self.isKeyName = isKeyName
        self.listSelectionStyles = listSelectionStyles
    }
}
