/// What the timeline is made of: the tags and users whose items it merges.
public protocol TimelineSources: Sendable {
    /// The sources, in the order they are listed (with a token: followed tags, then followees).
    func sources() async throws(LoadError) -> [FollowTarget]
}
