/// Fills a translated message's named placeholders, `{name}`, with their values.
///
/// Named rather than positional, so a translation may put them in any order ("{what} needs a token"
/// becomes "{what}にはトークンが必要です"). A placeholder with no value, and a brace that opens
/// none, stay as they are.
enum Placeholders {
    /// The message with every `{name}` that `values` names replaced by its value.
    ///
    /// Works on UTF-8 bytes: braces are ASCII, so every cut falls between characters, and a list
    /// row's counts are filled on every frame that draws it.
    static func fill(_ message: String, with values: KeyValuePairs<String, String>) -> String {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard !values.isEmpty, message.utf8.contains(open) else { return message }
        var result = ""
        result.reserveCapacity(message.utf8.count)
        var rest = message.utf8[...]
        while let start = rest.firstIndex(of: open) {
            result += Substring(rest[..<start])
            let name = rest.index(after: start)
            guard let end = rest[name...].firstIndex(of: close),
                  let value = values.first(where: { $0.key.utf8.elementsEqual(rest[name..<end]) })?.value
            else {
                result += "{"
                rest = rest[name...]
                continue
            }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        result += Substring(rest)
        return result
    }
}
