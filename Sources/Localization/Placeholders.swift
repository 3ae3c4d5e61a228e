/// Fills a translated message's named placeholders, `{name}`, with their values.
///
/// Named rather than positional, so a translation may put them in any order ("{what} needs a token"
/// becomes "{what}にはトークンが必要です"). A placeholder with no value, and a brace that opens
/// none, stay as they are.
enum Placeholders {
    /// The message with every `{name}` that `values` names replaced by its value.
    static func fill(_ message: String, with values: KeyValuePairs<String, String>) -> String {
        guard !values.isEmpty, message.contains("{") else { return message }
        var result = ""
        result.reserveCapacity(message.utf8.count)
        var rest = message[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                  let value = values.first(where: { $0.key == rest[afterOpen..<close] })?.value
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
