/// A Qiita user, as the API describes one.
public struct QiitaUser: Sendable, Hashable, Decodable {
    /// The login name, e.g. `alice`; the only field Qiita always sends.
    public var id: String
    /// The display name, often empty.
    public var name: String
    /// The profile text.
    public var description: String
    /// The URL of the avatar image.
    public var profileImageURL: String
    /// How many items the user has posted, when known.
    public var itemsCount: Int?
    /// How many users follow this one, when known.
    public var followersCount: Int?
    /// How many users this one follows, when known.
    public var followeesCount: Int?
    /// The user's location.
    public var location: String
    /// The user's organisation.
    public var organization: String
    /// The user's web site.
    public var websiteURL: String
    /// The GitHub login, when linked.
    public var githubLoginName: String?
    /// The Twitter (X) name, when linked.
    public var twitterScreenName: String?

    /// Creates a user with only the fields a list row needs.
    public init(id: String, name: String = "") {
        self.id = id
        self.name = name
        description = ""
        profileImageURL = ""
        location = ""
        organization = ""
        websiteURL = ""
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, location, organization
        case profileImageURL = "profile_image_url"
        case itemsCount = "items_count"
        case followersCount = "followers_count"
        case followeesCount = "followees_count"
        case websiteURL = "website_url"
        case githubLoginName = "github_login_name"
        case twitterScreenName = "twitter_screen_name"
    }

    /// Decodes leniently: only a non-empty `id` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.lenientString(.id), !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "a user needs an id")
        }
        self.id = id
        name = container.lenientString(.name) ?? ""
        description = container.lenientString(.description) ?? ""
        profileImageURL = container.lenientString(.profileImageURL) ?? ""
        itemsCount = container.lenientInt(.itemsCount)
        followersCount = container.lenientInt(.followersCount)
        followeesCount = container.lenientInt(.followeesCount)
        location = container.lenientString(.location) ?? ""
        organization = container.lenientString(.organization) ?? ""
        websiteURL = container.lenientString(.websiteURL) ?? ""
        githubLoginName = container.lenientString(.githubLoginName)
        twitterScreenName = container.lenientString(.twitterScreenName)
    }
}
