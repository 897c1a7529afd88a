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

        /// An entry naming outlet `name` with the ids `targets`.
        package init(name: Located<String>, targets: [Located<String>], isList: Bool) {
            self.name = name
            self.targets = targets
            self.isList = isList
        }

        /// The entries of an `outlets:` mapping, in the order written, as the decoder kept them:
        /// an outlet whose value is neither an id nor a list is left out, and so is an item of a
        /// list that is not an id (the decoder reported both).
        static func entries<Pairs: Sequence<Node.Pair>>(of pairs: Pairs) -> [OutletEntry] {
            var entries: [OutletEntry] = []
            entries.reserveCapacity(pairs.underestimatedCount)
            for pair in pairs {
                guard let isList = isList(pair.value) else { continue }
                let name = Located(pair.key.scalarText ?? "", at: pair.key.location)
                let targets = isList
                    ? (pair.value.items?.filter(\.isNonNullScalar) ?? []).map { Located($0.scalarText ?? "", at: $0.location) }
                    : [Located(pair.value.scalarText ?? "", at: pair.value.location)]
                entries.append(OutletEntry(name: name, targets: targets, isList: isList))
            }
            return entries
        }

        /// Whether an outlet written as `value` lists its ids; `nil` when it is neither a list
        /// nor an id, and so left out of the entries. A list's ids are its items that are
        /// ``Node/isNonNullScalar``.
        static func isList(_ value: Node) -> Bool? {
            if value.items != nil { return true }
            return value.isNonNullScalar ? false : nil
        }
    }

    /// Every field, as a plain value: what the decoder fills in before it makes the description.
    struct Fields: Sendable {
        /// The object's own node (its place), `type:`, `id:`, `properties:` and `outlets:` as
        /// written, as places in the object's document: `type` and `id` are read into located
        /// strings, and properties and outlets into entries, when asked for (once by the checks,
        /// once by the runtime). A scene's objects mostly have a property or two, and bindings
        /// two outlets; strings with their places, and arrays of entries for each (and of their
        /// ids), cost more memory than the rest of the object.
        private var written: WrittenNodes?
        /// Declared here, in the spare bytes after `written`'s 28: after `rare` it would make the
        /// fields 41 bytes, and each description's box 80 bytes of heap where it is 64 now (the
        /// allocator rounds a 57-byte block up to 80).
        var section: Role
        /// What only some objects have, kept apart so that every other object is smaller.
        private var rare: RareParts?

        /// Fields of an object made in code, starting at `location`.
        init(section: Role, location: SourceLocation) {
            self.section = section
            changeRare { $0.location = location }
        }

        /// Fields of the object written as `node`, which says where it starts.
        init(section: Role, node: Node) {
            self.section = section
            if let index = UInt32(exactly: node.index), index != WrittenNodes.none {
                written = WrittenNodes(storage: node.storage, object: index)
            } else {
                changeRare { $0.location = node.location }
            }
        }

        var location: SourceLocation {
            get {
                rare?.parts.location ?? written?.node(written?.object)?.location ?? SourceLocation(file: "", line: 1, column: 1)
            }
            // `type` and `id` written in the document keep their own places.
            set { changeRare { $0.location = newValue } }
        }

        var type: Located<String>? {
            get { rare?.parts.type ?? written?.located(written?.type) }
            set { setText(newValue, of: .type) }
        }

        var id: Located<String>? {
            get { rare?.parts.id ?? written?.located(written?.id) }
            set { setText(newValue, of: .id) }
        }

        /// Sets `type` to the text of the scalar `node`: for the decoder, which sets it on every
        /// object, without making its located string.
        mutating func setType(writtenAt node: Node) {
            setText(writtenAt: node, of: .type)
        }

        /// Sets `id` to the text of the scalar `node`, as ``setType(writtenAt:)`` does `type`.
        mutating func setID(writtenAt node: Node) {
            setText(writtenAt: node, of: .id)
        }

        /// The two texts every object has a place for.
        private enum Text {
            case type, id

            var elsewhere: WritableKeyPath<RareParts.Parts, Located<String>?> {
                switch self {
                case .type: \.type
                case .id: \.id
                }
            }
        }

        /// Sets `type` or `id` to the scalar `node`: its place when it is in the object's
        /// document, else its text.
        private mutating func setText(writtenAt node: Node, of text: Text) {
            guard let index = written?.index(of: node) else {
                setText(node.scalarText.map { Located($0, at: node.location) }, of: text)
                return
            }
            setWritten(index, of: text)
            keepElsewhere(nil, at: text.elsewhere)
        }

        /// Sets `type` or `id` to a text set in code, which the rare parts keep.
        private mutating func setText(_ value: Located<String>?, of text: Text) {
            setWritten(WrittenNodes.none, of: text)
            keepElsewhere(value, at: text.elsewhere)
        }

        private mutating func setWritten(_ index: UInt32, of text: Text) {
            switch text {
            case .type: written?.type = index
            case .id: written?.id = index
            }
        }

        /// Keeps in the rare parts a `type` or `id` that is not a node of the object's document (set
        /// in code), or clears one kept there before; most objects never reach the rare parts.
        @inline(__always)
        private mutating func keepElsewhere(_ value: Located<String>?, at field: WritableKeyPath<RareParts.Parts, Located<String>?>) {
            if value != nil || rare?.parts[keyPath: field] != nil { changeRare { $0[keyPath: field] = value } }
        }

        /// The type's name alone: no place, and no string of the file's path retained.
        var typeName: String? { rare?.parts.type?.value ?? written?.text(written?.type) }

        /// Whether the type's name is `name`, compared without making a string.
        func isOfType(named name: String) -> Bool {
            if let type = rare?.parts.type { return type.value == name }
            guard let written, written.type != WrittenNodes.none else { return false }
            return written.storage.scalar(at: Int(written.type), equals: name)
        }

        var hasID: Bool { (written?.id ?? WrittenNodes.none) != WrittenNodes.none || rare?.parts.id != nil }
        var hasType: Bool { (written?.type ?? WrittenNodes.none) != WrittenNodes.none || rare?.parts.type != nil }

        /// The `properties:` mapping as written, while no entries were set in code.
        var propertyMapping: Node? {
            get { written?.node(written?.properties) }
            set { setWritten(newValue, properties: true) }
        }

        /// The `outlets:` mapping as written, while no entries were set in code.
        var outletMapping: Node? {
            get { written?.node(written?.outlets) }
            set { setWritten(newValue, properties: false) }
        }

        private mutating func setWritten(_ node: Node?, properties: Bool) {
            // The nodes of one object come from one document; a node of another (set in code)
            // moves the object's place to the rare parts and starts afresh.
            if let node, let current = written, current.storage !== node.storage {
                let (place, type, id) = (location, self.type, self.id)
                changeRare {
                    $0.location = place
                    $0.type = type
                    $0.id = id
                }
                written = nil
            }
            guard let storage = written?.storage ?? node?.storage else { return }
            var nodes = written ?? WrittenNodes(storage: storage, object: WrittenNodes.none)
            let index = node.flatMap { UInt32(exactly: $0.index) } ?? WrittenNodes.none
            if properties { nodes.properties = index } else { nodes.outlets = index }
            written = nodes.isEmpty ? nil : nodes
        }

        var properties: [PropertyEntry] {
            get { rare?.parts.propertyEntries ?? propertyMapping?.pairs.map { PropertyEntry.entries(of: $0) } ?? [] }
            set {
                propertyMapping = nil
                changeRare { $0.propertyEntries = newValue }
            }
        }

        var outlets: [OutletEntry] {
            get { rare?.parts.outletEntries ?? outletMapping?.pairs.map { OutletEntry.entries(of: $0) } ?? [] }
            set {
                outletMapping = nil
                changeRare { $0.outletEntries = newValue }
            }
        }

        var on: [Located<String>] {
            get { rare?.parts.on ?? [] }
            set { changeRare { $0.on = newValue } }
        }

        var children: [ObjectDescription] {
            get { rare?.parts.children ?? [] }
            set { changeRare { $0.children = newValue } }
        }

        var childrenLocation: SourceLocation? {
            get { rare?.parts.childrenLocation }
            set { changeRare { $0.childrenLocation = newValue } }
        }

        var prototype: PrototypeDescription? {
            get { rare?.parts.prototype }
            set { changeRare { $0.prototype = newValue } }
        }

        private mutating func changeRare(_ body: (inout RareParts.Parts) -> Void) {
            var parts = rare?.parts ?? RareParts.Parts()
            body(&parts)
            rare = RareParts(parts)
        }
    }

    /// The nodes of one object — itself, its `type:` and `id:` values, its `properties:` and its
    /// `outlets:` — as their document and their places in it: 28 bytes rather than five nodes'
    /// 80, or two located strings' 96 and three nodes.
    private struct WrittenNodes: Sendable {
        /// No node.
        static let none = UInt32.max
        let storage: NodeStorage
        let object: UInt32
        var type = WrittenNodes.none
        var id = WrittenNodes.none
        var properties = WrittenNodes.none
        var outlets = WrittenNodes.none

        init(storage: NodeStorage, object: UInt32) {
            self.storage = storage
            self.object = object
        }

        var isEmpty: Bool {
            object == WrittenNodes.none && type == WrittenNodes.none && id == WrittenNodes.none
                && properties == WrittenNodes.none && outlets == WrittenNodes.none
        }

        func node(_ index: UInt32?) -> Node? {
            guard let index, index != WrittenNodes.none else { return nil }
            return Node(storage, Int(index))
        }

        /// The text of the scalar at `index`.
        func text(_ index: UInt32?) -> String? {
            guard let index, index != WrittenNodes.none else { return nil }
            return storage.string(at: Int(index))
        }

        /// The scalar at `index` as a string where it was written.
        func located(_ index: UInt32?) -> Located<String>? {
            guard let index, index != WrittenNodes.none else { return nil }
            let position = Int(index)
            return Located(storage.string(at: position), at: Node(storage, position).location)
        }

        /// The place of `node` in this document; `nil` for a node of another.
        func index(of node: Node) -> UInt32? {
            guard storage === node.storage, let index = UInt32(exactly: node.index), index != WrittenNodes.none else { return nil }
            return index
        }
    }

    /// What only some objects have — a container's `children:`, a table's `prototype:`, a
    /// responder's `on:`, entries set in code — boxed because most objects have none of it and
    /// would otherwise each carry room for all of it.
    private final class RareParts: Sendable {
        struct Parts: Sendable {
            var children: [ObjectDescription] = []
            var childrenLocation: SourceLocation?
            var prototype: PrototypeDescription?
            var on: [Located<String>] = []
            var propertyEntries: [PropertyEntry]?
            var outletEntries: [OutletEntry]?
            /// The object's place, when it is not its node's (an object made in code).
            var location: SourceLocation?
            var type: Located<String>?
            var id: Located<String>?
        }

        let parts: Parts

        init(_ parts: Parts) { self.parts = parts }
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

        init(_ fields: consuming Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The bytes of a description's fields, for the test that keeps its box within a 64-byte
    /// heap block (40 bytes and the box's 16-byte header; see ``Fields``).
    package static var fieldsSize: Int { MemoryLayout<Fields>.size }

    /// Creates a description of an object in `section`, starting at `location`, with nothing else written.
    ///
    /// - Parameters:
    ///   - section: The role whose section declares the object.
    ///   - location: Where the object's entry starts.
    public init(section: Role, location: SourceLocation) {
        storage = Storage(Fields(section: section, location: location))
    }

    /// A description with these fields.
    init(_ fields: consuming Fields) {
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

    /// Whether an `id:` was written, without copying it.
    package var hasID: Bool { storage.fields.hasID }

    /// Whether a `type:` was written, without copying it.
    package var hasType: Bool { storage.fields.hasType }

    /// The `type:` value's text alone, for looking the type up: cheaper than ``type``, which
    /// also makes its place.
    package var typeName: String? { storage.fields.typeName }

    /// Whether the `type:` value is `name`, compared without making a string.
    func isOfType(named name: String) -> Bool { storage.fields.isOfType(named: name) }

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
        if let pairs = storage.fields.propertyMapping?.pairs {
            for pair in pairs { body(pair.value) }
        } else {
            for entry in storage.fields.properties { body(entry.value) }
        }
    }

    /// Calls `body` with every property in the order written: its name, a way to its name's
    /// place (asked for only when a problem is reported), and its value; the same as
    /// ``properties`` gives, without making its array of entries.
    func forEachProperty(_ body: (_ name: String, _ nameLocation: () -> SourceLocation, _ value: Node) -> Void) {
        if let pairs = storage.fields.propertyMapping?.pairs {
            for pair in pairs { body(pair.key.scalarText ?? "", { pair.key.location }, pair.value) }
        } else {
            for entry in storage.fields.properties { body(entry.name.value, { entry.name.location }, entry.value) }
        }
    }

    /// The `properties:` mapping as written, while no entries were set in code: its pairs name
    /// the properties without the strings ``properties`` makes for every name.
    var propertyMapping: Node? { storage.fields.propertyMapping }

    /// The value written for a property, if any.
    ///
    /// - Parameter name: The property's key.
    /// - Returns: The node written, or `nil` when the property is not set.
    public func property(_ name: String) -> Node? {
        if let node = storage.fields.propertyMapping {
            return node.pairs?.first { $0.key.hasScalarText(name) }?.value
        }
        return properties.first { $0.name.value == name }?.value
    }

    /// The `outlets:` mapping as written, while no entries were set in code: its pairs name
    /// the outlets and their ids without making ``outlets``' entries.
    var outletMapping: Node? { storage.fields.outletMapping }

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

    /// The first id an outlet names, read without making its entry: what the checks that
    /// follow an outlet to its data source need, many times over in a large scene.
    ///
    /// - Parameter name: The outlet's key.
    /// - Returns: The id, or `nil` when the outlet is not connected.
    func firstTarget(ofOutlet name: String) -> String? {
        guard let pairs = outletMapping?.pairs else { return outlets.first { $0.name.value == name }?.targets.first?.value }
        guard let value = pairs.first(where: { $0.key.hasScalarText(name) })?.value else { return nil }
        if let items = value.items { return items.first(where: \.isNonNullScalar)?.scalarText }
        return value.isNonNullScalar ? value.scalarText : nil
    }
}
