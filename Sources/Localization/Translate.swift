import CGettext

/// The message in the user's language, its `{name}` placeholders filled from `values`.
///
/// `message` is a literal (a `StaticString`), so that `Scripts/update-catalog` finds every message
/// kiji can show: the compiler refuses an interpolated or computed one. English is the message
/// itself, and the fallback whenever no catalog has it.
///
///     tr("Comment posted.")
///     tr("{what} needs a Qiita access token.", ["what": what])
public func tr(_ message: StaticString, _ values: KeyValuePairs<String, String> = [:]) -> String {
    Placeholders.fill(MessageCatalog.lookup(message), with: values)
}

/// The singular or plural form of a message for `count`, in the user's language.
///
/// `{count}` is filled with the number, and the other placeholders from `values`. Languages with
/// other plural rules (Japanese has a single form) choose through the catalog's `Plural-Forms`.
///
///     trn("{count} comment", "{count} comments", count: comments.count)
public func trn(
    _ singular: StaticString, _ plural: StaticString, count: Int,
    _ values: KeyValuePairs<String, String> = [:]
) -> String {
    let chosen = MessageCatalog.lookup(singular, plural, count: count)
    return Placeholders.fill(Placeholders.fill(chosen, with: ["count": String(count)]), with: values)
}
