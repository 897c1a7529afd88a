import OrderedCollections

/// A `@Property` of a duration, written as a string such as `300ms` or `2s`.
extension SceneDuration: PropertyValue {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .duration }
    public init?(propertyValue value: Value) { self.init(value) }
    public var propertyValue: Value { .string(description) }
}

/// A `@Property` of any value: scalar, list or mapping, as written.
extension Value: PropertyValue {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .any }
    public init?(propertyValue value: Value) { self = value }
    public var propertyValue: Value { self }
}

/// A `@Property` written as a list of any values.
extension Array: PropertyValue where Element == Value {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .list }
    public init?(propertyValue value: Value) { if let list = value.list { self = list } else { return nil } }
    public var propertyValue: Value { .list(self) }
}

/// A `@Property` written as a mapping, its keys in the order written.
extension OrderedDictionary: PropertyValue where Key == String, Value == Stagehand.Value {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .mapping }
    public init?(propertyValue value: Stagehand.Value) { if let mapping = value.mapping { self = mapping } else { return nil } }
    public var propertyValue: Stagehand.Value { .mapping(self) }
}

/// A `@Property` that may be left out: `nil` when the scene does not set it, or sets it to null
/// (an optional `Value` keeps a null written out: the scene set it).
extension Optional: PropertyValue where Wrapped: PropertyValue {
    public static var propertyKind: PropertyKind { Wrapped.propertyKind }
    public static var propertyChoices: [String]? { Wrapped.propertyChoices }
    public init?(propertyValue value: Value) {
        // A null written out is nothing, unless the wrapped type holds null itself (`Value`):
        // then it is the value written, which the object can tell from a property not written.
        if value == .null {
            self = Wrapped(propertyValue: .null)
            return
        }
        guard let wrapped = Wrapped(propertyValue: value) else { return nil }
        self = .some(wrapped)
    }
    public var propertyValue: Value { self?.propertyValue ?? .null }
}
