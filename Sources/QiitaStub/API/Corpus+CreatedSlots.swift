extension Corpus {
    /// The slots of the items created within `span` (UNIX seconds, half-open), found by bisection:
    /// slots are newest first, so they are one run.
    func slots(createdIn span: Range<Int>) -> Range<Int> {
        firstSlot(createdBefore: span.upperBound)..<firstSlot(createdBefore: span.lowerBound)
    }

    /// The first slot whose item was created before `time`; ``itemCount`` when there is none.
    private func firstSlot(createdBefore time: Int) -> Int {
        var low = 0
        var high = itemCount
        while low < high {
            let middle = (low + high) / 2
            if createdAt(ofSlot: middle) < time { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
