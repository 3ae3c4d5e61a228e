@testable import CodeHighlighter
import Testing

/// The helper process as the kernel sees it: started under the name kiji gave it.
@Suite("HelperProcess: a helper is started under its whole path")
struct HelperProcessTests {
    /// A program that finds its installation from its name (Python through `PATH` when the name has
    /// no slash) must be given its whole path, or a `python3` earlier on `PATH` (pyenv's) takes over.
    @Test func test_startingAHelper_namesItByItsWholePath() throws {
        let helper = try #require(
            HelperProcess(executable: "/bin/sh", arguments: ["-c", #"tr '\000' '\n' < /proc/$$/cmdline"#]))
        defer { helper.finish() }
        #expect(helper.receiveLine() == "/bin/sh")
        #expect(helper.receiveLine() == "-c")
    }
}
