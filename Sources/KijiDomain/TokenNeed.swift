import Localization

/// What needs a Qiita access token, so that the error can say so in one sentence of its own.
public enum TokenNeed: Sendable, Hashable {
    /// Reading the signed-in account.
    case account
    /// Stocking or unstocking an item.
    case stocking
    /// The list of the user's stocks.
    case myStocks
    /// Following or unfollowing a tag or user, and the lists of them.
    case following
    /// The list of the user's own articles.
    case myArticles
    /// Posting a comment.
    case commenting
    /// Editing one's comments.
    case editingComments
    /// Deleting one's comments.
    case deletingComments
    /// The `kiji stocks` command.
    case stocksCommand

    /// The sentence saying that this needs a token and how to get one, in the user's language.
    public var sentence: String {
        switch self {
        case .account: tr("Your account needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .stocking: tr("Stocking needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .myStocks: tr("My stocks needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .following: tr("Following needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .myArticles: tr("Your articles need a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .commenting: tr("Commenting needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .editingComments: tr("Editing comments needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .deletingComments: tr("Deleting comments needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        case .stocksCommand: tr("kiji stocks needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        }
    }
}
