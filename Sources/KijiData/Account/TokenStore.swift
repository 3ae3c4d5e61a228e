import FoundationEssentials
import LeanFoundation
import Glibc
import QiitaAPI
import Localization

/// Finds, saves and removes the Qiita access token.
///
/// `QIITA_ACCESS_TOKEN` wins; otherwise the token file in the config folder is read, but only when
/// neither group nor others may touch it. The file keeps the API root the token was checked
/// against (``TokenFileText``). Saving writes a 0600 file in a 0700 folder through a temporary
/// file and a rename, so no moment exists where the token is readable by others.
public struct TokenStore: Sendable {
    /// The environment variable that holds a token.
    public static let environmentVariable = "QIITA_ACCESS_TOKEN"

    /// The token file.
    public let file: URL
    private let environment: [String: String]

    /// Creates the store for this environment (`QIITA_ACCESS_TOKEN`, `XDG_CONFIG_HOME`, `HOME`).
    public init(environment: [String: String]) {
        self.environment = environment
        file = ConfigPaths(environment: environment).tokenFile
    }

    /// The token to use, or nil when there is none.
    public func resolve() throws(TokenStoreError) -> ResolvedToken? {
        if let text = environment[Self.environmentVariable], !text.isEmpty {
            guard let token = AccessToken(text) else {
                throw TokenStoreError(message: tr("{variable} is set but holds no usable token (it is blank or has spaces).", ["variable": Self.environmentVariable]))
            }
            return ResolvedToken(token: token, source: .environment, baseURL: nil)
        }
        return try saved()
    }

    /// The saved token with the API root it was checked against, whether or not
    /// `QIITA_ACCESS_TOKEN` is set; nil when none is saved.
    public func saved() throws(TokenStoreError) -> ResolvedToken? {
        guard let text = try readFile() else { return nil }
        guard let saved = TokenFileText.parse(text) else {
            throw TokenStoreError(message: tr("{file} holds no usable token; run kiji login again or remove it with kiji logout.", ["file": file.path]))
        }
        return ResolvedToken(token: saved.token, source: .file(file.path), baseURL: saved.baseURL)
    }

    /// Saves a token after trimming white space, with the API root it was checked against: mode
    /// 0600 in a 0700 folder.
    public func save(_ text: String, baseURL: URL) throws(TokenStoreError) {
        guard AccessToken(text) != nil else {
            throw TokenStoreError(message: AccessTokenText.notAToken)
        }
        let fileText = TokenFileText.make(token: text.trimmingWhitespaceAndNewlines(), baseURL: baseURL)
        try makePrivateDirectory()
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".token-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        let created = PrivateFile.create(temporary)
        guard case .success(let output) = created else {
            let reason = Self.systemReason()
            throw TokenStoreError(message: tr("kiji could not create a file in {path}: {reason}.", ["path": file.deletingLastPathComponent().path, "reason": reason]))
        }
        let saved = output.write(Array(fileText.utf8)) == nil && fchmod(output.descriptor, 0o600) == 0 && fsync(output.descriptor) == 0
        let closed = output.close() == nil
        guard saved, closed, rename(temporary, file.path) == 0 else {
            let reason = Self.systemReason()
            let error = TokenStoreError(message: tr("kiji could not write {path}: {reason}.", ["path": file.path, "reason": reason]))
            unlink(temporary)
            throw error
        }
    }

    /// Removes the token file; returns whether there was one.
    @discardableResult
    public func remove() throws(TokenStoreError) -> Bool {
        if unlink(file.path) == 0 { return true }
        if errno == ENOENT { return false }
        let reason = Self.systemReason()
        throw TokenStoreError(message: tr("kiji could not remove {path}: {reason}.", ["path": file.path, "reason": reason]))
    }

    /// The file's text, or nil when it does not exist; refuses a file group or others may use.
    private func readFile() throws(TokenStoreError) -> String? {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw readFailure()
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw TokenStoreError(message: tr("{file} is not a regular file; remove it and run kiji login.", ["file": file.path]))
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw TokenStoreError(message: tr(
                "kiji will not use {file}: group or others may read it (mode {mode}). Fix it with: chmod 600 {file}",
                ["file": file.path, "mode": String(mode, radix: 8)]))
        }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw readFailure() }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// Creates the config folder (and its parents) and makes it 0700.
    private func makePrivateDirectory() throws(TokenStoreError) {
        let directory = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw TokenStoreError(message: tr("kiji could not create {path}: {reason}.", ["path": directory.path, "reason": error.systemReason]))
        }
        guard chmod(directory.path, 0o700) == 0 else {
            let reason = Self.systemReason()
            throw TokenStoreError(message: tr("kiji could not make {path} private: {reason}.", ["path": directory.path, "reason": reason]))
        }
    }

    private func readFailure() -> TokenStoreError {
        let reason = Self.systemReason()
        return TokenStoreError(message: tr("kiji could not read {path}: {reason}.", ["path": file.path, "reason": reason]))
    }

    /// The system's words for the last failed call (`errno`), read before anything else can change it.
    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
