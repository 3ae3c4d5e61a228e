import FoundationEssentials

/// Decoding that tolerates what Qiita actually sends: nulls, numbers as strings, missing keys.
extension KeyedDecodingContainer {
    /// A string, or nil when the key is missing, null or not a string or number.
    func lenientString(_ key: Key) -> String? {
        if let value = try? decodeIfPresent(String.self, forKey: key) { return value }
        if let value = try? decodeIfPresent(Int.self, forKey: key) { return String(value) }
        return nil
    }

    /// An integer, or nil when the key is missing, null or not a number or numeric string.
    func lenientInt(_ key: Key) -> Int? {
        if let value = try? decodeIfPresent(Int.self, forKey: key) { return value }
        if let value = try? decodeIfPresent(String.self, forKey: key) { return Int(value) }
        return nil
    }

    /// A boolean, or nil when the key is missing, null or not a boolean.
    func lenientBool(_ key: Key) -> Bool? {
        (try? decodeIfPresent(Bool.self, forKey: key)) ?? nil
    }

    /// An ISO 8601 date with a UTC offset, or nil when absent or unreadable.
    func lenientDate(_ key: Key) -> Date? {
        guard let text = lenientString(key) else { return nil }
        return try? Date(text, strategy: .iso8601)
    }

    /// An array whose unreadable elements are skipped, or empty when the key is missing or null.
    func lenientArray<Element: Decodable>(_ type: Element.Type, _ key: Key) -> [Element] {
        guard let elements = try? decodeIfPresent([Lenient<Element>].self, forKey: key) else { return [] }
        return elements.compactMap(\.value)
    }
}

/// One element of a JSON array that decodes to nil instead of failing the whole array.
struct Lenient<Value: Decodable>: Decodable {
    /// The decoded element, or nil when it could not be read.
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
