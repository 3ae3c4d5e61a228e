import FoundationEssentials

/// Answers Qiita API v2 requests from the corpus, with Qiita's headers, paging, errors and faults.
final class QiitaAPIHandler: Sendable {
    private let corpus: Corpus
    private let state: StubState
    private let tokens: [String: String]
    private let readOnlyTokens: Set<String>
    private let writeOnlyTokens: Set<String>
    private let clock: @Sendable () -> Int

    init(
        corpus: Corpus, state: StubState, tokens: [String: String], readOnlyTokens: Set<String> = [],
        writeOnlyTokens: Set<String> = [], clock: @escaping @Sendable () -> Int
    ) {
        self.corpus = corpus
        self.state = state
        self.tokens = tokens
        self.readOnlyTokens = readOnlyTokens
        self.writeOnlyTokens = writeOnlyTokens
        self.clock = clock
    }

    /// The response to one request.
    func handle(_ request: StubRequest) -> StubResponse {
        state.record(request)
        if request.path.hasPrefix("/__stub/") { return StubControl(state: state).handle(request) }
        if request.method == "GET", let feed = FeedRoutes.feed(at: request.path) { return answerFeed(feed, request) }
        if request.method == "GET", request.path.hasPrefix(FileRoutes.prefix) { return answerFile(request) }
        guard request.path == "/api/v2" || request.path.hasPrefix("/api/v2/") else {
            return .qiitaError(404, message: "Not found", type: "not_found")
        }
        let path = String(request.path.dropFirst("/api/v2".count))

        let token = bearerToken(request)
        let fault = state.takeFault(method: request.method, path: path)
        // A refusing fault replaces the whole answer, and the request is not carried out.
        var response = fault?.refusesRequest == true ? StubResponse.noContent : answer(request, path: path, token: token)
        if request.method == "GET", response.status == 200 { response = WeakETag.conditional(response, request: request) }
        response.headers += rateHeaders(client: token ?? "anonymous", hasToken: token != nil)
        if let fault { response = FaultApplier.apply(fault, to: response, now: clock()) }
        response.delay += state.latency
        return response
    }

    /// An image file (`/files/…`): outside the API, so no token and no rate limit; faults match its own path.
    private func answerFile(_ request: StubRequest) -> StubResponse {
        let fault = state.takeFault(method: request.method, path: request.path)
        var response = fault?.refusesRequest == true ? StubResponse.noContent : FileRoutes.answer(request)
        if let fault { response = FaultApplier.apply(fault, to: response, now: clock()) }
        response.delay += state.latency
        return response
    }

    /// A feed: outside the API, so no token and no rate limit; feed faults match its own path.
    private func answerFeed(_ feed: FeedRoutes.Feed, _ request: StubRequest) -> StubResponse {
        let fault = state.takeFault(method: request.method, path: request.path)
        var response = fault?.refusesRequest == true
            ? StubResponse.noContent : FeedRoutes(corpus: corpus, request: request, now: clock()).answer(feed, fault: fault)
        if let fault { response = FaultApplier.apply(fault, to: response, now: clock()) }
        response.delay += state.latency
        return response
    }

    /// The endpoint's answer, once the token is checked.
    private func answer(_ request: StubRequest, path: String, token: String?) -> StubResponse {
        if let token, tokens[token] == nil { return .qiitaError(401, message: "Unauthorized", type: "unauthorized") }
        if let token, writeOnlyTokens.contains(token), path.hasPrefix("/authenticated_user") {
            return .qiitaError(403, message: "Forbidden", type: "forbidden")
        }
        let user = token.flatMap { tokens[$0] }.flatMap(corpus.userIndex(id:))
        let writer = token.map { readOnlyTokens.contains($0) } == true ? nil : user
        return route(request, path: path, user: user, writer: writer)
    }

    /// The response of the endpoint; `user` is the token's user, and `writer` the same when the token may write.
    private func route(_ request: StubRequest, path: String, user: Int?, writer: Int?) -> StubResponse {
        let segments = path.split(separator: "/").map(String.init)
        let context = RouteContext(corpus: corpus, state: state, request: request)
        switch (request.method, segments.count, segments.first) {
        case ("GET", 1, "items"):
            return context.itemsList()
        case ("GET", 2, "items"):
            return context.item(id: segments[1])
        case (_, 3, "items") where segments[2] == "comments":
            let comments = CommentRoutes(corpus: corpus, state: state, request: request, user: user, writer: writer, now: clock())
            switch request.method {
            case "GET": return comments.list(itemID: segments[1])
            case "POST": return comments.post(itemID: segments[1])
            default: return .qiitaError(404, message: "Not found", type: "not_found")
            }
        case (_, 2, "comments"):
            let comments = CommentRoutes(corpus: corpus, state: state, request: request, user: user, writer: writer, now: clock())
            switch request.method {
            case "PATCH": return comments.edit(commentID: segments[1])
            case "DELETE": return comments.delete(commentID: segments[1])
            default: return .qiitaError(404, message: "Not found", type: "not_found")
            }
        case ("GET", 3, "items") where segments[2] == "stockers":
            return context.stockers(itemID: segments[1])
        case (_, 3, "items") where segments[2] == "stock":
            guard let user else { return .qiitaError(401, message: "Unauthorized", type: "unauthorized") }
            return context.stock(method: request.method, itemID: segments[1], user: user)
        case ("GET", 2, "users"):
            return context.user(id: segments[1])
        case ("GET", 3, "users") where segments[2] == "items":
            return context.userItems(id: segments[1])
        case ("GET", 3, "users") where segments[2] == "stocks":
            return context.userStocks(id: segments[1])
        case ("GET", 3, "tags") where segments[2] == "items":
            return context.tagItems(tag: segments[1])
        case ("GET", 3, "users") where segments[2] == "following_tags":
            return context.followingTags(userID: segments[1])
        case ("GET", 3, "users") where segments[2] == "followees":
            return context.followees(userID: segments[1])
        case (_, 3, "tags") where segments[2] == "following":
            guard let user else { return .qiitaError(401, message: "Unauthorized", type: "unauthorized") }
            return context.tagFollowing(method: request.method, tag: segments[1], user: user)
        case (_, 3, "users") where segments[2] == "following":
            guard let user else { return .qiitaError(401, message: "Unauthorized", type: "unauthorized") }
            return context.userFollowing(method: request.method, followeeID: segments[1], user: user)
        case ("GET", 1, "authenticated_user"):
            guard let user else { return .qiitaError(401, message: "Unauthorized", type: "unauthorized") }
            return context.authenticatedUser(user)
        case ("GET", 2, "authenticated_user") where segments[1] == "items":
            guard let user else { return .qiitaError(401, message: "Unauthorized", type: "unauthorized") }
            return context.authenticatedUserItems(user)
        default:
            return .qiitaError(404, message: "Not found", type: "not_found")
        }
    }

    private func bearerToken(_ request: StubRequest) -> String? {
        guard let value = request.header("Authorization"), value.hasPrefix("Bearer ") else { return nil }
        return String(value.dropFirst("Bearer ".count))
    }

    /// The `Rate-*` headers of an answer, counting it against `client`'s hour.
    ///
    /// A 304 counts like any other answer: Qiita does not say whether a conditional GET answered
    /// "not modified" is spent from the limit, and a client that assumes it is never runs out early.
    private func rateHeaders(client: String, hasToken: Bool) -> [HeaderField] {
        let limit = hasToken ? 1000 : 60
        let used = state.countRequest(from: client)
        return [
            HeaderField("Rate-Limit", String(limit)), HeaderField("Rate-Remaining", String(max(0, limit - used))),
            HeaderField("Rate-Reset", String(state.windowStart + 3600)),
        ]
    }
}
