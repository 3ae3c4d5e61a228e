/// Following tags and users, and the signed-in user's own items with page views.
extension RouteContext {
    /// `GET /users/:id/following_tags`: the tags the user follows, most recently followed first.
    func followingTags(userID: String) -> StubResponse {
        guard let user = corpus.userIndex(id: userID) else { return notFound() }
        let tags = followedTags(of: user)
        guard let paging = Paging(request) else { return badPaging() }
        var writer = JSONWriter()
        writer.array(paging.range(total: tags.count)) { writer, position in
            QiitaJSON.tag(tags[position], itemsCount: corpus.itemIndices(taggedWith: tags[position]).count, into: &writer)
        }
        return .json(200, writer.bytes, headers: paging.headers(total: tags.count, url: selfURL(), extraQuery: ""))
    }

    /// `GET /users/:id/followees`: the users the user follows.
    func followees(userID: String) -> StubResponse {
        guard let user = corpus.userIndex(id: userID) else { return notFound() }
        return userPage(followedUsers(of: user))
    }

    /// `GET`, `PUT` or `DELETE /tags/:id/following` for the token's `user`.
    func tagFollowing(method: String, tag: String, user: Int) -> StubResponse {
        guard corpus.tagExists(tag) else { return notFound() }
        switch method {
        case "GET": return followedTags(of: user).contains { $0.lowercased() == tag.lowercased() } ? .noContent : notFound()
        case "PUT": state.setFollowing(true, user: user, tag: tag)
        case "DELETE": state.setFollowing(false, user: user, tag: tag)
        default: return notFound()
        }
        return .noContent
    }

    /// `GET`, `PUT` or `DELETE /users/:id/following` for the token's `user`.
    func userFollowing(method: String, followeeID: String, user: Int) -> StubResponse {
        guard let followee = corpus.userIndex(id: followeeID) else { return notFound() }
        switch method {
        case "GET": return followedUsers(of: user).contains(followee) ? .noContent : notFound()
        case "PUT": state.setFollowing(true, user: user, followee: followee)
        case "DELETE": state.setFollowing(false, user: user, followee: followee)
        default: return notFound()
        }
        return .noContent
    }

    /// `GET /authenticated_user/items`: the token's user's items, newest first, with page views;
    /// one in eleven is private.
    func authenticatedUserItems(_ user: Int) -> StubResponse {
        let slots = corpus.itemIndices(byUser: user)
        guard let paging = Paging(request) else { return badPaging() }
        var writer = JSONWriter()
        writer.array(paging.range(total: slots.count)) { writer, position in
            let slot = slots[position]
            writeItem(slot, into: &writer, pageViews: Self.pageViews(of: corpus.item(at: slot, withBody: false)), isPrivate: slot % 11 == 5)
        }
        return .json(200, writer.bytes, headers: paging.headers(total: slots.count, url: selfURL(), extraQuery: ""))
    }

    /// The tags a user follows: three from the corpus, chosen by the user's place, changed by follows.
    private func followedTags(of user: Int) -> [String] {
        var base: [String] = []
        let pool = max(1, min(corpus.itemCount, 400))
        for step in 0..<60 where base.count < 3 {
            for tag in corpus.item(at: (user * 31 + step * 17) % pool, withBody: false).tags
            where !base.contains(where: { $0.lowercased() == tag.lowercased() }) && base.count < 3 {
                base.append(tag)
            }
        }
        return state.followedTags(ofUser: user, base: base)
    }

    /// The users a user follows: three authors chosen by the user's place, changed by follows.
    private func followedUsers(of user: Int) -> [Int] {
        var base: [Int] = []
        let count = corpus.users.count
        for step in 1..<count where base.count < 3 {
            let candidate = (user + step * 7) % count
            if candidate != user, !base.contains(candidate), !corpus.itemIndices(byUser: candidate).isEmpty { base.append(candidate) }
        }
        return state.followees(ofUser: user, base: base)
    }

    private static func pageViews(of item: CorpusItem) -> Int {
        item.likesCount * 37 + 120 + item.index % 97
    }
}
