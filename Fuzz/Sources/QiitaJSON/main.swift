import Foundation
import FuzzSupport
import QiitaAPI

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzQiitaJSON(_:_:)``.
@_cdecl("fuzz_qiita_json_main")
public func fuzzQiitaJSONMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzQiitaJSON)
}

/// Feeds one body to every decoder the client has: a page of items, a page of users, an item, an
/// item's comments, a comment, a user, the authenticated user (each as a 200 answer) and an error body (as a 404 answer, through the
/// client's own error mapping). Each must return a value or a typed error, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQiitaJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let body = Data(FuzzInput(data, size).rest)
    let success = HTTPResponse(status: 200, headers: [HTTPHeader(name: "Content-Type", value: "application/json")], body: body)

    if let page = try? ItemsRequest().decode(success) {
        fuzzCheck(page.skippedCount >= 0, "a page skipped \(page.skippedCount) elements")
        describe(page.elements)
    }
    if let page = try? StockersRequest(itemID: "fuzz").decode(success) {
        fuzzCheck(page.skippedCount >= 0, "a page skipped \(page.skippedCount) users")
        describe(page.elements)
    }
    if let item = try? ItemRequest(itemID: "fuzz").decode(success) { describe(item) }
    if let comments = try? ItemCommentsRequest(itemID: "fuzz").decode(success) { describe(comments) }
    if let comment = try? PostCommentRequest(itemID: "fuzz", body: "fuzz").decode(success) { describe(comment) }
    if let user = try? UserRequest(userID: "fuzz").decode(success) { describe(user) }
    if let user = try? AuthenticatedUserRequest().decode(success) { describe(user) }

    let failure = HTTPResponse(status: 404, headers: [], body: body)
    let exchange = ScriptedExchange(ItemRequest(itemID: "fuzz"), answering: failure, configuration: neverRetrying)
    switch exchange.result {
    case .success: fuzzCheck(false, "a 404 answer decoded as an item")
    case .failure(let error): describe(error)
    }
    return 0
}

/// The client as kiji makes it, except that it never waits to retry.
private let neverRetrying = QiitaClientConfiguration(
    transport: .standard(userAgent: "kiji-fuzz"), retry: .never)

/// Renders a decoded value the way logs and messages do, so its text is walked too.
private func describe(_ value: some Any) {
    _ = String(describing: value)
}
