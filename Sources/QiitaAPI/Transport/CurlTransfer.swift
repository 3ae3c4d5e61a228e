import CCurl
import FoundationEssentials
import LeanFoundation
import Synchronization

/// One libcurl easy handle and everything its callbacks fill in.
///
/// After submission only the loop thread touches it, except for ``cancelRequested``, which any
/// thread may set. libcurl's callbacks reach it through the userdata pointer, unretained: the
/// loop's table of active transfers keeps it alive until the handle is cleaned up.
final class CurlTransfer: @unchecked Sendable {
    let request: HTTPRequest
    let maxResponseBytes: Int
    let completion: @Sendable (Result<HTTPResponse, QiitaAPIError>) -> Void
    let cancelRequested = Atomic<Bool>(false)

    private(set) var easy: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    fileprivate var responseBody = Data()
    fileprivate var responseHeaders: [HTTPHeader] = []
    /// Whether a status line arrived: libcurl's "out of memory" after it is a header too long to read.
    private var statusLineSeen = false
    fileprivate var exceededLimit = false

    init(
        request: HTTPRequest, maxResponseBytes: Int,
        completion: @escaping @Sendable (Result<HTTPResponse, QiitaAPIError>) -> Void
    ) {
        self.request = request
        self.maxResponseBytes = maxResponseBytes
        self.completion = completion
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        if let easy { kiji_curl_easy_cleanup(easy) }
        if let headerList { kiji_curl_slist_free_all(headerList) }
        errorBuffer.deallocate()
    }

    /// Frees the easy handle; the loop calls it on its own thread once the transfer is over.
    func releaseHandle() {
        if let easy { kiji_curl_easy_cleanup(easy) }
        easy = nil
    }

    var host: String { request.url.host ?? request.url.absoluteString }

    /// Creates and configures the easy handle; returns false when libcurl refuses the request.
    func prepare(configuration: TransportConfiguration) -> Bool {
        guard let easy = kiji_curl_easy_init() else { return false }
        self.easy = easy
        let userdata = Unmanaged.passUnretained(self).toOpaque()
        var ok = true
        func check(_ code: CURLcode) { if code != CURLE_OK { ok = false } }

        check(kiji_curl_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString))
        check(kiji_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_MAXAGE_CONN, configuration.idleConnectionLifetime))
        check(kiji_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
        check(kiji_curl_easy_setopt_string(easy, CURLOPT_USERAGENT, configuration.userAgent))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(configuration.connectTimeout * 1000)))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, Int(configuration.totalTimeout * 1000)))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, configuration.lowSpeedLimit))
        check(kiji_curl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, configuration.lowSpeedTime))
        check(kiji_curl_easy_setopt_off(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxResponseBytes)))
        check(kiji_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
        check(kiji_curl_easy_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, curlWriteBody))
        check(kiji_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, userdata))
        check(kiji_curl_easy_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION, curlWriteHeader))
        check(kiji_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, userdata))
        setMethodAndBody(easy, check: check)
        setHeaders(easy, check: check)
        return ok
    }

    private func setMethodAndBody(_ easy: UnsafeMutableRawPointer, check: (CURLcode) -> Void) {
        switch request.method {
        case .get:
            check(kiji_curl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1))
        case .post, .put, .patch, .delete:
            check(kiji_curl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method.rawValue))
            let body = request.body ?? Data()
            if request.method != .delete || !body.isEmpty {
                check(kiji_curl_easy_setopt_long(easy, CURLOPT_POSTFIELDSIZE, body.count))
                var bytes = [UInt8](body)
                bytes.append(0)
                check(bytes.withUnsafeMutableBytes { buffer in
                    kiji_curl_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, buffer.baseAddress)
                })
            }
        }
    }

    private func setHeaders(_ easy: UnsafeMutableRawPointer, check: (CURLcode) -> Void) {
        var list: UnsafeMutablePointer<curl_slist>?
        for header in request.headers + [HTTPHeader(name: "Expect", value: "")] {
            let line = header.value.isEmpty ? "\(header.name):" : "\(header.name): \(header.value)"
            list = kiji_curl_slist_append(list, line)
        }
        headerList = list
        check(kiji_curl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, list))
    }

    /// Builds the outcome once libcurl reports the transfer done with `code`.
    func outcome(for code: CURLcode) -> Result<HTTPResponse, QiitaAPIError> {
        guard code == CURLE_OK, let easy else { return .failure(failure(for: code)) }
        var status = 0
        _ = kiji_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        return .success(HTTPResponse(status: status, headers: responseHeaders, body: responseBody))
    }

    /// CURLE_TOO_LARGE (libcurl 8.6 and later, so not in every curl.h kiji builds against).
    private static let curleTooLarge: UInt32 = 100

    /// The error for a transfer that ended without a complete response.
    func failure(for code: CURLcode) -> QiitaAPIError {
        let detail = String(cString: errorBuffer)
        let kind: TransportFailure
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            kind = .hostNotFound
        case CURLE_COULDNT_CONNECT:
            kind = .connectionRefused
        case CURLE_OPERATION_TIMEDOUT:
            let trickled = !responseHeaders.isEmpty || !responseBody.isEmpty
            kind = detail.hasPrefix("Operation too slow") && trickled ? .tooSlow : .timedOut
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            kind = .tls
        case CURLE_FILESIZE_EXCEEDED:
            kind = .responseTooLarge(limit: maxResponseBytes)
        case CURLE_OUT_OF_MEMORY where statusLineSeen:
            kind = .headerTooLarge
        case CURLE_WRITE_ERROR where exceededLimit:
            kind = .responseTooLarge(limit: maxResponseBytes)
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING,
            CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_WEIRD_SERVER_REPLY:
            kind = .connectionLost
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
            kind = .invalidURL
        default:
            kind = code.rawValue == Self.curleTooLarge ? .headerTooLarge : .other(code: Int(code.rawValue))
        }
        return .transport(kind, host: host, detail: detail.isEmpty ? String(cString: kiji_curl_easy_strerror(code)) : detail)
    }

    fileprivate func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard responseBody.count + bytes.count <= maxResponseBytes else {
            exceededLimit = true
            return false
        }
        responseBody.append(contentsOf: bytes)
        return true
    }

    fileprivate func appendHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        var line = Substring(decoding: bytes, as: UTF8.self)
        while let last = line.unicodeScalars.last, last == "\r" || last == "\n" {
            line = Substring(line.unicodeScalars.dropLast())
        }
        if line.hasPrefix("HTTP/") {
            statusLineSeen = true
            responseHeaders.removeAll()
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingWhitespace()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            responseHeaders.append(HTTPHeader(name: name, value: value))
        }
    }
}

private func transfer(from userdata: UnsafeMutableRawPointer?) -> CurlTransfer? {
    guard let userdata else { return nil }
    return Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
}

private let curlWriteBody: kiji_curl_data_callback = { pointer, size, count, userdata in
    guard let transfer = transfer(from: userdata) else { return 0 }
    let length = size * count
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
    return transfer.appendBody(bytes) ? length : 0
}

private let curlWriteHeader: kiji_curl_data_callback = { pointer, size, count, userdata in
    guard let transfer = transfer(from: userdata) else { return 0 }
    let length = size * count
    transfer.appendHeaderLine(UnsafeRawBufferPointer(start: pointer, count: length))
    return length
}
