import Glibc

/// The file the stub appends one line per request to (`GET /popular-items/feed`), so that a script
/// driving kiji against the demo can see which requests were made.
final class RequestLogFile: Sendable {
    private let descriptor: Int32

    /// Opens `path` for appending, creating it; nil when it cannot be opened.
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends `line` and a line feed in one write, so lines from several threads never mix.
    func append(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

extension StubRequest {
    /// The request as one log line: the method, the path and the query as received, e.g.
    /// `GET /api/v2/items?page=1&per_page=20`; control characters become `?`.
    public var logLine: String {
        let query = self.query.isEmpty ? "" : "?" + self.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let line = "\(method) \(path)\(query)"
        return String(String.UnicodeScalarView(line.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    }
}
