import FoundationEssentials
import LeanFoundation

/// The endpoints themselves, for one request.
struct RouteContext {
    let corpus: Corpus
    let state: StubState
    let request: StubRequest

    func itemsList() -> StubResponse {
        guard let query = request.queryValue("query"), !query.trimmingWhitespace().isEmpty else {
            return itemPage(total: corpus.itemCount, slot: { $0 }, extraQuery: "")
        }
        let search = SearchQuery(query)
        let matches = (0..<corpus.itemCount).filter { slot in
            let item = corpus.item(at: slot, withBody: false)
            return search.matches(item, author: corpus.users[item.authorIndex].id)
        }
        let encoded = RequestParser.queryEncode(query)
        return itemPage(total: matches.count, slot: { matches[$0] }, extraQuery: "query=\(encoded)&")
    }

    func item(id: String) -> StubResponse {
        guard let slot = corpus.itemIndex(id: id) else { return notFound() }
        var writer = JSONWriter()
        writeItem(slot, into: &writer)
        return .json(200, writer.bytes)
    }

    func stockers(itemID: String) -> StubResponse {
        guard let slot = corpus.itemIndex(id: itemID) else { return notFound() }
        let users = corpus.users.indices.filter { stocks(of: $0).contains(slot) }
        return userPage(users)
    }

    func stock(method: String, itemID: String, user: Int) -> StubResponse {
        guard let slot = corpus.itemIndex(id: itemID) else { return notFound() }
        switch method {
        case "GET": return stocks(of: user).contains(slot) ? .noContent : notFound()
        case "PUT": state.setStock(true, user: user, item: slot)
        case "DELETE": state.setStock(false, user: user, item: slot)
        default: return notFound()
        }
        return .noContent
    }

    func user(id: String) -> StubResponse {
        guard let index = corpus.userIndex(id: id) else { return notFound() }
        var writer = JSONWriter()
        QiitaJSON.user(corpus.users[index], itemsCount: corpus.itemIndices(byUser: index).count, into: &writer)
        return .json(200, writer.bytes)
    }

    func userItems(id: String) -> StubResponse {
        guard let index = corpus.userIndex(id: id) else { return notFound() }
        let slots = corpus.itemIndices(byUser: index)
        return itemPage(total: slots.count, slot: { slots[$0] }, extraQuery: "")
    }

    func userStocks(id: String) -> StubResponse {
        guard let index = corpus.userIndex(id: id) else { return notFound() }
        let slots = stocks(of: index)
        return itemPage(total: slots.count, slot: { slots[$0] }, extraQuery: "")
    }

    func tagItems(tag: String) -> StubResponse {
        guard corpus.tagExists(tag) else { return notFound() }
        let slots = corpus.itemIndices(taggedWith: tag)
        return itemPage(total: slots.count, slot: { slots[$0] }, extraQuery: "")
    }

    func authenticatedUser(_ index: Int) -> StubResponse {
        var writer = JSONWriter()
        QiitaJSON.user(corpus.users[index], itemsCount: corpus.itemIndices(byUser: index).count, into: &writer)
        var bytes = writer.bytes
        bytes.removeLast()
        bytes += Array(#","image_monthly_upload_limit":104857600,"image_monthly_upload_remaining":104857600}"#.utf8)
        return .json(200, bytes)
    }

    /// A user's stocks: the corpus's deterministic ones, changed by PUT and DELETE.
    private func stocks(of user: Int) -> [Int] {
        let seed = corpus.options.seed
        let base = (0..<min(corpus.itemCount, 3000)).filter { slot in
            var random = SplitMix64(seed: seed, 5, UInt64(user), UInt64(slot))
            return random.next() % 40 == 0
        }
        return state.stocks(ofUser: user, base: base)
    }

    func itemPage(total: Int, slot: (Int) -> Int, extraQuery: String) -> StubResponse {
        guard let paging = Paging(request) else { return badPaging() }
        var writer = JSONWriter()
        writer.array(paging.range(total: total)) { writer, position in writeItem(slot(position), into: &writer) }
        return .json(200, writer.bytes, headers: paging.headers(total: total, url: selfURL(), extraQuery: extraQuery))
    }

    func userPage(_ users: [Int]) -> StubResponse {
        guard let paging = Paging(request) else { return badPaging() }
        var writer = JSONWriter()
        writer.array(paging.range(total: users.count)) { writer, position in
            let index = users[position]
            QiitaJSON.user(corpus.users[index], itemsCount: corpus.itemIndices(byUser: index).count, into: &writer)
        }
        return .json(200, writer.bytes, headers: paging.headers(total: users.count, url: selfURL(), extraQuery: ""))
    }

    func writeItem(_ slot: Int, into writer: inout JSONWriter, pageViews: Int? = nil, isPrivate: Bool = false) {
        var item = corpus.item(at: slot)
        item.commentsCount += state.commentCountChange(ofItem: slot)
        QiitaJSON.item(
            item, author: corpus.users[item.authorIndex],
            authorItemsCount: corpus.itemIndices(byUser: item.authorIndex).count, pageViews: pageViews,
            isPrivate: isPrivate, into: &writer)
    }

    func selfURL() -> String {
        "http://\(request.header("Host") ?? "127.0.0.1")" + RequestParser.pathEncode(request.path)
    }

    func notFound() -> StubResponse { .qiitaError(404, message: "Not found", type: "not_found") }

    func badPaging() -> StubResponse {
        .qiitaError(400, message: "page and per_page must be between 1 and 100", type: "bad_request")
    }
}
