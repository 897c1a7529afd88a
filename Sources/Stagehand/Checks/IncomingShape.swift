/// What lint knows of the value an origin scene's segues pass to a destination scene's
/// `IncomingDataSource`, worked out from the origin as ``SegueShapeCheck`` does: for an editor
/// completing paths in the destination.
enum IncomingShape {
    /// The values `origin`'s segues to `destination` (a resolved path) pass, together; nil when
    /// none leads there or lint knows none of them.
    static func passed(from origin: SceneDescription, to destination: String, catalog: TypeCatalog, files: DataFileCache) -> DataShapes.Sample? {
        let directory = PathResolver.directory(of: origin.file)
        let target = PathResolver.normalize(destination)
        var segues = Set<String>()
        for segue in origin.segues {
            guard let id = segue.id?.value, let to = segue.to?.value,
                PathResolver.normalize(PathResolver.resolve(to, against: directory)) == target
            else { continue }
            segues.insert(id)
        }
        guard !segues.isEmpty else { return nil }
        var builder = SceneIndexBuilder(catalog: catalog, rowItemType: catalog.rowItem.map(TypeInfo.init))
        let index = builder.build(origin)
        let shapes = DataShapes(index: index, directory: directory, files: files)
        var passed: DataShapes.Sample?
        for object in index.objects where object.scope == SceneIndex.sceneScope {
            guard let property = object.type?.segueProperties.first,
                let segue = object.description.property(property)?.scalarText, segues.contains(segue),
                let valueID = object.description.firstTarget(ofOutlet: .value),
                let resolved = index.resolve(valueID, from: object.scope),
                let sample = shapes.sample(of: resolved, from: object.scope)
            else { continue }
            if passed == nil {
                passed = sample
                passed?.subject = "the value segue '\(segue)' passes (\(sample.subject))"
            } else {
                passed?.items.append(contentsOf: sample.items)
            }
        }
        return passed
    }
}
