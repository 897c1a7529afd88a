extension SceneCompiler {
    /// The keys lint knows at the end of a dot path that an object of `scene` reads: what an
    /// editor offers while a `path`, a `paths` item, a `select` or a `{placeholder}` is written.
    /// The data's shape is worked out as lint's `path-not-in-data` check works it out (data files,
    /// static values, command samples, prototype items, filters, sorts, selections, shapes that
    /// types declare), and for an `IncomingDataSource` from the values the `origins`' segues to
    /// this scene pass.
    ///
    /// - Parameters:
    ///   - scene: the scene as decoded.
    ///   - marker: where the object's entry begins (its list item's `-`); the object is the first
    ///     one declared at or after it, on the same line.
    ///   - property: the property being written: one the object's type reads data through.
    ///   - path: the dot path written so far; its last segment, being written, is left out.
    ///   - inPlaceholder: whether the path is written in a `{placeholder}` of a format, rather
    ///     than as a property's dot path.
    ///   - origins: scenes whose segues may lead to this one.
    /// - Returns: the keys there, or `nil` when lint does not know the data the property reads.
    public func dataKeys(in scene: SceneDescription, objectAfter marker: SourceLocation, property: String, path: String,
                         inPlaceholder: Bool = false, origins: [SceneDescription] = []) -> [DataKey]? {
        var builder = SceneIndexBuilder(catalog: catalog, rowItemType: catalog.rowItem.map(TypeInfo.init))
        let index = builder.build(scene)
        var found: (index: Int, at: SourceLocation)?
        for (position, object) in index.objects.enumerated() {
            let at = object.description.location
            guard (at.line, at.column) >= (marker.line, marker.column) else { continue }
            if let best = found, (best.at.line, best.at.column) <= (at.line, at.column) { continue }
            found = (position, at)
        }
        // The object's entry starts on its marker's line; none there means the scene was read
        // without it (a line that does not parse yet), and another object's data would be wrong.
        guard let found, found.at.line == marker.line else { return nil }
        let files = DataFileCache(limits: limits)
        let directory = PathResolver.directory(of: scene.file)
        let shapes = DataShapes(index: index, directory: directory, files: files)
        for origin in origins where origin.file != scene.file {
            guard let passed = IncomingShape.passed(from: origin, to: scene.file, catalog: catalog, files: files) else { continue }
            if shapes.incoming == nil {
                shapes.incoming = passed
            } else {
                shapes.incoming?.items.append(contentsOf: passed.items)
            }
        }
        return DataKeyFinder(index: index, shapes: shapes, files: files, directory: directory)
            .keys(objectAt: found.index, property: property, path: path, inPlaceholder: inPlaceholder)
    }
}
