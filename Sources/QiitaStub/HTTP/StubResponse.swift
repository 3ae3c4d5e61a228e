/// A response the stub will send, and how it is put on the wire.
struct StubResponse: Sendable {
    /// How the bytes reach the client; everything but `normal` is a fault.
    enum Delivery: Sendable, Hashable {
        /// Headers, then the whole body.
        case normal
        /// `Content-Length` of the whole body, half of it, then the connection closes.
        case truncated
        /// Chunked encoding, part of the body, then a TCP reset.
        case resetMidBody
        /// The body a few bytes at a time at this rate, in bytes per second.
        case trickle(bytesPerSecond: Int)
    }

    var status: Int
    var headers: [HeaderField]
    var body: [UInt8]
    var delivery: Delivery = .normal
    /// Seconds to wait before sending anything.
    var delay: Double = 0

    /// A JSON response.
    static func json(_ status: Int, _ body: [UInt8], headers: [HeaderField] = []) -> StubResponse {
        StubResponse(status: status, headers: [HeaderField("Content-Type", "application/json; charset=utf-8")] + headers, body: body)
    }

    /// Qiita's error document with this status.
    static func qiitaError(_ status: Int, message: String, type: String, headers: [HeaderField] = []) -> StubResponse {
        var writer = JSONWriter()
        writer.object { object in
            object.field("message", message)
            object.field("type", type)
        }
        return json(status, writer.bytes, headers: headers)
    }

    /// 204 No Content.
    static let noContent = StubResponse(status: 204, headers: [], body: [])
}
