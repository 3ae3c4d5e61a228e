import FoundationEssentials

/// Builds request URLs below a base URL, percent-encoding every path segment and query value.
enum URLBuilder {
    /// Bytes left as they are: RFC 3986 "unreserved".
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The URL for these path segments and query parameters below `base`.
    ///
    /// A segment made only of dots is encoded too, so an id such as `..` cannot climb the path.
    static func url(base: URL, pathSegments: [String], query: [(name: String, value: String)]) -> URL? {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        for segment in pathSegments { text += "/" + encode(segment) }
        if !query.isEmpty {
            text += "?" + query.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
        }
        return URL(string: text)
    }

    private static func encode(_ text: String) -> String {
        if text.allSatisfy({ $0 == "." }) { return String(repeating: "%2E", count: text.count) }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if unreserved.contains(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
