/// A Swift type a `@Property` can hold, with the property kind scenes write it as.
///
/// Its metatype is `Sendable`, as an ``OutletValue``'s is: a type's declaration keeps, for each
/// property, how to assign it, and declarations are shared between threads.
public protocol PropertyValue: SendableMetatype {
    /// The kind scenes write the property in.
    static var propertyKind: PropertyKind { get }
    /// The only texts the property takes, for a type with a fixed set of them (an enum, see
    /// ``PropertyChoice``); `nil` for any value of ``propertyKind``.
    static var propertyChoices: [String]? { get }
    /// Converts a scene value; `nil` when it does not fit.
    init?(propertyValue: Value)
    /// The value as scenes write it, for defaults in `stagehand types` and the schema.
    var propertyValue: Value { get }
    /// Whether ``PropertyValue/init(propertyValue:)`` converts exactly the values
    /// ``PropertyValue/propertyKind`` accepts (within ``PropertyValue/propertyChoices``): lint may then judge a large list or mapping by its kind
    /// without building it. The default, false, has lint convert every value the way the
    /// runtime will, which is always right.
    static var convertsExactlyItsKind: Bool { get }
}

extension PropertyValue {
    /// Any value of the kind: most types have no fixed set of choices.
    public static var propertyChoices: [String]? { nil }
    /// False: lint converts a value to judge it, as the runtime will.
    public static var convertsExactlyItsKind: Bool { false }
}

/// A `@Property` of text, written as a string.
extension String: PropertyValue {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .string }
    public init?(propertyValue value: Value) {
        switch value {
        case .string, .int, .double, .bool: self = value.displayText
        default: return nil
        }
    }
    public var propertyValue: Value { .string(self) }
}

/// A `@Property` of whole numbers, written as an integer.
extension Int: PropertyValue {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .int }
    public init?(propertyValue value: Value) { if let int = value.int { self = int } else { return nil } }
    public var propertyValue: Value { .int(self) }
}

/// A `@Property` of numbers, written as an integer or a number with a fraction.
extension Double: PropertyValue {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .number }
    public init?(propertyValue value: Value) { if let number = value.int.map(Double.init) ?? value.double { self = number } else { return nil } }
    public var propertyValue: Value { .double(self) }
}

/// A `@Property` written as `true` or `false`.
extension Bool: PropertyValue {
    public static var convertsExactlyItsKind: Bool { true }
    public static var propertyKind: PropertyKind { .bool }
    public init?(propertyValue value: Value) { if let bool = value.bool { self = bool } else { return nil } }
    public var propertyValue: Value { .bool(self) }
}
