import Localization

/// The TOML parser's reason for refusing a file, in kiji's own words and the user's language.
///
/// toml++ explains a syntax error in its own English ("Error while parsing key-value pair: expected
/// value, saw '\n'"). The reader of config.toml needs to know what to change on the line it names,
/// so each family of the parser's messages becomes one sentence about what the line lacks; a message
/// of no known family is said as "this line is not valid TOML".
enum TOMLSyntaxReason {
    /// kiji's sentence for the parser's `description`.
    static func sentence(for description: String) -> String {
        let said = description.lowercased()
        func saysAny(_ phrases: String...) -> Bool { phrases.contains { said.contains($0) } }
        if saysAny("cannot redefine", "cannot insert") {
            return tr("a key or a table is defined twice")
        }
        if saysAny("end-of-file") {
            return tr("the file ends inside a value: a string, an array or an inline table is not closed")
        }
        if saysAny("escape sequence", "u+10ffff") {
            return tr("a string holds an escape sequence TOML does not accept")
        }
        if saysAny("control character") {
            return tr("a control character stands where TOML allows none (a line break inside a one-line string, for one)")
        }
        if saysAny("comma or closing", "dangling comma", "or closing ']'", "or closing '}'") {
            return tr("an array or an inline table is not written right: a comma or its closing bracket is missing or out of place")
        }
        if saysAny("expected '=', saw") {
            return tr("a key is not followed by =")
        }
        if saysAny("expected ']', saw") {
            return tr("a table header is not closed with ]")
        }
        if saysAny("expected value, saw", "could not determine value type", "could not determine type") {
            return tr("a key has no value after =, or a value TOML does not know (text needs quotes)")
        }
        if saysAny("digit", "year", "month", "day between", "hour", "minute", "second", "exponent", "underscores") {
            return tr("a number, a date or a time is not written right")
        }
        if saysAny("bare key", "expected keys, tables") {
            return tr("this line is neither a key = value nor a [table] header")
        }
        if saysAny("comment or whitespace", "value-terminator") {
            return tr("something follows the value on this line (a comment starts with #)")
        }
        return tr("this line is not valid TOML")
    }
}
