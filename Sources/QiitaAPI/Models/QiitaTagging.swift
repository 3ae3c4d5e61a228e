/// A tag as attached to an item: its name and the versions the author named.
public struct QiitaTagging: Sendable, Hashable, Decodable {
    /// The tag name, e.g. `Swift`.
    public var name: String
    /// Versions, e.g. `["6.0"]`; usually empty.
    public var versions: [String]

    /// Creates a tagging.
    public init(name: String, versions: [String] = []) {
        self.name = name
        self.versions = versions
    }

    private enum CodingKeys: String, CodingKey { case name, versions }

    /// Decodes leniently: only a non-empty `name` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let name = container.lenientString(.name), !name.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "a tag needs a name")
        }
        self.name = name
        versions = container.lenientArray(String.self, .versions)
    }
}
