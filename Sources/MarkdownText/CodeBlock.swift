/// A code block: its lines and, for a fence, the language and Qiita file name of its info string.
public struct CodeBlock: Hashable, Sendable {
    /// The language, the first part of the info string (`ruby` in `ruby:app.rb`), or `nil`.
    public var language: String?
    /// The Qiita file name after the colon of the info string (`app.rb` in `ruby:app.rb`), or `nil`.
    public var filename: String?
    /// The code, one element per line, without line terminators.
    public var lines: [String]

    /// Creates a code block.
    public init(language: String? = nil, filename: String? = nil, lines: [String]) {
        self.language = language
        self.filename = filename
        self.lines = lines
    }

    /// Creates a code block from a fence's info string, splitting Qiita's `language:filename` form.
    ///
    /// The language is the first word before the colon and the file name is everything after the
    /// first colon, trimmed; an empty part becomes `nil`. Without a colon the language is the first word.
    public init(info: String, lines: [String]) {
        let trimmed = info.trimmingSpaces
        if let colon = trimmed.firstIndex(of: ":") {
            let name = trimmed[trimmed.index(after: colon)...].trimmingSpaces
            language = trimmed[..<colon].firstWord
            filename = name.isEmpty ? nil : name
        } else {
            language = trimmed.firstWord
            filename = nil
        }
        self.lines = lines
    }
}
