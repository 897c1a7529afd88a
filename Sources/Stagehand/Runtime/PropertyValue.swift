import OrderedCollections

/// A Swift type a `@Property` can hold, with the property kind scenes write it as.
public protocol PropertyValue {
    /// The kind scenes write the property in.
    static var propertyKind: PropertyKind { get }
    /// The only texts the property takes, for a type with a fixed set of them (an enum, see
    /// ``PropertyChoice``); `nil` for any value of ``propertyKind``.
    static var propertyChoices: [String]? { get }
    /// Converts a scene value; `nil` when it does not fit.
    init?(propertyValue: Value)
    /// The value as scenes write it, for defaults in `stagehand types` and the schema.
    var propertyValue: Value { get }
}

extension PropertyValue {
    /// Any value of the kind: most types have no fixed set of choices.
    public static var propertyChoices: [String]? { nil }
}

/// A `@Property` of text, written as a string.
extension String: PropertyValue {
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
    public static var propertyKind: PropertyKind { .int }
    public init?(propertyValue value: Value) {
        guard case .int(let i) = value else { return nil }
        self = i
    }
    public var propertyValue: Value { .int(self) }
}

/// A `@Property` of numbers, written as an integer or a number with a fraction.
extension Double: PropertyValue {
    public static var propertyKind: PropertyKind { .number }
    public init?(propertyValue value: Value) {
        switch value {
        case .int(let i): self = Double(i)
        case .double(let d): self = d
        default: return nil
        }
    }
    public var propertyValue: Value { .double(self) }
}

/// A `@Property` written as `true` or `false`.
extension Bool: PropertyValue {
    public static var propertyKind: PropertyKind { .bool }
    public init?(propertyValue value: Value) {
        guard case .bool(let b) = value else { return nil }
        self = b
    }
    public var propertyValue: Value { .bool(self) }
}

extension SceneDuration: PropertyValue {
    public static var propertyKind: PropertyKind { .duration }
    public init?(propertyValue value: Value) { self.init(value) }
    public var propertyValue: Value { .string(description) }
}

extension Value: PropertyValue {
    public static var propertyKind: PropertyKind { .any }
    public init?(propertyValue value: Value) { self = value }
    public var propertyValue: Value { self }
}

/// A `@Property` written as a list of any values.
extension Array: PropertyValue where Element == Value {
    public static var propertyKind: PropertyKind { .list }
    public init?(propertyValue value: Value) {
        guard case .list(let l) = value else { return nil }
        self = l
    }
    public var propertyValue: Value { .list(self) }
}

/// A `@Property` written as a mapping, its keys in the order written.
extension OrderedDictionary: PropertyValue where Key == String, Value == Stagehand.Value {
    public static var propertyKind: PropertyKind { .mapping }
    public init?(propertyValue value: Stagehand.Value) {
        guard case .mapping(let m) = value else { return nil }
        self = m
    }
    public var propertyValue: Stagehand.Value { .mapping(self) }
}

/// A `@Property` that may be left out: `nil` when the scene does not set it.
extension Optional: PropertyValue where Wrapped: PropertyValue {
    public static var propertyKind: PropertyKind { Wrapped.propertyKind }
    public static var propertyChoices: [String]? { Wrapped.propertyChoices }
    public init?(propertyValue value: Value) {
        if value == .null { self = .none; return }
        guard let wrapped = Wrapped(propertyValue: value) else { return nil }
        self = .some(wrapped)
    }
    public var propertyValue: Value { self?.propertyValue ?? .null }
}
