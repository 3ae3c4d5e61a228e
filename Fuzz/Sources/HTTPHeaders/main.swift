import Foundation
import FuzzSupport
import QiitaAPI

/// The header fields a response's paging, rate-limit, wait and redirect facts are read from, one
/// value per input line in this order.
private let fieldNames = ["Link", "Total-Count", "Rate-Limit", "Rate-Remaining", "Rate-Reset", "Retry-After", "Location"]

/// Statuses that lead the client through each of its paths: success, redirects, errors, retries.
private let statuses = [200, 301, 303, 307, 401, 404, 408, 429, 500, 503]

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzHTTPHeaders(_:_:)``.
@_cdecl("fuzz_http_headers_main")
public func fuzzHTTPHeadersMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzHTTPHeaders)
}

/// The first byte picks the status; the rest are header values, one per line. The headers are
/// read directly (`PageLinks`, `RateLimit`) and through a real client answering with them, which
/// also reads `Retry-After` and `Rate-Reset` to decide its waits and `Location` to redirect.
///
/// Invariants: the client sends a bounded number of requests (its retries plus its redirects),
/// and the token goes only to the configured origin over https.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPHeaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let status = statuses[Int(input.byte()) % statuses.count]
    let values = input.restText.split(separator: "\n", omittingEmptySubsequences: false)
    let headers = zip(fieldNames, values).map { HTTPHeader(name: $0, value: String($1)) }
    let response = HTTPResponse(status: status, headers: headers, body: Data("[]".utf8))

    _ = PageLinks(headersOf: response)
    _ = RateLimit(headersOf: response)

    let exchange = ScriptedExchange(ItemsRequest(), answering: response, configuration: configuration)
    let bound = configuration.retry.maxRetries + 1 + configuration.maxRedirects
    fuzzCheck(exchange.requests.count <= bound, "\(exchange.requests.count) requests for one call")
    for request in exchange.requests where request.headers.contains(where: { $0.name == "Authorization" }) {
        let url = request.url
        fuzzCheck(
            url.scheme?.lowercased() == "https" && url.host?.lowercased() == "qiita.com" && (url.port ?? 443) == 443,
            "the token was sent to \(url)")
    }
    if case .failure(let error) = exchange.result { _ = String(describing: error) }
    return 0
}

/// A client with a token that retries twice and obeys any server wait of zero seconds, so that
/// retries happen without sleeping; longer waits fail at once, as they do beyond kiji's bound.
private let configuration = QiitaClientConfiguration(
    accessToken: AccessToken("0123456789abcdef0123456789abcdef01234567"),
    transport: .standard(userAgent: "kiji-fuzz"),
    retry: RetryPolicy(maxRetries: 2, initialDelay: 0, maxDelay: 0, jitter: 0, maxServerRequestedWait: 0))
