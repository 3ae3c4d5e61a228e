import Localization
import TOMLKit

/// What a TOML value is, as a config problem names it ("an integer"), in the user's language.
enum TOMLTypeName {
    /// The type's name with its article, for "must be …, not an integer".
    static func phrase(of type: TOMLType) -> String {
        switch type {
        case .table: tr("a table")
        case .array: tr("an array")
        case .string: tr("a string")
        case .int: tr("an integer")
        case .double: tr("a floating-point number")
        case .bool: tr("a bool")
        case .date: tr("a date")
        case .time: tr("a time")
        case .dateTime: tr("a date-time")
        }
    }
}
