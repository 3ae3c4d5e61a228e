import KijiDomain

/// A draft source compared by identity, so a ``Destination`` that previews it is equatable.
public struct DraftReference: Equatable {
    /// The draft shown.
    public let source: any DraftSource

    /// Refers to `source`.
    public init(_ source: any DraftSource) {
        self.source = source
    }

    /// Whether both refer to the same draft source object.
    public static func == (lhs: DraftReference, rhs: DraftReference) -> Bool { lhs.source === rhs.source }
}
