/// Addresses without the tracking parameters Qiita's feeds add (`utm_campaign`, `utm_medium`, `utm_source` …).
///
/// Every address kiji shows, opens or copies passes through ``withoutTrackingParameters(_:)``.
public enum TrackingParameters {
    /// `address` without its `utm_*` query parameters (names compared without regard to case);
    /// the other parameters keep their order, a query left empty is dropped, the fragment stays.
    public static func withoutTrackingParameters(_ address: String) -> String {
        let (beforeFragment, fragment) = split(address, at: "#")
        let (base, query) = split(beforeFragment, at: "?")
        guard let query else { return address }
        let kept = query.split(separator: "&", omittingEmptySubsequences: false).filter { parameter in
            !parameter.isEmpty && !parameter.lowercased().hasPrefix("utm_")
        }
        var result = base
        if !kept.isEmpty { result += "?" + kept.joined(separator: "&") }
        if let fragment { result += "#" + fragment }
        return result
    }

    private static func split(_ text: String, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }
}
