/// One declared object of a scene, as written: its type, id, properties, outlets and, for views,
/// children and prototype, for responders the events that trigger it.
///
/// Nothing here is checked against the registry yet; that is the checks' job when
/// ``SceneCompiler`` compiles the scene, which is why every part keeps its position.
public struct ObjectDescription: Sendable {
    /// An entry under `properties:`.
    public struct PropertyEntry: Sendable {
        /// The property's name, where it was written.
        public var name: Located<String>
        /// The value as written.
        public var value: Node

        /// The entries of a `properties:` mapping, in the order written.
        static func entries(of pairs: Node.Pairs) -> [PropertyEntry] {
            pairs.map { PropertyEntry(name: Located($0.key.scalarText ?? "", at: $0.key.location), value: $0.value) }
        }
    }

    /// An entry under `outlets:`.
    public struct OutletEntry: Sendable {
        /// The outlet's name, where it was written.
        public var name: Located<String>
        /// The ids it points to.
        public var targets: [Located<String>]
        /// Whether the ids were written as a list (an outlet collection).
        public var isList: Bool

        /// The entries of an `outlets:` mapping, in the order written, as the decoder kept them:
        /// an outlet whose value is neither an id nor a list is left out, and so is an item of a
        /// list that is not an id (the decoder reported both).
        static func entries<Pairs: Sequence<Node.Pair>>(of pairs: Pairs) -> [OutletEntry] {
            var entries: [OutletEntry] = []
            entries.reserveCapacity(pairs.underestimatedCount)
            for pair in pairs {
                let name = Located(pair.key.scalarText ?? "", at: pair.key.location)
                if let items = pair.value.items {
                    var targets: [Located<String>] = []
                    for item in items where item.isNonNullScalar {
                        targets.append(Located(item.scalarText ?? "", at: item.location))
                    }
                    entries.append(OutletEntry(name: name, targets: targets, isList: true))
                } else if pair.value.isNonNullScalar {
                    entries.append(OutletEntry(name: name, targets: [Located(pair.value.scalarText ?? "", at: pair.value.location)], isList: false))
                }
            }
            return entries
        }
    }

    /// Every field, as a plain value: what the decoder fills in before it makes the description.
    struct Fields: Sendable {
        var type: Located<String>? = nil
        var id: Located<String>? = nil
        /// `properties:`: the mapping as written, read into entries when asked for (once by the
        /// checks, once by the runtime), or entries set in code. A scene's objects mostly have a
        /// property or two, and an array of entries for each cost more memory than the rest of
        /// the object.
        var propertySource = PropertySource.entries([])
        /// `outlets:`: the mapping as written, read into entries when asked for, or entries set
        /// in code; most objects of a large scene are bindings with two outlets, whose entries
        /// (and their ids' lists) cost more than the rest of the object.
        var outletSource = OutletSource.entries([])
        var on: [Located<String>] = []
        var location: SourceLocation
        /// What only some views have, kept apart so that every other object is smaller.
        private var viewParts: ViewParts?
        var section: Role

        init(section: Role, location: SourceLocation) {
            self.section = section
            self.location = location
        }

        var properties: [PropertyEntry] {
            get {
                switch propertySource {
                case .entries(let entries): entries
                case .mapping(let node): node.pairs.map { PropertyEntry.entries(of: $0) } ?? []
                }
            }
            set { propertySource = .entries(newValue) }
        }

        var outlets: [OutletEntry] {
            get {
                switch outletSource {
                case .entries(let entries): entries
                case .mapping(let node): node.pairs.map { OutletEntry.entries(of: $0) } ?? []
                }
            }
            set { outletSource = .entries(newValue) }
        }

        var children: [ObjectDescription] {
            get { viewParts?.children ?? [] }
            set { viewParts = ViewParts(children: newValue, childrenLocation: childrenLocation, prototype: prototype) }
        }

        var childrenLocation: SourceLocation? {
            get { viewParts?.childrenLocation }
            set { viewParts = ViewParts(children: children, childrenLocation: newValue, prototype: prototype) }
        }

        var prototype: PrototypeDescription? {
            get { viewParts?.prototype }
            set { viewParts = ViewParts(children: children, childrenLocation: childrenLocation, prototype: newValue) }
        }
    }

    /// Where an object's properties come from.
    enum PropertySource: Sendable {
        /// The `properties:` mapping node.
        case mapping(Node)
        /// Entries set in code.
        case entries([PropertyEntry])
    }

    /// Where an object's outlets come from.
    enum OutletSource: Sendable {
        /// The `outlets:` mapping node.
        case mapping(Node)
        /// Entries set in code.
        case entries([OutletEntry])
    }

    /// `children:` and `prototype:`: a container's or a table's, boxed because most objects have
    /// neither and would otherwise each carry room for both.
    private final class ViewParts: Sendable {
        let children: [ObjectDescription]
        let childrenLocation: SourceLocation?
        let prototype: PrototypeDescription?

        init(children: [ObjectDescription], childrenLocation: SourceLocation?, prototype: PrototypeDescription?) {
            self.children = children
            self.childrenLocation = childrenLocation
            self.prototype = prototype
        }
    }

    /// The fields, shared by copies: checks and the runtime copy every description of a scene
    /// into their own indexes, and copying one reference costs one retain where copying the
    /// fields retains every array and string.
    ///
    /// Immutable, so descriptions can be handed between threads (lint checks files on several
    /// at once) without any locking: a change makes a new box, and only the description that
    /// changed sees it. Changes are rare after decoding, which fills ``Fields`` first and boxes
    /// them once.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// Creates a description of an object in `section`, starting at `location`, with nothing else written.
    ///
    /// - Parameters:
    ///   - section: The role whose section declares the object.
    ///   - location: Where the object's entry starts.
    public init(section: Role, location: SourceLocation) {
        storage = Storage(Fields(section: section, location: location))
    }

    /// A description with these fields.
    init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// Changes a field: the fields are copied into a new box, so copies made earlier keep theirs.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    /// The section the object was declared in.
    public var section: Role {
        get { storage.fields.section }
        set { change { $0.section = newValue } }
    }

    /// The `type:` value; `nil` when missing (already diagnosed).
    public var type: Located<String>? {
        get { storage.fields.type }
        set { change { $0.type = newValue } }
    }

    /// The `id:` value.
    public var id: Located<String>? {
        get { storage.fields.id }
        set { change { $0.id = newValue } }
    }

    /// Properties in the order written.
    public var properties: [PropertyEntry] {
        get { storage.fields.properties }
        set { change { $0.properties = newValue } }
    }

    /// Outlets in the order written.
    public var outlets: [OutletEntry] {
        get { storage.fields.outlets }
        set { change { $0.outlets = newValue } }
    }

    /// Child views (`children:`), for containers.
    public var children: [ObjectDescription] {
        get { storage.fields.children }
        set { change { $0.children = newValue } }
    }

    /// Where `children:` was written, when it was.
    public var childrenLocation: SourceLocation? {
        get { storage.fields.childrenLocation }
        set { change { $0.childrenLocation = newValue } }
    }

    /// The row prototype, for tables.
    public var prototype: PrototypeDescription? {
        get { storage.fields.prototype }
        set { change { $0.prototype = newValue } }
    }

    /// `viewId.event` entries under `on:`, for responders.
    public var on: [Located<String>] {
        get { storage.fields.on }
        set { change { $0.on = newValue } }
    }

    /// Where the object starts.
    public var location: SourceLocation {
        get { storage.fields.location }
        set { change { $0.location = newValue } }
    }

    /// Calls `body` with the value of every property, in the order written, without making the
    /// entries (and their names' strings) that ``properties`` makes.
    func forEachPropertyValue(_ body: (Node) -> Void) {
        switch storage.fields.propertySource {
        case .mapping(let node):
            guard let pairs = node.pairs else { return }
            for pair in pairs { body(pair.value) }
        case .entries(let entries): for entry in entries { body(entry.value) }
        }
    }

    /// The `properties:` mapping as written, while no entries were set in code: its pairs name
    /// the properties without the strings ``properties`` makes for every name.
    var propertyMapping: Node? {
        if case .mapping(let node) = storage.fields.propertySource { return node }
        return nil
    }

    /// The value written for a property, if any.
    ///
    /// - Parameter name: The property's key.
    /// - Returns: The node written, or `nil` when the property is not set.
    public func property(_ name: String) -> Node? {
        if case .mapping(let node) = storage.fields.propertySource {
            return node.pairs?.first { $0.key.hasScalarText(name) }?.value
        }
        return properties.first { $0.name.value == name }?.value
    }

    /// The `outlets:` mapping as written, while no entries were set in code: its pairs name
    /// the outlets and their ids without making ``outlets``' entries.
    var outletMapping: Node? {
        if case .mapping(let node) = storage.fields.outletSource { return node }
        return nil
    }

    /// The outlet entry with this name, if any.
    ///
    /// - Parameter name: The outlet's key.
    /// - Returns: The entry, or `nil` when the outlet is not connected.
    public func outlet(_ name: String) -> OutletEntry? {
        if let pairs = outletMapping?.pairs {
            // Only the pair asked for is read into an entry.
            for index in pairs.indices where pairs[index].key.hasScalarText(name) {
                return OutletEntry.entries(of: pairs[index...index]).first
            }
            return nil
        }
        return outlets.first { $0.name.value == name }
    }
}
