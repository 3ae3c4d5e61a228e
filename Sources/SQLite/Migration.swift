/// One named step of a database's schema.
public struct Migration: Sendable {
    /// The step's name, which says what it does.
    public let identifier: String
    let apply: @Sendable (Connection) throws -> Void

    /// A step named `identifier` that `apply` performs on a connection inside a transaction.
    public init(_ identifier: String, _ apply: @escaping @Sendable (Connection) throws -> Void) {
        self.identifier = identifier
        self.apply = apply
    }
}
