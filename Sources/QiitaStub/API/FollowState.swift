/// What users followed and unfollowed on one stub, over the corpus's own follows.
struct FollowState {
    private var tagsAdded: [Int: [String]] = [:]
    private var tagsRemoved: [Int: Set<String>] = [:]
    private var usersAdded: [Int: [Int]] = [:]
    private var usersRemoved: [Int: Set<Int>] = [:]

    /// `base` changed by follows (newest first, in front) and unfollows; tags compared in lower case.
    func tags(ofUser user: Int, base: [String]) -> [String] {
        let added = tagsAdded[user] ?? []
        let removed = tagsRemoved[user] ?? []
        let addedKeys = Set(added.map { $0.lowercased() })
        return added.reversed() + base.filter { !removed.contains($0.lowercased()) && !addedKeys.contains($0.lowercased()) }
    }

    /// `base` changed by follows (newest first, in front) and unfollows.
    func users(ofUser user: Int, base: [Int]) -> [Int] {
        let added = usersAdded[user] ?? []
        let removed = usersRemoved[user] ?? []
        return added.reversed() + base.filter { !removed.contains($0) && !added.contains($0) }
    }

    mutating func set(_ following: Bool, user: Int, tag: String) {
        let key = tag.lowercased()
        tagsAdded[user, default: []].removeAll { $0.lowercased() == key }
        if following {
            tagsAdded[user, default: []].append(tag)
            tagsRemoved[user, default: []].remove(key)
        } else {
            tagsRemoved[user, default: []].insert(key)
        }
    }

    mutating func set(_ following: Bool, user: Int, followee: Int) {
        usersAdded[user, default: []].removeAll { $0 == followee }
        if following {
            usersAdded[user, default: []].append(followee)
            usersRemoved[user, default: []].remove(followee)
        } else {
            usersRemoved[user, default: []].insert(followee)
        }
    }
}
