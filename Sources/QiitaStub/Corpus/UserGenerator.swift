/// Makes the corpus's users.
enum UserGenerator {
    /// `count` generated users with Japanese and English names.
    static func users(count: Int, seed: UInt64) -> [CorpusUser] {
        (0..<count).map { index in
            var random = SplitMix64(seed: seed, 4, UInt64(index))
            let id: String
            let name: String
            if random.next() % 5 == 0 {
                name = random.pick(WordBank.englishNames)
                id = name.lowercased().replacingAll(" ", with: "_") + "\(index)"
            } else {
                let family = random.pick(WordBank.familyNames)
                let given = random.pick(WordBank.givenNames)
                id = "\(given.0)_\(family.0)\(index)"
                name = random.next() % 4 == 0 ? "" : "\(family.1) \(given.1)"
            }
            return CorpusUser(
                id: id, name: name, description: random.pick(WordBank.japaneseSentences),
                location: random.pick(WordBank.locations), organization: random.pick(WordBank.organizations),
                followersCount: Int(random.next() % 2000), followeesCount: Int(random.next() % 300))
        }
    }

    /// The user behind a hand-written article.
    static func author(of article: HandwrittenArticle) -> CorpusUser {
        CorpusUser(
            id: article.author, name: article.authorName, description: "Writes about \(article.tags.joined(separator: ", ")).",
            location: "Tokyo", organization: "", followersCount: 321, followeesCount: 42)
    }

    /// Users whose names and profiles are hostile to terminals.
    static func hostileUsers() -> [CorpusUser] {
        HostileContent.userLogins.enumerated().map { index, login in
            let names = HostileContent.userNames
            return CorpusUser(
                id: login, name: names[index % names.count], description: names[(index + 1) % names.count],
                location: HostileContent.titles[index % HostileContent.titles.count], organization: "",
                followersCount: 0, followeesCount: 0)
        }
    }
}
