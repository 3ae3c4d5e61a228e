/// A Qiita search query such as `tag:swift -tag:ios created:<2024-01-01 OR user:alice`, as the stub
/// understands it: terms joined by spaces must all match, `OR` between terms joins alternatives.
struct SearchQuery {
    /// The alternatives; an item matches when every term of one of them does.
    private let alternatives: [[SearchTerm]]
    /// Whether every term could be read; Qiita answers a malformed term with no items.
    let isValid: Bool

    /// Parses space-separated terms (see ``SearchTerm``); a lone `OR` starts a new alternative.
    init(_ text: String) {
        var alternatives: [[SearchTerm]] = [[]]
        var valid = true
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }) {
            if word == "OR" {
                alternatives.append([])
            } else if let term = SearchTerm(word) {
                alternatives[alternatives.count - 1].append(term)
            } else {
                valid = false
            }
        }
        self.alternatives = alternatives.filter { !$0.isEmpty }
        isValid = valid
    }

    /// Whether an item by `author` matches; `body` is asked only when a term looks in bodies.
    func matches(_ item: CorpusItem, author: String, body: () -> String = { "" }) -> Bool {
        isValid && alternatives.contains { terms in terms.allSatisfy { $0.matches(item, author: author, body: body) } }
    }

    /// Whether a term looks in bodies, which are generated only then.
    var readsBodies: Bool {
        alternatives.joined().contains { if case .body = $0.condition { true } else { false } }
    }

    /// The creation times every match falls in, when the query has one alternative that bounds
    /// them; the stub then looks only at the items created then.
    var createdSpan: Range<Int>? {
        guard alternatives.count == 1 else { return nil }
        return alternatives[0].reduce(nil) { span, term -> Range<Int>? in
            guard !term.negated, case .created(let bound) = term.condition else { return span }
            guard let span else { return bound }
            return span.clamped(to: bound)
        }
    }

    /// Whether every item the indexes give (those created within ``createdSpan``, with
    /// ``requiredTag``, by ``requiredUser``) matches, so that no item need be looked at.
    var answeredByIndexes: Bool {
        let tag = requiredTag
        let user = requiredUser
        return alternatives.count == 1 && alternatives[0].allSatisfy { term in
            guard !term.negated else { return false }
            switch term.condition {
            case .created: return true
            case .tag(let name): return name == tag
            case .user(let name): return name == user && tag == nil
            default: return false
            }
        }
    }

    /// The tag every match carries, when the query has one alternative with a `tag:` term.
    var requiredTag: String? {
        guard alternatives.count == 1 else { return nil }
        for term in alternatives[0] where !term.negated { if case .tag(let name) = term.condition { return name } }
        return nil
    }

    /// The login every match is by, when the query has one alternative with a `user:` term.
    var requiredUser: String? {
        guard alternatives.count == 1 else { return nil }
        for term in alternatives[0] where !term.negated { if case .user(let name) = term.condition { return name } }
        return nil
    }
}
