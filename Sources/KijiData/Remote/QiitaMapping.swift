import FoundationEssentials
import KijiDomain
import QiitaAPI

extension Item {
    /// The entity for an item as the API describes it.
    init(_ item: QiitaItem) {
        self.init(
            id: Item.ID(item.id), title: item.title, body: item.body, author: User(item.user),
            tags: item.tags.map { Tag($0.name) }, likesCount: item.likesCount, stocksCount: item.stocksCount,
            commentsCount: item.commentsCount, createdAt: item.createdAt, updatedAt: item.updatedAt, url: item.url)
    }
}

extension Comment {
    /// The entity for a comment as the API describes it; a missing date reads as the other one,
    /// or as the epoch when both are missing, so the comment still shows.
    init(_ comment: QiitaComment) {
        let createdAt = comment.createdAt ?? comment.updatedAt ?? Date(timeIntervalSince1970: 0)
        self.init(
            id: Comment.ID(comment.id), body: comment.body, createdAt: createdAt,
            updatedAt: comment.updatedAt ?? createdAt, user: User(comment.user))
    }
}

extension User {
    /// The entity for a user as the API describes one.
    init(_ user: QiitaUser) {
        self.init(
            id: User.ID(user.id), name: user.name, description: user.description, itemsCount: user.itemsCount,
            followersCount: user.followersCount)
    }
}

extension RateLimitStatus {
    /// The status the API reported.
    init(_ limit: RateLimit) {
        self.init(remaining: limit.remaining, limit: limit.limit, resetsAt: limit.resetsAt)
    }
}

extension LoadError {
    /// The screen-level error for an API error, with its sentence for the status line in the user's language.
    init(_ error: QiitaAPIError) {
        let kind: Kind
        switch error {
        case .transport(.cancelled, _, _): kind = .cancelled
        case .transport: kind = .unreachable
        case .notFound: kind = .notFound
        case .unauthorized, .forbidden, .tokenRequired, .insecureTokenTransport: kind = .unauthorized
        case .rateLimited(let resetsAt, _): kind = .rateLimited(resetsAt: resetsAt)
        case .server, .http, .decoding, .redirectedWrite: kind = .server
        }
        self.init(kind: kind, message: QiitaErrorSentence.of(error), detail: Self.detail(of: error))
    }

    /// The screen-level error, where a missing token becomes a sentence on how to log in for `need`.
    init(_ error: QiitaAPIError, needingTokenFor need: TokenNeed) {
        if case .tokenRequired = error { self = .tokenRequired(for: need) } else { self.init(error) }
    }

    private static func detail(of error: QiitaAPIError) -> String {
        switch error {
        case .transport(let failure, let host, let detail): "\(failure) talking to \(host): \(detail)"
        case .decoding(let endpoint, let detail): "\(endpoint): \(detail)"
        default: error.body.map { "\($0.type): \($0.message)" } ?? String(describing: error)
        }
    }
}
