/// What lint can know of the values a scene's data sources hold, without running anything: the
/// parsed data behind each one, followed through the scene.
///
/// A data source's shape comes from a data file (a `FileDataSource`'s `path`, a
/// `CommandDataSource`'s `sample`, with `select` applied), from the value written in the scene
/// (a `StaticDataSource`), or from another data source: the items a filter or sort passes on,
/// the row a selection holds, and `item` inside a table's prototype; or from the type itself,
/// when it declares the shape of its value (``ValueShape``). Each is worked out once per
/// check and kept; a value lint cannot know has no shape, and nothing is checked against it.
final class DataShapes {
    /// The values a data source may hold, as parsed nodes: one for a value read from a file, or
    /// the items of a list when the value is one of them (a selection, a row's `item`).
    struct Sample {
        var items: SampleValues
        /// How messages name where the data comes from: `'books' (FileDataSource)`.
        var subject: String
        /// Where the data is written: a data file's path, or "the scene".
        var file: String
        /// Where the data starts, for the note.
        var location: SourceLocation

        /// The note that points at the data.
        var note: Diagnostic.Note {
            switch file {
            case Sample.inScene: Diagnostic.Note("the data of \(subject) is written in the scene", at: location)
            case Sample.declaredByType:
                Diagnostic.Note("the shape of \(subject) is declared by its type (the `types` command lists it)", at: location)
            default: Diagnostic.Note("the data of \(subject) comes from '\(file)'", at: location)
            }
        }

        /// The `file` of a value written in the scene itself.
        static let inScene = "the scene"
        /// The `file` of a value whose shape its type declares in Swift (``ValueShape``).
        static let declaredByType = "the type's declared shape"
    }

    let index: SceneIndex
    let directory: String
    let files: DataFileCache
    /// The value a segue passes to this scene's `IncomingDataSource`, when lint knows it.
    var incoming: Sample?
    /// Samples worked out so far, by object index; a nil entry is a value lint cannot know.
    private var known: [Int: Sample?] = [:]
    /// The items of samples worked out so far.
    private var knownItems: [ItemsKey: Sample?] = [:]
    /// The rows' samples worked out so far, by the table's object index.
    private var knownRows: [Int: Sample?] = [:]
    /// The objects that fill a table (`TableBinding`s), by the table's object index; built when
    /// first needed. Ids are resolved from each binding's scope, so tables of the same id in two
    /// prototypes stay apart.
    private lazy var tableFillers: [Int: [Int]] = {
        var fillers: [Int: [Int]] = [:]
        for (position, object) in index.objects.enumerated() where object.type?.fillsTable == true {
            guard let view = object.description.firstTarget(ofOutlet: .view),
                case .object(let table)? = index.resolve(view, from: object.scope)
            else { continue }
            fillers[table, default: []].append(position)
        }
        return fillers
    }()

    init(index: SceneIndex, directory: String, files: DataFileCache) {
        self.index = index
        self.directory = directory
        self.files = files
    }

    /// The sample of what an id names from `scope`: a declared data source, or a row's `item`.
    func sample(of target: ResolvedTarget, from scope: Int) -> Sample? {
        switch target {
        case .object(let objectIndex): sample(of: objectIndex, depth: 0)
        case .rowItem: rowItem(in: scope, depth: 0)
        }
    }

    /// The sample of a declared object's value.
    func sample(of objectIndex: Int, depth: Int) -> Sample? {
        if let found = known[objectIndex] { return found }
        let found = work(objectIndex, depth: depth)
        known[objectIndex] = found
        return found
    }

    private func work(_ objectIndex: Int, depth: Int) -> Sample? {
        let object = index.objects[objectIndex]
        guard depth < 8, let type = object.type else { return nil }
        if let property = type.dataFileProperties.first {
            guard let file = object.description.property(property)?.scalarText, !file.isEmpty, PathResolver.staysInside(file)
            else { return nil }
            let resolved = PathResolver.resolve(file, against: directory)
            let loaded = type.dataFormat(of: object.description).map { files.file(at: resolved, format: $0, inside: directory) } ?? files.file(at: resolved, inside: directory)
            guard let root = loaded.document?.root else { return nil }
            var value = root
            if let select = object.description.property(.select)?.scalarText, !select.isEmpty {
                // A key filled from data (`notes.{id}`) may be any of the mapping's: each of their
                // values stands for what is selected.
                if ComputedPath.hasPlaceholder(select) {
                    let found = Self.nodes(at: ComputedPath.split(select), in: root)
                    guard let first = found.first else { return nil }
                    return Sample(items: SampleValues(found), subject: object.subject, file: file, location: first.location)
                }
                guard let found = Self.node(at: Value.pathSegments(select), in: root) else { return nil }
                value = found
            }
            return Sample(items: SampleValues([value]), subject: object.subject, file: file, location: value.location)
        }
        switch type.dataFlow {
        case .receivesSegue?:
            return incoming
        case .holdsValue(let property)?:
            guard let node = object.description.property(property) else { return nil }
            return Sample(items: SampleValues([node]), subject: object.subject, file: Sample.inScene, location: node.location)
        case .selectsRow(let tableOutlet)?:
            guard let table = object.description.firstTarget(ofOutlet: tableOutlet),
                case .object(let tableIndex)? = index.resolve(table, from: object.scope)
            else { return nil }
            return rows(ofTable: tableIndex, depth: depth + 1)
        case .passesItems(let outlet)?:
            guard let source = object.description.firstTarget(ofOutlet: outlet),
                let target = index.resolve(source, from: object.scope)
            else { return nil }
            switch target {
            case .object(let sourceIndex): return sample(of: sourceIndex, depth: depth + 1)
            case .rowItem: return rowItem(in: object.scope, depth: depth + 1)
            }
        case .edits?, .fillsTable?, .condition?, nil:
            guard let shape = type.declaration.valueShape, let node = shape.node else { return nil }
            return Sample(items: SampleValues([node]), subject: object.subject, file: Sample.declaredByType,
                          location: object.anchor)
        }
    }

    /// The items of the list a table shows, as the sample of one row's value.
    private func rows(ofTable table: Int, depth: Int) -> Sample? {
        if let found = knownRows[table] { return found }
        guard depth < 8 else { return nil }
        let found = workRows(ofTable: table, depth: depth)
        knownRows[table] = found
        return found
    }

    private func workRows(ofTable table: Int, depth: Int) -> Sample? {
        for position in tableFillers[table] ?? [] {
            let binding = index.objects[position]
            guard let source = binding.description.firstTarget(ofOutlet: .dataSource),
                let target = index.resolve(source, from: binding.scope)
            else { continue }
            let listSample: Sample?
            switch target {
            case .object(let sourceIndex): listSample = sample(of: sourceIndex, depth: depth + 1)
            case .rowItem: listSample = rowItem(in: binding.scope, depth: depth + 1)
            }
            guard let sample = listSample,
                let items = items(of: sample, atPath: binding.description.property(.path)?.scalarText ?? "")
            else { return nil }
            return withChildren(items, shownBy: table)
        }
        return nil
    }

    /// The items a view shows, as the sample of one: the rows of a table, the options of a
    /// choice, the items of a tree at every depth.
    func itemsShown(by view: Int) -> Sample? {
        rows(ofTable: view, depth: 0)
    }

    /// The most nested items gathered for a view that shows children: enough for keys that only
    /// items at some depth have, without walking a tree of thousands.
    static let nestedItemLimit = 4_096

    /// `items`, with their children at every depth when the view that shows them reads
    /// children at a dot path (a `Tree`'s `children`), so that a key only nested items have
    /// counts as there.
    private func withChildren(_ items: Sample, shownBy view: Int) -> Sample {
        let object = index.objects[view]
        guard let property = object.type?.dataReads.lazy.compactMap(\.nestedAt).first else { return items }
        let written = object.description.property(property).map { $0.scalarText } ?? object.declaration?.property(named: property)?.defaultValue?.string
        guard let written, !written.isEmpty, !ComputedPath.hasPlaceholder(written) else { return items }
        let path = Value.pathSegments(written)
        var lists: [Node] = []
        var pending = Array(items.items.prefix(Self.nestedItemLimit))
        var visited = pending.count
        while let item = pending.popLast() {
            guard let children = Self.node(at: path, in: item), let nested = children.items else { continue }
            lists.append(children)
            for child in nested {
                guard visited < Self.nestedItemLimit else { break }
                visited += 1
                pending.append(child)
            }
        }
        guard !lists.isEmpty else { return items }
        var found = items
        found.items.append(contentsOf: SampleValues(lists, depth: 1))
        return found
    }

    /// The items of the lists at the dot path `written` in the sample's values, as a sample of
    /// one item; nil when no value has a list there.
    func items(of sample: Sample, atPath written: String) -> Sample? {
        let path = ComputedPath.split(written)
        var lists: [Node] = []
        for candidate in sample.items {
            // A path computed from data (`lists.{}`) may lead to the list under any key.
            if ComputedPath.hasPlaceholder(written) {
                lists += Self.nodes(at: path, in: candidate).filter { $0.items != nil }
                continue
            }
            guard let list = Self.node(at: path, in: candidate), list.items != nil else { continue }
            lists.append(list)
        }
        let items = SampleValues(lists, depth: 1)
        guard !items.isEmpty else { return nil }
        var found = sample
        found.items = items
        found.subject = "the items of \(sample.subject)"
        return found
    }

    /// What `read` of `object` walks, once its outlet's id is resolved to `target`: the data's
    /// values, each of their items, or each item of the list at the path the read names.
    func sample(for read: DataRead, of object: DeclaredObject, reading target: ResolvedTarget) -> Sample? {
        guard let sample = sample(of: target, from: object.scope) else { return nil }
        if let property = read.itemsAt {
            // A list path written as a list, or not at all, names no one list to read.
            guard let written = object.description.property(property).map({ $0.scalarText }) ?? "" else { return nil }
            return written.isEmpty ? items(of: sample) : items(of: sample, atPath: written)
        }
        guard read.eachItem else { return sample }
        return items(of: sample)
    }

    /// The items of a sample's lists, as a sample of one item; nil when a value is not a list.
    /// Kept per sample's first value, since every filter and sort of one list asks for the same.
    func items(of sample: Sample) -> Sample? {
        let identity = sample.items.identity
        guard let location = identity.location else { return nil }
        let key = ItemsKey(location: location, count: identity.roots, depth: identity.depth)
        if let known = knownItems[key] { return known }
        let found = sample.items.items().map {
            Sample(items: $0, subject: "the items of \(sample.subject)", file: sample.file, location: sample.location)
        }
        knownItems[key] = found
        return found
    }

    /// Which sample's items are kept: where its first node starts, how many nodes it has, and how
    /// deep its values lie below them.
    private struct ItemsKey: Hashable {
        let location: SourceLocation
        let count: Int
        let depth: Int
    }

    /// The sample of `item` in a prototype scope: a row of the table the prototype belongs to.
    private func rowItem(in scope: Int, depth: Int) -> Sample? {
        var current: Int? = scope
        while let at = current {
            let candidate = index.scopes[at]
            if candidate.hasRowItem {
                guard let table = candidate.table else { return nil }
                return rows(ofTable: table, depth: depth + 1)
            }
            current = candidate.parent
        }
        return nil
    }

    /// The node at a path of keys and indexes, nil where the path leads nowhere.
    /// The nodes a path with placeholders may lead to: a segment with a placeholder stands for
    /// every value of the mapping (or item of the list) it meets; at most `valueLimit` of them.
    static func nodes(at path: [String], in root: Node) -> [Node] {
        var current = [root]
        for segment in path {
            var next: [Node] = []
            for node in current {
                if ComputedPath.hasPlaceholder(segment) {
                    if let pairs = node.pairs { next += pairs.map(\.value) } else if let items = node.items { next += items }
                } else if let found = Self.node(at: [segment], in: node) {
                    next.append(found)
                }
                if next.count >= Self.computedSelectLimit { break }
            }
            current = Array(next.prefix(Self.computedSelectLimit))
        }
        return current
    }

    /// The most values a computed `select` stands for in lint: enough for keys some have.
    static let computedSelectLimit = 64

    static func node(at path: [String], in root: Node) -> Node? {
        var current = root
        for segment in path {
            if current.pairs != nil {
                guard let next = current[segment] else { return nil }
                current = next
            } else if let items = current.items {
                guard let position = Int(segment), position >= 0, position < items.count else { return nil }
                current = items[items.index(items.startIndex, offsetBy: position)]
            } else {
                return nil
            }
        }
        return current
    }
}
