/// A value read from a file, with the place it was written.
public struct Located<Wrapped> {
    /// The value.
    public var value: Wrapped
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a located value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - location: Where it was written.
    public init(_ value: Wrapped, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Wrapped: Equatable {}
extension Located: Hashable where Wrapped: Hashable {}
extension Located: Sendable where Wrapped: Sendable {}
