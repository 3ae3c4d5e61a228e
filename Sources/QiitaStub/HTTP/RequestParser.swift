import FoundationEssentials

/// Reads HTTP/1.1 requests out of a connection's byte buffer.
enum RequestParser {
    /// The outcome of looking at the buffer.
    enum Outcome {
        /// Not a whole request yet.
        case incomplete
        /// A request, and how many bytes of the buffer it used.
        case request(StubRequest, consumed: Int)
        /// Not HTTP.
        case malformed
    }

    private static let headerEnd: [UInt8] = [13, 10, 13, 10]

    /// Parses the first request in `buffer`, if it is all there.
    static func parse(_ buffer: [UInt8]) -> Outcome {
        if let first = buffer.first, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return .malformed }
        guard let end = firstIndex(of: headerEnd, in: buffer) else {
            return buffer.count > 65_536 ? .malformed : .incomplete
        }
        let head = String(decoding: buffer[0..<end], as: UTF8.self)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return .malformed }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return .malformed }

        var headers: [HeaderField] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return .malformed }
            headers.append(HeaderField(
                String(line[..<colon]), line[line.index(after: colon)...].trimmingWhitespace()))
        }
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        let bodyStart = end + headerEnd.count
        guard buffer.count >= bodyStart + length else { return .incomplete }

        let target = requestLine[1]
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = pathPart.count > 1 ? parseQuery(pathPart[1]) : []
        let request = StubRequest(
            method: String(requestLine[0]), path: percentDecode(pathPart[0], plusIsSpace: false),
            query: query, headers: headers, body: Array(buffer[bodyStart..<(bodyStart + length)]),
            receivedAt: Date().timeIntervalSince1970)
        return .request(request, consumed: bodyStart + length)
    }

    private static func parseQuery(_ text: Substring) -> [QueryParameter] {
        text.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryParameter(
                name: percentDecode(parts[0], plusIsSpace: true),
                value: parts.count > 1 ? percentDecode(parts[1], plusIsSpace: true) : "")
        }
    }

    /// Decodes `%XX` escapes (and `+` in queries); invalid escapes stay as they are.
    static func percentDecode(_ text: Substring, plusIsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else if byte == UInt8(ascii: "+") && plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension RequestParser {
    /// Percent-encodes a query value: everything but RFC 3986 unreserved characters.
    static func queryEncode(_ text: String) -> String { encode(text, keeping: "-._~") }

    /// Percent-encodes a path: everything but unreserved characters and `/`.
    static func pathEncode(_ text: String) -> String { encode(text, keeping: "-._~/") }

    private static func encode(_ text: String, keeping extra: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            let isAlphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if isAlphanumeric || extra.utf8.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
