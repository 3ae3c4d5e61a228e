/// Whether the elements of a rows screen were read, and how to mark them: a list of items keeps
/// one in its ``RowsPresentation`` (`readMarks`), which opening a row and `u` then use.
@MainActor
struct ReadMarking<ID> {
    /// Whether the element was opened before (or marked read).
    var isRead: @MainActor (ID) -> Bool
    /// Marks the element read or unread.
    var setRead: @MainActor (_ read: Bool, ID) -> Void
}

extension RowsPresentation {
    /// Whether the element in `row` was read; false when there is none or the list keeps no marks.
    func isRead(row: Int) -> Bool {
        guard let readMarks, let id = element(at: row)?.id else { return false }
        return readMarks.isRead(id)
    }

    /// Marks the element in `row` read (it was opened) and shows the rows again.
    func markRead(row: Int) {
        guard let readMarks, let id = element(at: row)?.id else { return }
        readMarks.setRead(true, id)
        publish()
    }

    /// Marks the element in `row` unread if it was read, read otherwise, and shows the rows again;
    /// returns whether it is read now, nil when there is no element or the list keeps no marks.
    func toggleRead(row: Int) -> Bool? {
        guard let readMarks, let id = element(at: row)?.id else { return nil }
        let read = !readMarks.isRead(id)
        readMarks.setRead(read, id)
        publish()
        return read
    }
}
