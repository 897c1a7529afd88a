/// A property type with a fixed set of values, written in scenes as their names: an enum whose
/// raw values are the names the format uses.
///
/// Declaring the enum is all it takes: its cases' raw values become the property's choices, so
/// lint reports any other text (with the choices in the message), `stagehand types` and the JSON
/// Schema list them, editors complete them, and the runtime hands the property the case. A case
/// added to the enum is a new choice everywhere at once.
///
/// ```swift
/// public enum Speed: String, CaseIterable, Sendable, PropertyChoice {
///     case slow, fast
/// }
///
/// @Property("How fast it turns") var speed = Speed.slow
/// ```
public protocol PropertyChoice: PropertyValue, RawRepresentable, CaseIterable where RawValue == String {}

extension PropertyChoice {
    /// Scenes write a choice as a string.
    public static var propertyKind: PropertyKind { .string }

    /// The cases' raw values, in declaration order.
    public static var propertyChoices: [String]? { allCases.map(\.rawValue) }

    /// True: a choice converts exactly the texts among its cases.
    public static var convertsExactlyItsKind: Bool { true }

    /// The case whose raw value is the scene's text; `nil` for any other text. A plain scalar
    /// counts by its text, as for any string property.
    public init?(propertyValue value: Value) {
        guard let text = String(propertyValue: value) else { return nil }
        self.init(rawValue: text)
    }

    /// The case's raw value.
    public var propertyValue: Value { .string(rawValue) }
}
