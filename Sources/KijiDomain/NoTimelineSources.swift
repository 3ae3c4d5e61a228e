/// The timeline's sources when nothing provides them: none, so the timeline is empty.
public struct NoTimelineSources: TimelineSources {
    /// Creates the placeholder.
    public init() {}

    public func sources() async throws(LoadError) -> [FollowTarget] { [] }
}
