import FoundationEssentials
import KijiDomain
import Localization

/// The item `kiji read` is given: its id, or the address of its page.
enum ItemReference {
    /// The id in `text`: 20 lowercase hexadecimal digits, alone or after `/items/` in an http or
    /// https address of any host (a trailing slash, query or fragment is allowed); nil otherwise.
    static func itemID(in text: String) -> Item.ID? {
        if isItemID(text) { return Item.ID(text) }
        guard let url = URLComponents(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
            url.host?.isEmpty == false
        else { return nil }
        let parts = url.path.split(separator: "/")
        guard let items = parts.lastIndex(of: "items"), items + 1 < parts.endIndex else { return nil }
        let id = String(parts[items + 1])
        return items + 2 == parts.endIndex && isItemID(id) ? Item.ID(id) : nil
    }

    /// The sentence for text that names no item.
    static func refusal(of text: String) -> String {
        tr("kiji read: {text} is not a Qiita item: give its id (20 hexadecimal digits) or its address, e.g. https://qiita.com/alice/items/7e476343f4055a17c3e9.", ["text": text.debugDescription])
    }

    private static func isItemID(_ text: String) -> Bool {
        text.utf8.count == 20 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
