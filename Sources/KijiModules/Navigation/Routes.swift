import KijiDomain

/// The way out of a screen: builds the screen of any ``Destination``, ready to push, and the
/// search prompt.
///
/// Routers reach other screens only through it, never through another module's `assembleModule`,
/// so no screen folder names another. The composition root implements it once (`ScreenFactory` in
/// the kiji executable); a new destination is one case on ``Destination`` and its line there, and
/// the routers of the screens around it do not change. Router tests use a hand-written spy that
/// records the destinations asked for.
@MainActor
public protocol Routes: AnyObject {
    /// The screen `destination` names, built and ready to push.
    func screen(for destination: Destination) -> any Screen
    /// The search prompt of `scope` (Qiita, or the kept items), shown by the shell in place of the
    /// status bar.
    func searchPrompt(_ scope: SearchScope) -> any PromptScreen
}
