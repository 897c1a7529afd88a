/// One declared object of a scene, as written: its type, id, properties, outlets and, for views,
/// children and prototype, for responders the events that trigger it.
///
/// Nothing here is checked against the registry yet; that is ``SceneChecker``'s job, which is why
/// every part keeps its position.
public struct ObjectDescription {
    /// An entry under `properties:`.
    public struct PropertyEntry {
        /// The property's name, where it was written.
        public var name: Located<String>
        /// The value as written.
        public var value: Node
    }

    /// An entry under `outlets:`.
    public struct OutletEntry {
        /// The outlet's name, where it was written.
        public var name: Located<String>
        /// The ids it points to.
        public var targets: [Located<String>]
        /// Whether the ids were written as a list (an outlet collection).
        public var isList: Bool
    }

    /// The fields, shared by copies until one of them changes.
    ///
    /// Checks and the runtime copy every description of a scene into their own indexes; copying
    /// one reference costs one retain, where copying the fields retains every array and string.
    private final class Storage {
        var section: Role
        var type: Located<String>? = nil
        var id: Located<String>? = nil
        var properties: [PropertyEntry] = []
        var outlets: [OutletEntry] = []
        var children: [ObjectDescription] = []
        var childrenLocation: SourceLocation? = nil
        var prototype: PrototypeDescription? = nil
        var on: [Located<String>] = []
        var location: SourceLocation

        init(section: Role, location: SourceLocation) {
            self.section = section
            self.location = location
        }

        func copy() -> Storage {
            let copy = Storage(section: section, location: location)
            copy.type = type
            copy.id = id
            copy.properties = properties
            copy.outlets = outlets
            copy.children = children
            copy.childrenLocation = childrenLocation
            copy.prototype = prototype
            copy.on = on
            return copy
        }
    }

    private var storage: Storage

    /// Creates a description of an object in `section`, starting at `location`, with nothing else written.
    public init(section: Role, location: SourceLocation) {
        storage = Storage(section: section, location: location)
    }

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The section the object was declared in.
    public var section: Role {
        get { storage.section }
        _modify { yield &uniqueStorage().section }
    }

    /// The `type:` value; `nil` when missing (already diagnosed).
    public var type: Located<String>? {
        get { storage.type }
        _modify { yield &uniqueStorage().type }
    }

    /// The `id:` value.
    public var id: Located<String>? {
        get { storage.id }
        _modify { yield &uniqueStorage().id }
    }

    /// Properties in the order written.
    public var properties: [PropertyEntry] {
        get { storage.properties }
        _modify { yield &uniqueStorage().properties }
    }

    /// Outlets in the order written.
    public var outlets: [OutletEntry] {
        get { storage.outlets }
        _modify { yield &uniqueStorage().outlets }
    }

    /// Child views (`children:`), for containers.
    public var children: [ObjectDescription] {
        get { storage.children }
        _modify { yield &uniqueStorage().children }
    }

    /// Where `children:` was written, when it was.
    public var childrenLocation: SourceLocation? {
        get { storage.childrenLocation }
        _modify { yield &uniqueStorage().childrenLocation }
    }

    /// The row prototype, for tables.
    public var prototype: PrototypeDescription? {
        get { storage.prototype }
        _modify { yield &uniqueStorage().prototype }
    }

    /// `viewId.event` entries under `on:`, for responders.
    public var on: [Located<String>] {
        get { storage.on }
        _modify { yield &uniqueStorage().on }
    }

    /// Where the object starts.
    public var location: SourceLocation {
        get { storage.location }
        _modify { yield &uniqueStorage().location }
    }

    /// The value written for a property, if any.
    public func property(_ name: String) -> Node? {
        properties.first { $0.name.value == name }?.value
    }

    /// The outlet entry with this name, if any.
    public func outlet(_ name: String) -> OutletEntry? {
        outlets.first { $0.name.value == name }
    }
}
