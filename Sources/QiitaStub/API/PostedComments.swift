/// What clients did to comments: posted ones by item slot, edits, and deletions.
struct PostedComments: Sendable {
    /// Posted comments by item slot, oldest first.
    var posted: [Int: [CorpusComment]] = [:]
    /// New bodies and update times of generated comments, by id.
    var edits: [String: (body: String, updatedAt: Int)] = [:]
    /// Deleted generated comments, by item slot.
    var deleted: [Int: Set<String>] = [:]
    /// Comments posted so far, which numbers the next one.
    var postedCount = 0

    /// The item's comments, oldest first: the generated ones as edited, less the deleted, then the posted.
    func comments(ofItem slot: Int, generated: [CorpusComment]) -> [CorpusComment] {
        let removed = deleted[slot] ?? []
        let kept = generated.filter { !removed.contains($0.id) }.map { comment in
            guard let edit = edits[comment.id] else { return comment }
            var edited = comment
            edited.body = edit.body
            edited.updatedAt = edit.updatedAt
            return edited
        }
        return kept + (posted[slot] ?? [])
    }

    /// How far the item's comment count differs from the generated count.
    func countChange(ofItem slot: Int) -> Int {
        (posted[slot]?.count ?? 0) - (deleted[slot]?.count ?? 0)
    }

    /// Changes a comment's body, marking it edited, and returns it as changed.
    mutating func edit(_ comment: CorpusComment, slot: Int, body: String, at time: Int) -> CorpusComment {
        var edited = comment
        edited.body = body
        edited.updatedAt = max(time, comment.createdAt + 1)
        if let index = posted[slot]?.firstIndex(where: { $0.id == comment.id }) {
            posted[slot]?[index] = edited
        } else {
            edits[comment.id] = (edited.body, edited.updatedAt)
        }
        return edited
    }

    /// Deletes a comment, posted or generated.
    mutating func delete(_ id: String, slot: Int) {
        if let index = posted[slot]?.firstIndex(where: { $0.id == id }) {
            posted[slot]?.remove(at: index)
        } else {
            deleted[slot, default: []].insert(id)
        }
    }
}
