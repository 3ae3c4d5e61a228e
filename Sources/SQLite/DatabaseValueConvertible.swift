/// A Swift type that binds to a statement's `?` and reads back from a column.
///
/// String, Int, Int32, Int64, Double and Bool conform, and an Optional of any of them, which is
/// NULL when nil.
public protocol DatabaseValueConvertible: Sendable {
    /// The value as SQLite stores it.
    var databaseValue: DatabaseValue { get }

    /// The Swift value of a stored value; nil when the stored value cannot be one of this type.
    static func fromDatabaseValue(_ value: DatabaseValue) -> Self?
}

extension String: DatabaseValueConvertible {
    /// The text.
    public var databaseValue: DatabaseValue { .text(self) }

    /// Text as it is; no other storage class.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> String? {
        if case .text(let text) = value { text } else { nil }
    }
}

extension Int64: DatabaseValueConvertible {
    /// The integer.
    public var databaseValue: DatabaseValue { .integer(self) }

    /// An integer, or a real with no fraction that fits.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int64? {
        switch value {
        case .integer(let integer): integer
        case .real(let real): Int64(exactly: real)
        default: nil
        }
    }
}

extension Int: DatabaseValueConvertible {
    /// The integer.
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }

    /// An integer that fits, or a real with no fraction that fits.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int? {
        Int64.fromDatabaseValue(value).flatMap { Int(exactly: $0) }
    }
}

extension Int32: DatabaseValueConvertible {
    /// The integer.
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }

    /// An integer that fits, or a real with no fraction that fits.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int32? {
        Int64.fromDatabaseValue(value).flatMap { Int32(exactly: $0) }
    }
}

extension Double: DatabaseValueConvertible {
    /// The real.
    public var databaseValue: DatabaseValue { .real(self) }

    /// A real, or an integer made real.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Double? {
        switch value {
        case .real(let real): real
        case .integer(let integer): Double(integer)
        default: nil
        }
    }
}

extension Bool: DatabaseValueConvertible {
    /// 1 or 0, as SQLite has no boolean.
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }

    /// True for any number but zero.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Bool? {
        switch value {
        case .integer(let integer): integer != 0
        case .real(let real): real != 0
        default: nil
        }
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// The wrapped value's, or NULL.
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }

    /// nil for NULL; otherwise the wrapped type's reading.
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Wrapped?? {
        if case .null = value { return .some(nil) }
        return Wrapped.fromDatabaseValue(value).map { .some($0) }
    }
}
