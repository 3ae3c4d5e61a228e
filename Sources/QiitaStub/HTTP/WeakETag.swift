import LeanFoundation

/// The weak entity tags (RFC 9110 §8.8.3) the stub gives its GET answers, as Qiita (a Rails app)
/// gives every one, and the conditional GETs they make: `If-None-Match` naming the tag gets 304.
enum WeakETag {
    /// Rails's `Cache-Control` for a private answer that must be checked again each time.
    static let cacheControl = HeaderField("Cache-Control", "max-age=0, private, must-revalidate")

    /// `W/"<hex>"`: the FNV-1a 64 digest of `body`, the same in every run.
    static func of(_ body: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in body { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return "W/\"\(String(hash, radix: 16))\""
    }

    /// `response` with its body's ETag and ``cacheControl``; 304 without a body (or a content type)
    /// when `request`'s `If-None-Match` names that ETag.
    static func conditional(_ response: StubResponse, request: StubRequest) -> StubResponse {
        let etag = of(response.body)
        var answer = response
        answer.headers += [HeaderField("ETag", etag), cacheControl]
        if let wanted = request.header("If-None-Match"), matches(wanted, etag) {
            answer.status = 304
            answer.body = []
            answer.headers.removeAll { $0.name.lowercased() == "content-type" }
        }
        return answer
    }

    /// Weak comparison of each ETag an `If-None-Match` line lists with `etag`; `*` names any.
    private static func matches(_ header: String, _ etag: String) -> Bool {
        func opaque(_ tag: some StringProtocol) -> String {
            let trimmed = tag.trimmingWhitespace()
            return trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed
        }
        return header.split(separator: ",").contains { $0.trimmingWhitespace() == "*" || opaque($0) == opaque(etag) }
    }
}
