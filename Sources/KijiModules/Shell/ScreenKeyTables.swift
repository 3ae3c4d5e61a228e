import TerminalUI

/// The config names of every screen's key table: a screen registers its table here, so that
/// config.toml's `[keys]` can be checked against the names kiji knows.
public enum ScreenKeyTables {
    /// Every action name some key table has.
    public static var actionNames: Set<String> {
        ShellAction.keyTable.actionNames
            .union(ItemListView.keyTable.actionNames)
            .union(ItemDetailView.keyTable.actionNames)
            .union(CommentsView.keyTable.actionNames)
    }
}
