/// kiji's version, shown by `--version` and sent in the User-Agent as `kiji/<version>`.
enum KijiVersion {
    static let current = "0.1.0"

    /// The User-Agent header value.
    static var userAgent: String { "kiji/\(current)" }
}
