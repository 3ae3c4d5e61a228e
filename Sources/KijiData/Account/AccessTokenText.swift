import Localization

/// The sentences about the token's text itself, shared by the store and the login.
enum AccessTokenText {
    /// The text given as a token cannot be one.
    static var notAToken: String { tr("That is not a token: it is empty or has spaces in it.") }
}
