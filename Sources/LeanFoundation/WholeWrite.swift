import Glibc

/// Writing a whole buffer to a descriptor: a write may take only part of it (a pipe, a terminal, a
/// signal arriving), so the rest is written until none is left.
public enum WholeWrite {
    /// Writes all of `bytes` to `descriptor`, through partial and interrupted writes; the errno of
    /// a failure (EIO for a write that wrote nothing), or nil.
    public static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        var rest = ArraySlice(bytes)
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                rest = rest.dropFirst(written)
            } else if written == 0 {
                return EIO
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }
}
