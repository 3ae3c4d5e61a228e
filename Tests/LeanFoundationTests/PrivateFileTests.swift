import Foundation
import Glibc
import LeanFoundation
import Testing

/// A file for the user alone: new, 0600, never through a link, written in full.
struct PrivateFileTests {
    private func folder() -> String {
        var template = Array((NSTemporaryDirectory() + "/kiji-private-XXXXXX").utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    @Test func aNewFile_isMode0600_andHoldsEveryByte() throws {
        let path = folder() + "/kept"
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
        #expect(PrivateFile.write(bytes, to: path) == nil)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    }

    @Test func anExistingFileOrLink_isNeverWrittenThrough() throws {
        let base = folder()
        let existing = base + "/existing"
        let target = base + "/target"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: existing))
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink(target, base + "/link") == 0)
        #expect(PrivateFile.write(Array("new".utf8), to: existing) == EEXIST)
        #expect(PrivateFile.write(Array("new".utf8), to: base + "/link") == EEXIST)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "theirs")
    }

    @Test func aFolderThatIsNotThere_givesItsErrno_andLeavesNothing() {
        let path = folder() + "/missing/kept"
        #expect(PrivateFile.write(Array("x".utf8), to: path) == ENOENT)
        #expect(access(path, F_OK) != 0)
    }

    @Test func aFullDisk_givesENOSPC() throws {
        guard case .success(let full) = PrivateFile.create(folder() + "/full") else { Issue.record("could not create"); return }
        let devFull = open("/dev/full", O_WRONLY)
        try #require(devFull >= 0)
        #expect(dup2(devFull, full.descriptor) >= 0)
        close(devFull)
        #expect(full.write(Array(repeating: 1, count: 10)) == ENOSPC)
        #expect(full.close() == nil)
    }
}
