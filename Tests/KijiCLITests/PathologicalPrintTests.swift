import Foundation
import QiitaStub
import Testing

/// `kiji preview` prints Markdown built to make a parser or a layout slow or greedy (cmark's own
/// pathological cases and Qiita's layers on top: `PathologicalMarkdown`) whole, as text.
///
/// Complete means every counted text and the marker word after the case are in the print. cmark's
/// suite allows each case four seconds; here that is only a safety limit so that a case that hangs
/// fails instead of stalling the run. The debug build, which `swift test` runs, executes kiji's
/// Swift about ten times slower than the release build (the `backticks` case, a 3 MB paragraph,
/// takes 11 s there on an idle machine, over 40 s beside a build), so against it the limit is 120 s.
/// How long each case takes, and the memory, are figures of `kiji-bench`, not assertions.
@Suite("kiji preview prints pathological Markdown whole", .serialized)
struct PathologicalPrintTests {
    static let safetyLimit: TimeInterval = KijiProcess.binary.path.contains("/debug/") ? 120 : 4

    @Test(arguments: PathologicalMarkdown.all.map(\.name))
    func preview_ofPathologicalMarkdown_printsEveryPartOfIt(name: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sample = try #require(PathologicalMarkdown.all.first { $0.name == name })
        let home = TemporaryFolder.make("kiji-pathological")
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("draft.md")
        try ("---\ntitle: pathological\ntags: []\n---\n" + sample.markdown).write(to: path, atomically: true, encoding: .utf8)
        let run = try await LimitedRun.offThePool(arguments: ["preview", path.path, "--width", "80"], home: home, limit: Self.safetyLimit)
        try #require(!run.timedOut, "\(name): no print within \(Self.safetyLimit) s")
        #expect(run.status == 0, "\(name): \(run.error)")
        #expect(run.output.hasPrefix("pathological\n"))
        for (text, count) in sample.expected {
            #expect(occurrences(of: text, in: run.output) >= count, "\(name): \(text)")
        }
        #expect(run.output.split(separator: "\n").allSatisfy { $0.unicodeScalars.count <= 80 * 4 })
    }

    /// How often `text` occurs in `output` with its lines joined, so that wrapping cannot cut it.
    private func occurrences(of text: String, in output: String) -> Int {
        output.replacingOccurrences(of: "\n", with: "").components(separatedBy: text).count - 1
    }
}

/// One run of `kiji`, killed when it outlives `limit`.
private struct LimitedRun: Sendable {
    /// Runs kiji on a thread of its own: waiting for a slow print must not hold one of the few
    /// threads of Swift's cooperative pool (two on two cores) that every other test needs.
    static func offThePool(arguments: [String], home: URL, limit: TimeInterval) async throws -> LimitedRun {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try LimitedRun(arguments: arguments, home: home, limit: limit) })
            }
        }
    }

    var status: Int32 = -1
    var output = ""
    var error = ""
    var timedOut = false

    init(arguments: [String], home: URL, limit: TimeInterval) throws {
        let process = Process()
        process.executableURL = KijiProcess.binary
        process.arguments = arguments
        process.environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin", "TERM": "dumb",
        ]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let killed = Killed()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            if process.isRunning {
                killed.set()
                kill(pid, SIGKILL)
            }
        }
        let errorData = Collected(stderr.fileHandleForReading)
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: outputData, as: UTF8.self)
        error = String(decoding: errorData.wait(), as: UTF8.self)
        timedOut = killed.isSet
    }
}

/// Whether the safety limit killed the run.
private final class Killed: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// A pipe read to its end on a thread of its own, so that neither pipe can fill and stall the child.
private final class Collected: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
