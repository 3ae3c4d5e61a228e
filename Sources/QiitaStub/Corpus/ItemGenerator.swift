/// Generates the items that are neither hand-written nor hostile, one slot at a time.
struct ItemGenerator: Sendable {
    let seed: UInt64
    /// The users generated items may be by: everyone but the hostile ones.
    let authorCount: Int

    /// The generated fields of slot `index`; the body only when asked, since lists of 100,000
    /// items are searched by title and tags alone.
    func fields(at index: Int, withBody: Bool) -> (title: String, body: String, author: Int, tags: [String]) {
        var random = SplitMix64(seed: seed, 1, UInt64(index))
        let (author, tags) = drawAuthorAndTags(random: &random)
        let title = makeTitle(tags: tags, random: &random)
        let body = withBody ? makeBody(title: title, tags: tags, random: &random) : ""
        return (title, body, author, tags)
    }

    /// The author and tags of slot `index`, as ``fields(at:withBody:)`` gives them, without making
    /// the title: what the corpus's indexes by user and tag need, at a fraction of the cost.
    func authorAndTags(at index: Int) -> (author: Int, tags: [String]) {
        var random = SplitMix64(seed: seed, 1, UInt64(index))
        return drawAuthorAndTags(random: &random)
    }

    /// The first draws of a slot's generator: its author, then its one to four tags.
    private func drawAuthorAndTags(random: inout SplitMix64) -> (author: Int, tags: [String]) {
        let author = Int(random.next() % UInt64(authorCount))
        let tagCount = 1 + Int(random.next() % 4)
        var tags: [String] = []
        while tags.count < tagCount {
            let tag = WordBank.tags[Int(Double(WordBank.tags.count) * random.unit() * random.unit())]
            if !tags.contains(tag) { tags.append(tag) }
        }
        return (author, tags)
    }

    private func makeTitle(tags: [String], random: inout SplitMix64) -> String {
        let english = random.next() % 4 == 0
        let template = english ? random.pick(WordBank.englishTitleTemplates) : random.pick(WordBank.japaneseTitleTemplates)
        let second = tags.count > 1 ? tags[1] : random.pick(WordBank.tags)
        return template
            .replacingAll("{tag2}", with: second)
            .replacingAll("{tag}", with: tags[0])
            .replacingAll("{thing}", with: random.pick(WordBank.things))
            .replacingAll("{verb}", with: random.pick(WordBank.verbs))
            .replacingAll("{ething}", with: random.pick(WordBank.englishThings))
            .replacingAll("{everb}", with: random.pick(WordBank.englishVerbs))
    }

    private func makeBody(title: String, tags: [String], random: inout SplitMix64) -> String {
        var lines = ["## はじめに", "", paragraph(random: &random), ""]
        if random.next() % 2 == 0 {
            let sample = random.pick(WordBank.codeSamples)
            let info = sample.1.isEmpty ? sample.0 : "\(sample.0):\(sample.1)"
            lines += ["## コード", "", "```\(info)", sample.2, "```", ""]
        }
        if random.next() % 3 == 0 {
            lines += ["## ポイント", ""]
            for _ in 0..<(2 + Int(random.next() % 3)) { lines.append("- \(random.pick(WordBank.japaneseSentences))") }
            lines.append("")
        }
        if random.next() % 4 == 0 {
            lines += [":::note info", random.pick(WordBank.japaneseSentences), ":::", ""]
        }
        lines += ["## まとめ", "", paragraph(random: &random), "", "タグ: " + tags.map { "`\($0)`" }.joined(separator: " ")]
        return lines.joined(separator: "\n")
    }

    private func paragraph(random: inout SplitMix64) -> String {
        let english = random.next() % 3 == 0
        return (0..<(2 + Int(random.next() % 4))).map { _ in
            english ? random.pick(WordBank.englishSentences) : random.pick(WordBank.japaneseSentences)
        }.joined(separator: english ? " " : "")
    }
}

extension String {
    /// The text with every occurrence of `target` replaced.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
