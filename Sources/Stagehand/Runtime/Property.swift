/// Declares a configurable property of a scene object; its name is the Swift property's name.
///
/// ```swift
/// @Property("Shown when the value is missing") var empty = ""
/// @Property(required: true) var path = ""
/// @Property("How the bar is coloured", affects: .repaint) var tone = "plain"
/// ```
///
/// The initial value is the default scenes get. The runtime assigns the scene's value before
/// ``SceneObject/awake()``; lint has already checked its kind against the declaration.
///
/// The wrapper holds its value inline, in the object: what it declares (the summary, choices,
/// whether it is required, the scene name, what a change of it affects) is read once, when the
/// type is registered, into the type's declaration, and the many objects a scene makes carry
/// none of it. Setting it marks its object in its scene's changes (see ``PropertyEffect``).
@propertyWrapper
public struct Property<T: PropertyValue> {
    /// The current value. Set through the object (`label.text = …`), the change is marked in
    /// the object's scene; that is how the property is meant to be set.
    public var wrappedValue: T

    /// The value of the property `storage` names in `object`; setting it marks `object` changed,
    /// with the effect the property declares. Swift calls this for every `@Property` of a class.
    @inlinable
    public static subscript<Object: SceneObject>(
        _enclosingInstance object: Object, wrapped wrapped: ReferenceWritableKeyPath<Object, T>,
        storage storage: ReferenceWritableKeyPath<Object, Self>
    ) -> T {
        // Inlined into each property's accessors, where both key paths are literals: the
        // optimizer then reaches the field directly, as for a stored property, and the offset
        // below is the field's own. Not inlined, every set would walk the key paths at run time.
        @inline(__always) get { object[keyPath: storage].wrappedValue }
        @inline(__always) set {
            object[keyPath: storage].wrappedValue = newValue
            object.propertyDidChange { StoredMember.offset(of: storage, in: object) }
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
    ///   - effect: whether a change may change what the object takes or holds (`layout`, the
    ///     default) or only how it looks (`repaint`), so what was measured stands.
    public init(
        wrappedValue: T, _ summary: String = "", name: String? = nil, choices: [String]? = nil,
        required: Bool = false, meaning: PropertyMeaning = .plain, affects effect: PropertyEffect = .layout
    ) {
        self.wrappedValue = wrappedValue
        // Only while the type is being registered; an object a scene makes records nothing.
        if let recorder = MemberRecorder.current {
            recorder.record(Self.declared(
                sceneName: name, defaultValue: wrappedValue, summary: summary, choices: choices, isRequired: required,
                meaning: meaning, effect: effect))
        }
    }

    /// A property's declaration, as its type's registration records it: how to describe it and
    /// how to set it once its Swift name and place in the object are known.
    static func declared(
        sceneName: String?, defaultValue: T, summary: String, choices: [String]?, isRequired: Bool, meaning: PropertyMeaning,
        effect: PropertyEffect
    ) -> RecordedMember {
        let defaultScene = defaultValue.propertyValue
        return RecordedMember(wrapperType: ObjectIdentifier(Self.self), sceneName: sceneName) { name, offset in
            let spec = PropertySpec(
                name: name, kind: T.propertyKind,
                defaultValue: isRequired || defaultScene == .null ? Optional<Value>.none : defaultScene,
                isRequired: isRequired, choices: choices ?? T.propertyChoices, summary: summary,
                meaning: meaning, converts: { convert($0, choices: choices) != nil }, convertsByKind: T.convertsExactlyItsKind)
            return .property(spec, set: setter(at: offset, choices: choices), effect: effect, offset: offset)
        }
    }

    /// Sets the property stored `offset` bytes into an object of its type to a scene value,
    /// converted as ``convert(_:choices:)`` does; false when it does not convert. Made once per
    /// type, where the value type is known, so setting costs no dynamic cast.
    static func setter(at offset: Int, choices: [String]?) -> PropertySetter {
        { object, value in
            guard let converted = convert(value, choices: choices) else { return false }
            StoredMember.modify(object, at: offset, as: Self.self) { $0.wrappedValue = converted }
            return true
        }
    }

    /// The one conversion of a scene value for a property of this type, which lint checks with
    /// and the runtime assigns with: the type's own (``PropertyValue/init(propertyValue:)``),
    /// within the choices the property declares.
    static func convert(_ value: Value, choices: [String]?) -> T? {
        guard PropertySpec.isAmong(choices, value) else { return nil }
        return T(propertyValue: value)
    }
}

extension Property: UndeclaredMember {
    static func undeclared(defaultOf object: AnyObject, at offset: Int) -> RecordedMember {
        let value = StoredMember.read(object, at: offset, as: Self.self).wrappedValue
        return declared(sceneName: nil, defaultValue: value, summary: "", choices: nil, isRequired: false, meaning: .plain, effect: .layout)
    }
}
