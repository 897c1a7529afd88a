/// Decodes a document into a ``SceneDescription``, reporting every structural problem in one pass:
/// unknown and misplaced keys, values of the wrong kind, missing required keys, bad ids.
public enum SceneDecoder {
    /// The keys a scene's top level takes, in the order documentation lists them.
    public static let topLevelKeys = ["stagehand", "scene", "title"] + Role.allCases.map(\.sectionKey) + ["segues", "keys", "styles", "theme"]
    package static let objectKeys = ObjectKey.allCases.map(\.rawValue)
    /// The keys a shortcut entry under `keys` takes.
    public static let shortcutKeys = ["id", "key", "title", "show"]
    /// The type every entry under `keys` declares: the standard library's `Shortcut`.
    public static let shortcutType = "Shortcut"
    /// The keys a segue entry takes.
    public static let segueKeys = ["id", "to", "style"]
    /// The keys a table's `prototype` mapping takes.
    public static let prototypeKeys = ["views", "view", "bindings", "bindingSets"]

    /// The keys an object declared in `role`'s section takes (`children` and `prototype` only for
    /// views, `on` only for responders).
    ///
    /// - Parameter role: The section the object is declared in.
    /// - Returns: The keys the object may have.
    public static func objectKeys(for role: Role) -> [String] {
        let misplaced = misplacedKeys[role] ?? [:]
        return ObjectKey.allCases.filter { misplaced[$0] == nil }.map(\.rawValue)
    }

    /// For each role, the object keys that belong to other roles, with why.
    package static let misplacedKeys: [Role: [ObjectKey: String]] = {
        var rules: [Role: [ObjectKey: String]] = [:]
        for role in Role.allCases {
            var misplaced: [ObjectKey: String] = [:]
            if role != .view {
                misplaced[.children] = "only views have children"
                misplaced[.prototype] = "only a Table view has a prototype"
            }
            if role != .responder { misplaced[.on] = "only responders have 'on'" }
            let rowOnly = role == .view
                ? "a view's bindings go in the scene's section of that name; a table row's go beside the view its 'prototype' names"
                : "only a table's 'prototype' takes these, beside its row view"
            misplaced[.bindings] = rowOnly
            misplaced[.bindingSets] = rowOnly
            rules[role] = misplaced
        }
        return rules
    }()

    /// ``misplacedKeys`` by ``Role/position``: what an object in a section is read with.
    package static let misplacedInSections: [MisplacedKeys<ObjectKey>] = Role.allCases.map { MisplacedKeys(misplacedKeys[$0] ?? [:]) }

    /// ``misplacedInSections`` for the row view of a one-view prototype, which takes `bindings`
    /// and `bindingSets` beside its keys.
    package static let misplacedInRows: [MisplacedKeys<ObjectKey>] = misplacedInSections.map {
        $0.allowing(.bindings).allowing(.bindingSets)
    }

    /// Decodes a document; the description holds whatever could be read, the diagnostics the rest.
    ///
    /// - Parameter document: A loaded scene file.
    /// - Returns: The scene as far as it could be read, and the structural problems found.
    public static func decode(_ document: Document) -> (scene: SceneDescription, diagnostics: [Diagnostic]) {
        var reader = NodeReader()
        var scene = SceneDescription(file: document.file)
        scene.source = document.source
        for (key, pair) in reader.topLevelEntries(of: document, kind: "scene", known: topLevelKeys) {
            let value = pair.value
            switch key {
            case "stagehand":
                if let version = reader.int(value, "'stagehand' (the format version)") {
                    scene.version = version
                    if version.value != 1 {
                        reader.report(.unsupportedVersion, "format version \(version.value) is not supported; this runtime reads version 1", at: value.location)
                    }
                }
            case "scene": scene.name = reader.string(value, "'scene'")
            case "title": scene.title = reader.string(value, "'title'")
            case "styles": scene.styles = StyleDeclarationReader.read(value, &reader)
            case "theme": scene.theme = reader.string(value, "'theme'")
            case "segues":
                for item in reader.list(value, "'segues'") {
                    if let segue = decodeSegue(item, &reader) { scene.segues.append(segue) }
                }
            case "keys":
                for item in reader.list(value, "'keys'") {
                    if let shortcut = decodeShortcut(item, &reader) { scene.shortcuts.append(shortcut) }
                }
            case let key:
                guard let role = Role(sectionKey: key) else { continue }
                let objects = decodeSection(value, role: role, &reader)
                switch role {
                case .dataSource: scene.dataSources = objects
                case .view: scene.views = objects
                case .binding: scene.bindings = objects
                case .bindingSet: scene.bindingSets = objects
                case .responder: scene.responders = objects
                }
            }
        }
        reader.reportMissing(
            [
                "stagehand": "missing key 'stagehand' (the format version); add 'stagehand: 1'",
                "scene": "missing key 'scene' (the scene's name)",
            ], in: document, known: topLevelKeys)
        return (scene, reader.diagnostics)
    }

    /// Sections with fewer objects are decoded on one thread: a thread costs more than it saves.
    package static let objectsWorthAThread = 4_096

    /// ``decodeObjects(_:role:_:)`` for a scene's section: a long one is cut in two halves, the
    /// second decoded on another thread through a storage object of its own (see
    /// ``NodeStorage/sharingCopy()``). The objects and their problems come out in the order one
    /// thread gives.
    static func decodeSection(_ node: Node, role: Role, _ reader: inout NodeReader) -> [ObjectDescription] {
        guard let items = node.items, items.count >= objectsWorthAThread, ParallelWork.processorCount > 1 else {
            return decodeObjects(node, role: role, &reader)
        }
        let (count, half) = (items.count, items.count / 2)
        let copy = node.storage.sharingCopy()
        let index = node.index
        let secondHalf = BackgroundTask { () -> (objects: [ObjectDescription], diagnostics: [Diagnostic]) in
            var reader = NodeReader()
            let objects = Node(copy, index).items.map { decodeObjects($0, in: half..<count, role: role, &reader) } ?? []
            return (objects, reader.diagnostics)
        }
        var objects = decodeObjects(items, in: 0..<half, role: role, &reader)
        let (rest, problems) = secondHalf.finish()
        objects += rest
        reader.append(problems)
        return objects
    }

    /// The objects of `items` in `range`, in order.
    private static func decodeObjects(_ items: Node.Items, in range: Range<Int>, role: Role, _ reader: inout NodeReader) -> [ObjectDescription] {
        var result: [ObjectDescription] = []
        result.reserveCapacity(range.count)
        for position in range {
            if let object = decodeObject(items[position], role: role, &reader) { result.append(object) }
        }
        return result
    }

    package static func decodeObjects(_ node: Node, role: Role, _ reader: inout NodeReader) -> [ObjectDescription] {
        let items = reader.list(node, "'\(role.sectionKey)'")
        return decodeObjects(items, in: items.indices, role: role, &reader)
    }

    static func decodeObject(_ node: Node, role: Role, _ reader: inout NodeReader) -> ObjectDescription? {
        guard let pairs = reader.mapping(node, "an entry of '\(role.sectionKey)'") else { return nil }
        var notARow: PrototypeDescription? = nil
        return decodeObject(pairs, at: node, role: role, &reader, row: &notARow)
    }

    /// Decodes an object's pairs. With `row` set, the object is the row view of a one-view
    /// prototype, and the row's `bindings` and `bindingSets` written beside its keys go into `row`.
    static func decodeObject(
        _ pairs: Node.Pairs, at node: Node, role: Role,
        _ reader: inout NodeReader, row: inout PrototypeDescription?
    ) -> ObjectDescription? {
        var object = ObjectDescription.Fields(section: role, node: node)
        let misplaced = row != nil ? misplacedInRows[role.position] : misplacedInSections[role.position]
        for pair in pairs {
            guard let key = reader.knownKey(of: pair, as: ObjectKey.self, misplaced: misplaced, in: "in a \(role.displayName)")
                ?? reader.intendedKey(of: pair, as: ObjectKey.self, misplaced: misplaced, among: pairs)
            else {
                continue
            }
            let value = pair.value
            switch key {
            case .type:
                if reader.stringText(value, "'type'") != nil { object.setType(writtenAt: value) }
            case .id:
                if decodeIDText(value, &reader) != nil { object.setID(writtenAt: value) }
            case .properties:
                guard reader.mapping(value, "'properties'") != nil else { continue }
                object.propertyMapping = value
            case .outlets:
                guard let outlets = reader.mapping(value, "'outlets'") else { continue }
                // Checked here, read into entries when asked for (`OutletEntry.entries(of:)`
                // keeps exactly the ids that pass here).
                for outlet in outlets {
                    if let items = outlet.value.items {
                        for item in items where !item.isNonNullScalar {
                            _ = reader.string(item, "an id in outlet '\(outlet.key.scalarText ?? "")'")
                        }
                    } else if !outlet.value.isNonNullScalar {
                        _ = reader.string(outlet.value, "outlet '\(outlet.key.scalarText ?? "")' (an id or a list of ids)")
                    }
                }
                object.outletMapping = value
            case .children:
                // A view that cannot hold children is reported at the key, where the mistake is.
                object.childrenLocation = pairs.first { $0.key.hasScalarText(ObjectKey.children.rawValue) }?.key.location ?? value.location
                object.children = decodeObjects(value, role: .view, &reader)
            case .prototype:
                object.prototype = decodePrototype(value, &reader)
            case .on:
                if value.items != nil {
                    object.on = reader.list(value, "'on'").compactMap { reader.string($0, "an entry of 'on'") }
                } else if let single = reader.string(value, "'on' (a list of viewId.event)") {
                    object.on = [single]
                }
            case .bindings:
                row?.bindings = decodeObjects(value, role: .binding, &reader)
            case .bindingSets:
                row?.bindingSets = decodeObjects(value, role: .bindingSet, &reader)
            }
        }
        if !object.hasType, !pairs.contains(where: { $0.key.hasScalarText(ObjectKey.type.rawValue) }) {
            let hint = object.id.map { " '\($0.value)'" } ?? ""
            reader.report(.missingKey, "missing key 'type' in \(role.displayName)\(hint)", at: node.location)
        }
        return ObjectDescription(object)
    }

    static func decodeID(_ node: Node, _ reader: inout NodeReader) -> Located<String>? {
        decodeIDText(node, &reader).map { Located($0, at: node.location) }
    }

    /// ``decodeID(_:_:)`` without the id's place, which the caller knows: the node's.
    static func decodeIDText(_ node: Node, _ reader: inout NodeReader) -> String? {
        guard let id = reader.stringText(node, "'id'") else { return nil }
        if !isValidID(id) {
            reader.report(.invalidId, "'\(id)' is not a valid id; use letters, digits, '_' and '-'", at: node.location)
        } else if id == rowItemID {
            reader.report(.invalidId, "'\(rowItemID)' is reserved: inside a table prototype it means the row's value", at: node.location)
        }
        return id
    }

    /// Whether `text` may be an id: letters, digits, `_` and `-`, not starting with a digit or `-`.
    ///
    /// - Parameter text: A would-be id.
    /// - Returns: Whether scenes may use it as an id.
    public static func isValidIdentifier(_ text: String) -> Bool { isValidID(text) }

    static func isValidID(_ text: String) -> Bool {
        // Nearly every id is ASCII; answer those without Unicode property lookups.
        var ascii = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                continue
            default:
                ascii = false
            }
            if !ascii { break }
        }
        if ascii, let first = text.utf8.first {
            return first != UInt8(ascii: "-") && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        }
        guard let first = text.unicodeScalars.first, first != "-", !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    /// Decodes a `prototype:` in either form: one view with the row's `bindings` and
    /// `bindingSets` beside its own keys (what most authors write), or a mapping of `views` (or
    /// `view`) beside them.
    static func decodePrototype(_ node: Node, _ reader: inout NodeReader) -> PrototypeDescription? {
        guard let pairs = reader.mapping(node, "'prototype'") else { return nil }
        var prototype: PrototypeDescription? = PrototypeDescription(location: node.location)
        let writtenAsView = pairs.contains { pair in
            ["type", "id", "properties", "outlets", "children"].contains { pair.key.hasScalarText($0) }
        }
        let writtenAsViews = pairs.contains { $0.key.hasScalarText("views") || $0.key.hasScalarText("view") }
        if writtenAsView && !writtenAsViews {
            if let view = decodeObject(pairs, at: node, role: .view, &reader, row: &prototype) {
                prototype?.views = [view]
            }
            return prototype
        }
        for pair in reader.knownPairs(pairs, known: prototypeKeys, in: writtenAsView ? "in a prototype that lists its 'views'" : "in a prototype") {
            switch pair.key.scalarText ?? "" {
            case "views": prototype?.views += decodeObjects(pair.value, role: .view, &reader)
            case "view":
                if let view = decodeObject(pair.value, role: .view, &reader) { prototype?.views.append(view) }
            case "bindings": prototype?.bindings = decodeObjects(pair.value, role: .binding, &reader)
            case "bindingSets": prototype?.bindingSets = decodeObjects(pair.value, role: .bindingSet, &reader)
            default: break
            }
        }
        if prototype?.views.isEmpty ?? true {
            reader.report(.missingKey, "a prototype needs a row view: write the view itself (its 'type', 'children' and the row's 'bindings'), or list 'views'", at: node.location)
        }
        return prototype
    }

    static func decodeSegue(_ node: Node, _ reader: inout NodeReader) -> SegueDescription? {
        guard let pairs = reader.mapping(node, "an entry of 'segues'") else { return nil }
        var segue = SegueDescription(location: node.location)
        for pair in reader.knownPairs(pairs, known: segueKeys, in: "in a segue") {
            switch pair.key.scalarText ?? "" {
            case "id": segue.id = decodeID(pair.value, &reader)
            case "to": segue.to = reader.string(pair.value, "'to'")
            case "style":
                guard let text = reader.string(pair.value, "'style'") else { continue }
                if let style = SegueDescription.Style(rawValue: text.value) {
                    segue.style = Located(style, at: text.location)
                } else {
                    reader.report(.invalidProperty, "segue style must be 'push' or 'modal', not '\(text.value)'", at: text.location)
                }
            default: break
            }
        }
        if segue.id == nil { reader.report(.missingKey, "missing key 'id' in a segue", at: node.location) }
        if segue.to == nil { reader.report(.missingKey, "missing key 'to' in a segue (the destination scene file)", at: node.location) }
        return segue
    }

    /// Decodes an entry of `keys`: a `Shortcut` object whose properties (`key`, `title`,
    /// `show`) are written beside its `id`, so the checks and the runtime treat it as any
    /// declared object.
    static func decodeShortcut(_ node: Node, _ reader: inout NodeReader) -> ObjectDescription? {
        guard let pairs = reader.mapping(node, "an entry of 'keys'") else { return nil }
        var shortcut = ObjectDescription(section: .view, location: node.location)
        shortcut.type = Located(shortcutType, at: node.location)
        var properties: [ObjectDescription.PropertyEntry] = []
        for pair in reader.knownPairs(pairs, known: shortcutKeys, in: "in a shortcut") {
            let name = pair.key.scalarText ?? ""
            if name == "id" {
                shortcut.id = decodeID(pair.value, &reader)
            } else {
                properties.append(ObjectDescription.PropertyEntry(name: Located(name, at: pair.key.location), value: pair.value))
            }
        }
        if shortcut.id == nil, !pairs.contains(where: { $0.key.hasScalarText("id") }) {
            reader.report(.missingKey, "missing key 'id' in a shortcut (responders name it: 'on: [id.press]')", at: node.location)
        }
        if !properties.contains(where: { $0.name.value == "key" }) {
            reader.report(.missingKey, "missing key 'key' in a shortcut (the key that fires it, such as 'r' or 'ctrl-r')", at: node.location)
        }
        shortcut.properties = properties
        return shortcut
    }
}
