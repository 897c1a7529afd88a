/// Declares a configurable property of a scene object; its name is the Swift property's name.
///
/// ```swift
/// @Property("Shown when the value is missing") var empty = ""
/// @Property(required: true) var path = ""
/// ```
///
/// The initial value is the default scenes get. The runtime assigns the scene's value before
/// ``SceneObject/awake()``; lint has already checked its kind against the declaration.
@propertyWrapper
public final class Property<T: PropertyValue> {
    /// The current value. Setting it tells the console that what it measured may have changed.
    public var wrappedValue: T {
        didSet { LayoutRevision.bump() }
    }
    /// What the type's declaration reads (the scene name, default, summary, choices): kept when
    /// the type is registered or an object is made by hand, not on the many instances a scene
    /// builds, which would each carry a copy of what their type already declares (the runtime
    /// reads their names from the type's declaration).
    private let declared: Declared?

    /// The key scenes write, when it differs from the Swift property's name; read where the
    /// declaration is kept (registration, reflection of an object made by hand).
    var sceneName: String? { declared?.sceneName }

    /// A property's declaration, apart from its value.
    private final class Declared {
        let sceneName: String?
        let defaultValue: T
        let summary: String
        let choices: [String]?
        let isRequired: Bool
        let meaning: PropertyMeaning
        /// Assigns to a wrapper of this type (see ``PropertyAssigner``), converting as lint's
        /// ``converts`` judges.
        let assign: PropertyAssigner
        /// Whether a value converts: what lint checks a scene's value with (the spec's
        /// `converts`), the one conversion ``assign`` assigns with.
        let converts: @Sendable (Value) -> Bool

        init(sceneName: String?, defaultValue: T, summary: String, choices: [String]?, isRequired: Bool, meaning: PropertyMeaning) {
            self.sceneName = sceneName
            self.defaultValue = defaultValue
            self.summary = summary
            self.choices = choices
            self.isRequired = isRequired
            self.meaning = meaning
            self.assign = { value, member in
                guard let property = member as? Property<T> else { return member.assign(value) }
                return property.assign(value, choices: choices)
            }
            self.converts = { Property<T>.convert($0, choices: choices) != nil }
        }
    }

    /// Declares a property with a default value.
    ///
    /// - Parameters:
    ///   - wrappedValue: the default value, which scenes that do not set the property get.
    ///   - summary: one line for `stagehand types`, the schema and editors.
    ///   - name: the key scenes write, when it differs from the Swift property's name.
    ///   - choices: for a string property, the values it takes. A property whose type is a
    ///     ``PropertyChoice`` enum takes its cases' raw values without being told.
    ///   - required: whether every scene must set it.
    ///   - meaning: what the text means (a data file, a segue id, a dot path, a format), so
    ///     lint checks it as such.
    public init(
        wrappedValue: T, _ summary: String = "", name: String? = nil, choices: [String]? = nil,
        required: Bool = false, meaning: PropertyMeaning = .plain
    ) {
        self.wrappedValue = wrappedValue
        self.declared = MemberCollector.keepsDeclarations
            ? Declared(sceneName: name, defaultValue: wrappedValue, summary: summary, choices: choices, isRequired: required, meaning: meaning) : nil
        MemberCollector.announce(.property(self))
    }
}

/// Assigns a scene value to a `@Property` seen as a ``PropertyMember``; false when the value
/// does not convert.
///
/// Made where the wrapper's value type is known (its declaration, once per type) and kept in
/// the type's declaration: a `@Property` assigned through ``PropertyMember/assign(_:)`` alone
/// runs code that does not know its value type, which looks the type's optional up at run time
/// for every object made.
typealias PropertyAssigner = @Sendable (Value, PropertyMember) -> Bool

/// A `@Property` seen without its type parameter, so the runtime can declare and assign it.
protocol PropertyMember: AnyObject {
    var sceneName: String? { get }
    /// The assigner its declaration made, when it kept one (registration, objects made by hand).
    var assigner: PropertyAssigner? { get }
    func spec(named name: String) -> PropertySpec
    /// Assigns a scene value; false when it does not convert.
    func assign(_ value: Value) -> Bool
}

extension Property: PropertyMember {
    var assigner: PropertyAssigner? { declared?.assign }

    func spec(named name: String) -> PropertySpec {
        // Registration reads a wrapper that kept its declaration; one without it describes its value alone.
        let declared = declared ?? Declared(sceneName: nil, defaultValue: wrappedValue, summary: "", choices: nil, isRequired: false, meaning: .plain)
        let defaultScene = declared.defaultValue.propertyValue
        return PropertySpec(
            name: name, kind: T.propertyKind,
            defaultValue: declared.isRequired || defaultScene == .null ? Optional<Value>.none : defaultScene,
            isRequired: declared.isRequired, choices: declared.choices ?? T.propertyChoices, summary: declared.summary,
            meaning: declared.meaning, converts: declared.converts, convertsByKind: T.convertsExactlyItsKind)
    }

    func assign(_ value: Value) -> Bool {
        assign(value, choices: declared?.choices)
    }

    /// Assigns a scene value converted as ``convert(_:choices:)`` does; false when it does not convert.
    fileprivate func assign(_ value: Value, choices: [String]?) -> Bool {
        guard let converted = Self.convert(value, choices: choices) else { return false }
        wrappedValue = converted
        return true
    }

    /// The one conversion of a scene value for a property of this type, which lint checks with
    /// and the runtime assigns with: the type's own (``PropertyValue/init(propertyValue:)``),
    /// within the choices the property declares.
    static func convert(_ value: Value, choices: [String]?) -> T? {
        guard PropertySpec.isAmong(choices, value) else { return nil }
        return T(propertyValue: value)
    }
}
