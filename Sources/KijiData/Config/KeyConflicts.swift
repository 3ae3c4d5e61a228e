/// Finds `[keys]` entries that bind one key to two actions working on the same screen, where only
/// one of them could run.
struct KeyConflicts {
    /// An action whose keys clash with an earlier action's.
    struct Conflict: Equatable {
        /// The later action, whose keys are not used.
        var action: String
        /// The key, as the later action wrote it.
        var key: String
        /// The earlier action bound to the same key.
        var other: String
    }

    let vocabulary: ConfigVocabulary

    /// The conflicts among `keys` (action name to key names), taking actions in `order`: the first
    /// action keeps a key, and each later one that shares a screen with it is a conflict.
    func conflicts(in keys: [String: [String]], order: [String]) -> [Conflict] {
        var claims: [String: [String]] = [:]
        var found: [Conflict] = []
        for action in order {
            guard let names = keys[action] else { continue }
            let clash = names.lazy.compactMap { name in
                claims[vocabulary.keyIdentity(name)]?.first { sharesScreen(action, $0) }.map { Conflict(action: action, key: name, other: $0) }
            }.first
            if let clash {
                found.append(clash)
                continue
            }
            for identity in Set(names.map(vocabulary.keyIdentity)) { claims[identity, default: []].append(action) }
        }
        return found
    }

    private func sharesScreen(_ action: String, _ other: String) -> Bool {
        vocabulary.keyScopes.contains { $0.contains(action) && $0.contains(other) }
    }
}
