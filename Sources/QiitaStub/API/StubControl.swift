import FoundationEssentials
import LeanFoundation

/// The stub's own control routes, below `/__stub/`, for tests and benchmarks driving a running stub.
///
/// - `GET /__stub/faults`: the rules in force, as JSON.
/// - `PUT /__stub/faults`: replaces them with the JSON array of ``StubFaultRule`` in the body.
/// - `DELETE /__stub/faults`: lifts every fault.
/// - `PUT /__stub/latency`: sets the seconds added to every response (the body is a number).
/// - `GET /__stub/requests`: the requests received, one ``StubRequest/logLine`` a line, oldest first.
struct StubControl {
    let state: StubState

    func handle(_ request: StubRequest) -> StubResponse {
        switch (request.method, request.path) {
        case ("GET", "/__stub/faults"):
            return encodeFaults()
        case ("PUT", "/__stub/faults"):
            guard let rules = try? JSONDecoder().decode([StubFaultRule].self, from: Data(request.body)) else {
                return .qiitaError(400, message: "expected a JSON array of fault rules", type: "bad_request")
            }
            state.setFaults(rules)
            return encodeFaults()
        case ("DELETE", "/__stub/faults"):
            state.setFaults([])
            return .noContent
        case ("GET", "/__stub/requests"):
            let lines = state.requests.filter { !$0.path.hasPrefix("/__stub/") }.map { $0.logLine + "\n" }.joined()
            return StubResponse(status: 200, headers: [HeaderField("Content-Type", "text/plain; charset=utf-8")], body: Array(lines.utf8))
        case ("PUT", "/__stub/latency"):
            guard let seconds = Double(String(decoding: request.body, as: UTF8.self).trimmingWhitespaceAndNewlines()),
                seconds >= 0
            else { return .qiitaError(400, message: "expected a number of seconds", type: "bad_request") }
            state.latency = seconds
            return .noContent
        default:
            return .qiitaError(404, message: "Not found", type: "not_found")
        }
    }

    private func encodeFaults() -> StubResponse {
        let body = (try? JSONEncoder().encode(state.faults)) ?? Data("[]".utf8)
        return .json(200, Array(body))
    }
}
