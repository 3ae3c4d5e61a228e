/// Qiita-shaped JSON for the corpus's users, items and comments.
enum QiitaJSON {
    /// A user object with every field Qiita sends.
    static func user(_ user: CorpusUser, itemsCount: Int, into writer: inout JSONWriter) {
        writer.object { json in
            json.field("description", user.description)
            json.field("facebook_id", "")
            json.field("followees_count", user.followeesCount)
            json.field("followers_count", user.followersCount)
            json.field("github_login_name", nil as String?)
            json.field("id", user.id)
            json.field("items_count", itemsCount)
            json.field("linkedin_id", "")
            json.field("location", user.location)
            json.field("name", user.name)
            json.field("organization", user.organization)
            json.field("permanent_id", abs(user.id.hashValueStable % 1_000_000))
            json.field("profile_image_url", "https://example.invalid/avatars/\(user.id).png")
            json.field("team_only", false)
            json.field("twitter_screen_name", nil as String?)
            json.field("website_url", "")
        }
    }

    /// An item object with every field Qiita sends; the body is left empty when not wanted.
    /// `pageViews` is only given to the author (`GET /authenticated_user/items`), as Qiita does.
    static func item(
        _ item: CorpusItem, author: CorpusUser, authorItemsCount: Int, pageViews: Int? = nil, isPrivate: Bool = false,
        into writer: inout JSONWriter
    ) {
        writer.object { json in
            json.field("rendered_body", item.body.isEmpty ? "" : "<p>" + escapeHTML(item.body) + "</p>")
            json.field("body", item.body)
            json.field("coediting", false)
            json.field("comments_count", item.commentsCount)
            json.field("created_at", isoDate(item.createdAt))
            json.field("group", nil as String?)
            json.field("id", item.id)
            json.field("likes_count", item.likesCount)
            json.field("private", isPrivate)
            json.field("reactions_count", 0)
            json.field("stocks_count", item.stocksCount)
            json.field("tags") { tags in
                tags.array(item.tags) { tag, name in
                    tag.object { json in
                        json.field("name", name)
                        json.field("versions") { $0.array([String]()) { _, _ in } }
                    }
                }
            }
            json.field("title", item.title)
            json.field("updated_at", isoDate(item.updatedAt))
            json.field("url", "https://qiita.com/\(author.id)/items/\(item.id)")
            json.field("user") { user(author, itemsCount: authorItemsCount, into: &$0) }
            json.field("page_views_count", pageViews)
            json.field("team_membership", nil as String?)
            json.field("organization_url_name", nil as String?)
            json.field("slide", false)
        }
    }

    /// A tag object as `GET /users/:user_id/following_tags` lists it.
    static func tag(_ name: String, itemsCount: Int, into writer: inout JSONWriter) {
        writer.object { json in
            json.field("followers_count", 100 + abs(name.lowercased().hashValueStable % 5000))
            json.field("icon_url", nil as String?)
            json.field("id", name)
            json.field("items_count", itemsCount)
        }
    }

    /// A comment object with the fields Qiita sends: id, body, rendered_body, dates and user.
    static func comment(_ comment: CorpusComment, author: CorpusUser, authorItemsCount: Int, into writer: inout JSONWriter) {
        writer.object { json in
            json.field("body", comment.body)
            json.field("created_at", isoDate(comment.createdAt))
            json.field("id", comment.id)
            json.field("rendered_body", "<p>" + escapeHTML(comment.body) + "</p>")
            json.field("updated_at", isoDate(comment.updatedAt))
            json.field("user") { user(author, itemsCount: authorItemsCount, into: &$0) }
        }
    }

    /// A date as Qiita writes it, in Japan time: `2024-10-06T03:11:04+09:00`.
    static func isoDate(_ unixSeconds: Int) -> String {
        let local = unixSeconds + 9 * 3600
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondsOfDay = local - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(year)-\(two(month))-\(two(day))T\(two(secondsOfDay / 3600)):\(two(secondsOfDay / 60 % 60)):\(two(secondsOfDay % 60))+09:00"
    }

    /// Howard Hinnant's days-to-civil algorithm.
    private static func civilDate(daysSinceEpoch: Int) -> (Int, Int, Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func escapeHTML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }
}
