import CCurl

/// libcurl's process-wide initialisation, done once on first use.
enum CurlGlobal {
    /// Whether `curl_global_init` succeeded; evaluated once, thread-safely.
    static let isInitialised: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
}
