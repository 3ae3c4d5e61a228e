/// kiji's version, shown by `--version` and sent in the User-Agent as `kiji/<version>`.
enum KijiVersion {
    static let current = "0.1.0"

    /// The commit this binary was built from, e.g. `0e2b636`, from the BuildCommit plugin.
    static let commit = kijiBuildCommit

    /// What `kiji --version` prints, e.g. `kiji 0.1.0 (0e2b636)`.
    static var description: String { "kiji \(current) (\(commit))" }

    /// The User-Agent header value.
    static var userAgent: String { "kiji/\(current)" }
}
