/// Answers `GET /files/<name>`: the image files of ``StubFiles``, outside the API (no token, no
/// rate limit), with faults matched on the file's own path (`/files/*`, `/files/bands.png`).
enum FileRoutes {
    /// The prefix of every file's path.
    static let prefix = "/files/"

    /// The file's answer before any fault: its bytes with its media type, or 404.
    static func answer(_ request: StubRequest) -> StubResponse {
        let name = String(request.path.dropFirst(prefix.count))
        guard let file = StubFiles.file(named: name) else {
            return StubResponse(
                status: 404, headers: [HeaderField("Content-Type", "text/plain; charset=utf-8")], body: Array("Not found\n".utf8))
        }
        return StubResponse(status: 200, headers: [HeaderField("Content-Type", file.contentType)], body: file.bytes)
    }
}

/// Puts the stub's own origin where the corpus wrote ``StubFiles/originPlaceholder``.
enum OriginPlaceholder {
    /// `body` with every placeholder replaced by `http://<host>`, `host` being the request's `Host`
    /// header (`127.0.0.1:49152`); unchanged when there is no such header or no placeholder.
    static func resolve(in body: [UInt8], host: String?) -> [UInt8] {
        guard let host, !host.isEmpty else { return body }
        let needle = Array(StubFiles.originPlaceholder.utf8)
        guard let first = needle.first, body.count >= needle.count else { return body }
        let replacement = Array("http://\(host)".utf8)
        var output: [UInt8] = []
        var index = 0
        var changed = false
        while index < body.count {
            if body[index] == first, index + needle.count <= body.count, body[index..<index + needle.count].elementsEqual(needle) {
                output += replacement
                index += needle.count
                changed = true
            } else {
                output.append(body[index])
                index += 1
            }
        }
        return changed ? output : body
    }
}
