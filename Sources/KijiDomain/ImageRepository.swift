/// Where an article's images come from: the disk cache first, then the network.
///
/// KijiData implements it with libcurl (at most four downloads at once, off the main thread) and
/// a folder under the cache within `cache_size_mb`; offline, only the kept copies answer. The
/// bytes are untrusted: whoever decodes them checks the header against the limits first.
public protocol ImageRepository: Sendable {
    /// The image's bytes, from the disk cache or fetched now.
    ///
    /// Throws a ``LoadError`` with one sentence (for the reason `e` shows) when the address is
    /// refused (not https, or http to a host other than the API's), the server answers with an
    /// error or something larger than the limit, the network fails, or kiji runs offline and no
    /// copy is kept.
    func imageBytes(at address: String) async throws(LoadError) -> [UInt8]
}
