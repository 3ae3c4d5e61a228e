import Foundation
import LeanFoundation
import Testing

/// File errors are described in the C library's words.
struct ErrorReasonTests {
    @Test func aFileManagerError_isDescribedByItsErrno() {
        let error = #expect(throws: (any Error).self) {
            try FileManager.default.createDirectory(atPath: "/dev/null/kiji", withIntermediateDirectories: true)
        }
        #expect(error?.systemReason == "Not a directory")
    }

    @Test func aPOSIXError_isDescribedByItsCode() {
        #expect(POSIXError(.EACCES).systemReason == "Permission denied")
    }

    @Test func anotherError_isDescribedAsItDescribesItself() {
        struct Odd: Error, CustomStringConvertible { var description: String { "odd" } }
        #expect(Odd().systemReason == "odd")
    }
}
