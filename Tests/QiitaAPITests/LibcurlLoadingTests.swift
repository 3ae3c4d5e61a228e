import Foundation
@testable import QiitaAPI
import Testing

@Suite("libcurl is loaded when the first request needs it")
struct LibcurlLoadingTests {
    static let missing = "libkiji-no-such-curl.so.4"

    @Test func aMissingLibrary_isReportedInOneLine() throws {
        let reason = try #require(CurlLibrary.load(Self.missing))
        #expect(reason.contains(Self.missing))
        #expect(!reason.contains("\n"))
    }

    @Test func aLibraryWithoutCurl_isRefused() {
        #expect(CurlLibrary.load("libz.so.1") == "libz.so.1 has no curl_global_init")
    }

    @Test func withoutLibcurl_everyRequestFailsWithOneSentence() async {
        let configuration = TransportConfiguration.standard(userAgent: "kiji-tests")
        let loop = CurlMultiLoop(configuration: configuration) { CurlLibrary.load(Self.missing) }
        let transport = CurlTransport(configuration: configuration, loop: loop)
        let request = HTTPRequest(method: .get, url: URL(string: "http://127.0.0.1:9/items")!)
        for _ in 1...2 {
            do {
                _ = try await transport.send(request)
                Issue.record("expected the request to fail without libcurl")
            } catch {
                guard case .transport(.libcurlUnavailable, "127.0.0.1", let detail) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(detail.contains(Self.missing))
                #expect(error.description == "Could not load libcurl (libcurl.so.4) to reach 127.0.0.1; install the libcurl4 package.")
            }
        }
    }

    @Test func aRequest_loadsTheSystemLibcurl() async throws {
        let configuration = TransportConfiguration.standard(userAgent: "kiji-tests")
        let request = HTTPRequest(method: .get, url: URL(string: "http://127.0.0.1:9/items")!)
        _ = try? await CurlTransport(configuration: configuration).send(request)
        #expect(CurlLibrary.unavailableReason == nil)
        let loaded = try #require(dlopen(CurlLibrary.soname, RTLD_NOW | RTLD_NOLOAD))
        dlclose(loaded)
    }
}
