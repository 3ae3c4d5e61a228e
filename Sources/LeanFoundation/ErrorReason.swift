import FoundationEssentials
import Glibc

extension Error {
    /// What went wrong, in the C library's words when the error carries an errno (as the file
    /// errors of FoundationEssentials' `FileManager` do): e.g. `Permission denied`.
    ///
    /// It stands in for `localizedDescription`, which FoundationEssentials does not have.
    public var systemReason: String {
        if let posix = self as? POSIXError { return Self.text(of: posix) }
        if let cocoa = self as? CocoaError, let posix = cocoa.underlying as? POSIXError { return Self.text(of: posix) }
        return String(describing: self)
    }

    private static func text(of error: POSIXError) -> String { String(cString: strerror(error.code.rawValue)) }
}
