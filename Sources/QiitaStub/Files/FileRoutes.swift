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
