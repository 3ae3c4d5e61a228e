import Localization
import TerminalUI

/// A message in the user's language as text a widget draws: `Localization.tr`, sanitised.
///
/// The message is a literal, so `Scripts/update-catalog` finds it as it finds every `tr` call.
func tr(_ message: StaticString, _ values: KeyValuePairs<String, String> = [:]) -> DisplayText {
    DisplayText(sanitizing: Localization.tr(message, values))
}

/// The singular or plural form of a message for `count` as text a widget draws: `Localization.trn`, sanitised.
func trn(
    _ singular: StaticString, _ plural: StaticString, count: Int, _ values: KeyValuePairs<String, String> = [:]
) -> DisplayText {
    DisplayText(sanitizing: Localization.trn(singular, plural, count: count, values))
}
