/// The user a token belongs to, with the fields only that user may see.
public struct QiitaAuthenticatedUser: Sendable, Hashable, Decodable {
    /// The public profile.
    public var user: QiitaUser
    /// Bytes of images the user may upload this month.
    public var imageMonthlyUploadLimit: Int?
    /// Bytes of images left to upload this month.
    public var imageMonthlyUploadRemaining: Int?
    /// Whether the account exists only on a Qiita Team.
    public var teamOnly: Bool

    private enum CodingKeys: String, CodingKey {
        case imageMonthlyUploadLimit = "image_monthly_upload_limit"
        case imageMonthlyUploadRemaining = "image_monthly_upload_remaining"
        case teamOnly = "team_only"
    }

    /// Decodes the profile and the private fields from the same object.
    public init(from decoder: any Decoder) throws {
        user = try QiitaUser(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageMonthlyUploadLimit = container.lenientInt(.imageMonthlyUploadLimit)
        imageMonthlyUploadRemaining = container.lenientInt(.imageMonthlyUploadRemaining)
        teamOnly = container.lenientBool(.teamOnly) ?? false
    }
}
