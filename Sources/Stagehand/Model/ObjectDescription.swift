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

    /// The section the object was declared in.
    public var section: Role
    /// The `type:` value; `nil` when missing (already diagnosed).
    public var type: Located<String>?
    /// The `id:` value.
    public var id: Located<String>?
    /// Properties in the order written.
    public var properties: [PropertyEntry] = []
    /// Outlets in the order written.
    public var outlets: [OutletEntry] = []
    /// Child views (`children:`), for containers.
    public var children: [ObjectDescription] = []
    /// Where `children:` was written, when it was.
    public var childrenLocation: SourceLocation?
    /// The row prototype, for tables.
    public var prototype: PrototypeDescription?
    /// `viewId.event` entries under `on:`, for responders.
    public var on: [Located<String>] = []
    /// Where the object starts.
    public var location: SourceLocation

    /// The value written for a property, if any.
    public func property(_ name: String) -> Node? {
        properties.first { $0.name.value == name }?.value
    }

    /// The outlet entry with this name, if any.
    public func outlet(_ name: String) -> OutletEntry? {
        outlets.first { $0.name.value == name }
    }
}
