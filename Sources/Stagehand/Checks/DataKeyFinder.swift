/// Finds the keys lint knows at the end of a dot path that an object reads, from the same
/// ``DataShapes`` the data path checks use: what an editor completes in a `path`, a `paths` item,
/// a `select` or a `{placeholder}`.
struct DataKeyFinder {
    let index: SceneIndex
    let shapes: DataShapes
    let files: DataFileCache
    let directory: String

    /// The most values of a sample whose keys are gathered: enough for keys that only some items
    /// have, without walking a list of thousands.
    static let valueLimit = 64

    /// The keys at the end of `path` (its segments before the last dot; the last one is being
    /// written) in what `object` reads through `property`; nil when lint does not know the data.
    /// With `inPlaceholder`, `property` must hold formats; without, dot paths.
    func keys(objectAt objectIndex: Int, property: String, path: String, inPlaceholder: Bool) -> [DataKey]? {
        let object = index.objects[objectIndex]
        guard let type = object.type,
            let sample = sample(read: property, by: object, at: objectIndex, type: type, inPlaceholder: inPlaceholder)
        else { return nil }
        var segments = Value.pathSegments(path)
        if !segments.isEmpty { segments.removeLast() }
        let stem = segments.isEmpty ? "" : segments.joined(separator: ".") + "."
        var keys: [DataKey] = []
        var seen = Set<String>()
        func add(_ name: String, _ node: Node?) {
            guard seen.insert(name).inserted else { return }
            keys.append(DataKey(path: stem + name, kind: node?.kindDescription ?? "an integer", source: sample.subject))
        }
        var walked = 0
        for value in sample.items {
            walked += 1
            if walked > Self.valueLimit { break }
            guard let node = DataShapes.node(at: segments, in: value) else { continue }
            if let pairs = node.pairs {
                for pair in pairs { if let name = pair.key.scalarText { add(name, pair.value) } }
            } else if let items = node.items {
                add("count", nil)
                if let first = items.first { add("0", first) }
            }
        }
        return keys
    }

    /// The sample `property` of `object` reads: the data source its read or edit names, or the
    /// whole data file for a `select`.
    private func sample(read property: String, by object: DeclaredObject, at position: Int, type: TypeInfo,
                        inPlaceholder: Bool) -> DataShapes.Sample? {
        if !inPlaceholder, property == CheckedProperty.select.rawValue, let fileProperty = type.dataFileProperties.first {
            guard let file = object.description.property(fileProperty)?.scalarText, !file.isEmpty, PathResolver.staysInside(file)
            else { return nil }
            let resolved = PathResolver.resolve(file, against: directory)
            let loaded = type.dataFormat(of: object.description).map { files.file(at: resolved, format: $0, inside: directory) } ?? files.file(at: resolved, inside: directory)
            guard let root = loaded.document?.root else { return nil }
            return DataShapes.Sample(items: DataShapes.SampleValues([root]), subject: object.subject, file: file, location: root.location)
        }
        var read: DataRead?
        if let declared = type.dataReads.first(where: { (inPlaceholder ? $0.formats : $0.paths).contains(property) }) {
            read = declared
        } else if !inPlaceholder, case .edits(let edited, _)? = type.dataFlow, property == CheckedProperty.path.rawValue {
            read = DataRead(outlet: edited)
        }
        if read?.readsItemsShown == true { return shapes.itemsShown(by: position) }
        guard let read, let source = object.description.outlet(read.outlet)?.targets.first,
            let resolved = index.resolve(source.value, from: object.scope)
        else { return nil }
        return shapes.sample(for: read, of: object, reading: resolved)
    }
}
