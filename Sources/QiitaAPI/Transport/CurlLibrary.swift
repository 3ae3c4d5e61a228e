import CCurl

/// libcurl, loaded and initialised when the first transfer needs it.
///
/// kiji does not link libcurl, so a start that never reaches the network does not load it and the
/// libraries it depends on.
enum CurlLibrary {
    /// The library loaded: libcurl's soname since version 7.16.
    static let soname = "libcurl.so.4"

    /// Nil once libcurl is loaded and initialised; otherwise the loader's reason it is not.
    /// Evaluated once, thread-safely, by the first transfer.
    static let unavailableReason: String? = {
        if let reason = load(soname) { return reason }
        let code = kiji_curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        return code == CURLE_OK ? nil : "curl_global_init failed: \(String(cString: kiji_curl_easy_strerror(code)))"
    }()

    /// Opens `library` and resolves kiji's libcurl functions from it; returns why not, or nil on success.
    /// A failed load changes nothing.
    static func load(_ library: String) -> String? {
        kiji_curl_load(library).map { String(cString: $0) }
    }
}
