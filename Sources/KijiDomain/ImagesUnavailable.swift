import Localization

/// The images when nothing provides them: every image says so, and the article keeps `[image: alt]`.
public struct ImagesUnavailable: ImageRepository {
    /// Creates the placeholder.
    public init() {}

    public func imageBytes(at address: String) async throws(LoadError) -> [UInt8] {
        throw LoadError(kind: .unreachable, message: tr("Images are not fetched in this setup."))
    }
}
