/// What a link target in a laid-out article leads to.
///
/// The pager (`TextView`) knows link targets only as strings: layout stores `target` in each
/// span, and whoever gets a string back from the pager turns it into an `ArticleLink` with
/// `init(target:)`. This is the one place that encoding lives, so no presenter parses strings.
/// Every string decodes to some link, and `ArticleLink(target: link.target) == link` for every link;
/// a body link that happens to use kiji's own scheme stays a `.url`, so an article cannot pose as
/// the app's own navigation.
public enum ArticleLink: Hashable, Sendable {
    /// A web address (or any address an article links to).
    case url(String)
    /// A user's items, from a mention; the login without the `@`.
    case user(String)
    /// The foldable section with this number (see `ArticleFolding`).
    case details(Int)
    /// The article's author, from the header.
    case author
    /// A tag's items, from the header.
    case tag(String)
    /// The article's comments, from the line that ends it.
    case comments
    /// An image standing alone, by its address: its placeholder or its drawn rows. Enter opens the
    /// address in the browser, like a `.url`.
    case image(String)
    /// The code block with this number (see `ArticleCodeBlocks`), from its opening line: `y` copies
    /// its text, Enter does nothing.
    case code(Int)

    /// The scheme of every target that is not a `.url`.
    private static let scheme = "kiji:"

    /// The string the pager carries for this link.
    public var target: String {
        switch self {
        case .url(let address): address.hasPrefix(Self.scheme) ? Self.scheme + "url:" + address : address
        case .user(let login): Self.scheme + "user:" + login
        case .details(let number): Self.scheme + "details:" + String(number)
        case .author: Self.scheme + "author"
        case .tag(let name): Self.scheme + "tag:" + name
        case .comments: Self.scheme + "comments"
        case .image(let address): Self.scheme + "image:" + address
        case .code(let number): Self.scheme + "code:" + String(number)
        }
    }

    /// The link a pager target stands for; a string not in kiji's scheme is a `.url`.
    public init(target: String) {
        guard target.hasPrefix(Self.scheme) else {
            self = .url(target)
            return
        }
        let rest = target.dropFirst(Self.scheme.count)
        let kind = rest.prefix { $0 != ":" }
        let value = String(rest.dropFirst(kind.count + 1))
        switch (kind, Int(value)) {
        case ("url", _): self = .url(value)
        case ("user", _): self = .user(value)
        case ("details", let number?): self = .details(number)
        case ("author", _) where rest == "author": self = .author
        case ("tag", _): self = .tag(value)
        case ("comments", _) where rest == "comments": self = .comments
        case ("image", _): self = .image(value)
        case ("code", let number?): self = .code(number)
        default: self = .url(target)
        }
    }
}
