/// Numbers link and image URLs from 1 in order of first appearance, one number per URL.
struct LinkRegistry {
    /// The references handed out so far, in number order.
    private(set) var references: [LinkReference] = []
    /// The number of each URL seen so far.
    private var numbers: [String: Int] = [:]

    /// The number of `url`, handing out the next one (remembering `text`) when the URL is new.
    mutating func number(for url: String, text: String) -> Int {
        if let number = numbers[url] { return number }
        let number = references.count + 1
        numbers[url] = number
        references.append(LinkReference(number: number, url: url, text: text))
        return number
    }

    /// Gives the reference `number` its text, unless it already has one (an HTML link's text comes after its URL).
    mutating func describe(_ number: Int, as text: String) {
        guard references.indices.contains(number - 1), references[number - 1].text.isEmpty else { return }
        references[number - 1].text = text
    }
}
