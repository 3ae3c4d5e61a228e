import Localization

/// Every kind of screen, in one list: config.toml's `[keys]`, the key reference (docs/keys.md, the
/// man page) and the key scopes that decide a conflict all read it.
///
/// A new screen is one entry in ``screens`` (the generator prints it) beside its destination and
/// its line in the composition root's factory.
public enum ScreenCatalogue {
    /// The keys that work whatever screen is open: the shell's.
    public nonisolated static var everyScreen: ScreenKind {
        ScreenKind(
            title: tr("Every screen"),
            summary: tr("The keys that work whatever screen is open; a screen's own keys come before them."),
            help: AppShell.keyHelp, actionNames: AppShell.keyActionNames)
    }

    /// The screens, in the order the documentation lists them.
    public nonisolated static var screens: [ScreenKind] {
        [
            ScreenKind(
                title: tr("Item lists"), summary: tr("The newest items, a tag's, a user's, a search's and your stocks."),
                help: ItemListRouter.keyHelp, actionNames: ItemListRouter.keyActionNames),
            ScreenKind(
                title: tr("An article"),
                summary: tr(
                    "An opened item, `kiji read` and `kiji preview`. Here `/` finds in the article, as in less and vim (`n` and `N`: the next and previous match), and `:` searches Qiita, as it does on every screen."
                ),
                help: ItemDetailRouter.keyHelp, actionNames: ItemDetailRouter.keyActionNames),
            ScreenKind(
                title: tr("Comments"), summary: tr("An article's comments (`c`)."),
                help: CommentsRouter.keyHelp, actionNames: CommentsRouter.keyActionNames),
            ScreenKind(
                title: tr("The trend"), summary: tr("`kiji trend`, or `1`."),
                help: TrendRouter.keyHelp, actionNames: TrendRouter.keyActionNames),
            ScreenKind(
                title: tr("The timeline"), summary: tr("`kiji timeline`, or `2`."),
                help: TimelineRouter.keyHelp, actionNames: TimelineRouter.keyActionNames),
            ScreenKind(
                title: tr("Your articles"), summary: tr("`kiji mine`, or `5`."),
                help: MyArticlesRouter.keyHelp, actionNames: MyArticlesRouter.keyActionNames),
            ScreenKind(
                title: tr("Kept items found"),
                summary: tr("`K` on any screen: the kept items that hold some words, found offline, like `kiji find`."),
                help: KeptSearchRouter.keyHelp, actionNames: KeptSearchRouter.keyActionNames),
        ]
    }

    /// The action names that work together, one set per screen: the screen's and the shell's,
    /// which work on every screen. Two actions bound to one key conflict only within a scope.
    public nonisolated static var keyScopes: [Set<String>] {
        screens.map { $0.actionNames.union(everyScreen.actionNames) }
    }

    /// Every action name config.toml's `[keys]` may rebind: the shell's own and each screen's.
    public nonisolated static var keyActionNames: Set<String> { keyScopes.reduce(into: []) { $0.formUnion($1) } }
}
