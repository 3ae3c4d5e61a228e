import FoundationEssentials
import KijiDomain
import QiitaAPI
import TerminalImage

/// An article's images: the disk cache first, then libcurl, at most four downloads at once and
/// never two of one address; offline, only the kept copies.
///
/// Each download is a plain GET without the access token (images live on other hosts), limited
/// to 20 MB (a larger body aborts the transfer), and its bytes must pass ``ImageHeader/checked(_:limits:)``
/// (a PNG, JPEG or GIF within 8192×8192 pixels, its chunks whole) before they are kept or
/// returned, so a web page, garbage or a decompression bomb's header is refused with its sentence
/// and never reaches the disk.
public final class HTTPImageRepository: ImageRepository {
    /// Downloads running at once, at most.
    public static let maxConcurrentDownloads = 4

    private let client: QiitaClient?
    private let cache: ImageDiskCache
    private let policy: ImageAddressPolicy
    private let limits: ImageLimits
    private let downloads = SharedDownloads(maxConcurrent: HTTPImageRepository.maxConcurrentDownloads)

    /// A repository fetching through `client` (nil: offline, kept copies only) into `cache`;
    /// http is allowed only to `policy`'s API host.
    public init(client: QiitaClient?, cache: ImageDiskCache, policy: ImageAddressPolicy, limits: ImageLimits = .standard) {
        self.client = client
        self.cache = cache
        self.policy = policy
        self.limits = limits
    }

    public func imageBytes(at address: String) async throws(LoadError) -> [UInt8] {
        let url = try policy.url(for: address)
        if let kept = cache.bytes(for: address) { return kept }
        guard let client else { throw ImageLoadFailure.offlineWithoutCopy }
        return try await downloads.bytes(for: address) { [self] () async throws(LoadError) -> [UInt8] in
            // Another caller's download of this address may have finished while this one waited.
            if let kept = cache.bytes(for: address) { return kept }
            let bytes = try await download(url, with: client)
            cache.store(bytes, for: address)
            return bytes
        }
    }

    /// Fetches and checks one image.
    private func download(_ url: URL, with client: QiitaClient) async throws(LoadError) -> [UInt8] {
        let policy = policy
        let file: FileDownload
        do {
            file = try await client.download(
                from: url, accept: "image/png, image/jpeg, image/gif;q=0.9, */*;q=0.1", maxBytes: limits.maxBytes,
                mayRedirect: { policy.allowsRedirect(to: $0) })
        } catch {
            throw ImageLoadFailure.from(error)
        }
        guard file.status == 200 else { throw ImageLoadFailure.status(file.status) }
        let bytes = [UInt8](file.body)
        if ImageFormat.sniff(bytes) == nil, Self.isWebPage(contentType: file.contentType, bytes: bytes) {
            throw ImageLoadFailure.webPage
        }
        do {
            _ = try ImageHeader.checked(bytes, limits: limits)
        } catch {
            throw ImageLoadFailure.refused(error)
        }
        return bytes
    }

    /// Whether the answer is an HTML page: so its type says, or it starts (after blanks) with `<`.
    private static func isWebPage(contentType: String?, bytes: [UInt8]) -> Bool {
        if let type = contentType?.lowercased(), type.hasPrefix("text/html") || type.hasPrefix("application/xhtml") {
            return true
        }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }
}
