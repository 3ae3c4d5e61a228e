/// A value as SQLite stores it: one of its storage classes.
///
/// A BLOB is read as text made of its bytes; nothing here stores one.
public enum DatabaseValue: Sendable, Equatable {
    /// SQL NULL.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// An IEEE double.
    case real(Double)
    /// UTF-8 text.
    case text(String)

    /// The storage class's name, as SQL's `typeof` gives it.
    var storageClass: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        }
    }
}
