import Foundation
import QiitaAPI
import QiitaStub
import Testing

/// POST, PATCH, PUT and DELETE answered with a redirect, counted at the stub and at the target:
/// the write is never sent again, and the error names where the server pointed.
@Suite("A write answered with a redirect is not sent again")
struct RedirectedWriteTests {
    static let statuses = [301, 302, 303, 307, 308]

    /// Where the redirect points: another server, or another path on the same one.
    enum Target: CaseIterable, Sendable {
        case otherHost, sameHost
    }

    @Test(arguments: statuses, Target.allCases)
    func postAnsweredWithARedirect_isNotSentAgain(status: Int, target: Target) async throws {
        try await expectNotSentAgain(status: status, target: target, method: .post) { _, item in
            PostCommentRequest(itemID: item, body: "once")
        }
    }

    @Test(arguments: statuses, Target.allCases)
    func patchAnsweredWithARedirect_isNotSentAgain(status: Int, target: Target) async throws {
        try await expectNotSentAgain(status: status, target: target, method: .patch) { stub, item in
            EditCommentRequest(commentID: try await stub.send(PostCommentRequest(itemID: item, body: "mine")).id, body: "edited")
        }
    }

    @Test(arguments: statuses, Target.allCases)
    func putAnsweredWithARedirect_isNotSentAgain(status: Int, target: Target) async throws {
        try await expectNotSentAgain(status: status, target: target, method: .put) { _, item in
            StockRequest(itemID: item)
        }
    }

    @Test(arguments: statuses, Target.allCases)
    func deleteAnsweredWithARedirect_isNotSentAgain(status: Int, target: Target) async throws {
        try await expectNotSentAgain(status: status, target: target, method: .delete) { stub, item in
            DeleteCommentRequest(commentID: try await stub.send(PostCommentRequest(itemID: item, body: "mine")).id)
        }
    }

    @Test func getAnsweredWith307_isStillFollowed() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        stub.server.setFaults([
            StubFaultRule(path: "/items", fault: .redirect(location: "/api/v2/users/alice/items", status: 307))
        ])
        let page = try await stub.send(ItemsRequest())
        #expect(!page.elements.isEmpty)
        #expect(page.elements.allSatisfy { $0.user.id == "alice" })
    }

    /// Makes the request `make` builds on the first item, answers its method and path with
    /// `status` pointing at `target`, and checks that only the first server got it, once, and
    /// that the error names the `Location`.
    private func expectNotSentAgain<Request: QiitaRequest>(
        status: Int, target: Target, method: HTTPMethod,
        make: (StubHarness, String) async throws -> Request,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let foreign = try QiitaStubServer()
        defer { foreign.stop() }
        let item = stub.server.corpus.item(at: 0).id
        let request = try await make(stub, item)
        let path = "/" + request.pathSegments.joined(separator: "/")
        let location =
            switch target {
            case .otherHost: "\(foreign.baseURL)\(path)"
            case .sameHost: "/api/v2/elsewhere"
            }
        stub.server.setFaults([StubFaultRule(method: method.rawValue, path: path, fault: .redirect(location: location, status: status))])
        let before = stub.server.requests.count

        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(request) }

        #expect(error == .redirectedWrite(method: method.rawValue, status: status, location: location), sourceLocation: sourceLocation)
        #expect(error?.description.contains(location) == true, sourceLocation: sourceLocation)
        #expect(stub.server.requests.count - before == 1, sourceLocation: sourceLocation)
        #expect(foreign.requests.isEmpty, sourceLocation: sourceLocation)
        #expect(stub.requests(endingWith: "/elsewhere").isEmpty, sourceLocation: sourceLocation)
    }
}
