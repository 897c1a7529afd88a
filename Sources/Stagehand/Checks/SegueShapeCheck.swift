/// Checks, in a segue's destination scene, the paths and placeholders that read its
/// `IncomingDataSource` against the shape of the value the segue passes, when lint knows it
/// (a selection of a table over a data file, a static value, a command's `sample`, …).
///
/// The destination is read and indexed once per destination and passed value; its own checks
/// are left to its own lint. The warnings found sit in the destination file, with a note at the
/// data the value comes from.
struct SegueShapeCheck: WholeSceneCheck {
    static let phase = CheckPhase.sceneData
    let index: SceneIndex
    let scene: SceneDescription
    let shapes: DataShapes
    let catalog: TypeCatalog
    let directory: String
    let files: DataFileCache

    init(_ scene: CheckedScene) {
        index = scene.index
        self.scene = scene.scene
        shapes = scene.shapes
        catalog = scene.catalog
        directory = scene.directory
        files = scene.files
    }

    func check(into diagnostics: inout [Diagnostic]) {
        var destinations: [String: String] = [:]
        for segue in scene.segues {
            guard let id = segue.id?.value, let to = segue.to?.value else { continue }
            destinations[id] = to
        }
        guard !destinations.isEmpty else { return }
        // Every value passed to one destination, together: a path is fine there when any of them
        // has it, and the destination is read and checked once however many responders lead to it.
        var passed: [String: DataShapes.Sample] = [:]
        var order: [String] = []
        var seen = Set<String>()
        for object in index.objects where object.scope == SceneIndex.sceneScope {
            guard let property = object.type?.segueProperties.first,
                let segue = object.description.property(property)?.scalarText, let to = destinations[segue],
                let valueID = object.description.firstTarget(ofOutlet: .value),
                seen.insert(to + "\n" + valueID).inserted,
                let resolved = index.resolve(valueID, from: object.scope),
                let sample = shapes.sample(of: resolved, from: object.scope)
            else { continue }
            if passed[to] != nil {
                passed[to]?.items.append(contentsOf: sample.items)  // in place: no copy of what is there
            } else {
                var first = sample
                first.subject = "the value segue '\(segue)' passes (\(sample.subject))"
                passed[to] = first
                order.append(to)
            }
        }
        for to in order {
            guard let sample = passed[to] else { continue }
            let path = PathResolver.resolve(to, against: directory)
            // A destination that may not be read was reported where the segue names it.
            guard ConfinedFile.mayReadScene(path, namedFrom: directory) else { continue }
            check(path, passing: sample, into: &diagnostics)
        }
    }

    private func check(_ file: String, passing sample: DataShapes.Sample, into diagnostics: inout [Diagnostic]) {
        guard file != scene.file, let document = DocumentLoader.load(contentsOf: file, limits: files.limits).document else { return }
        let destination = SceneDecoder.decode(document).scene
        var builder = SceneIndexBuilder(catalog: catalog, rowItemType: catalog.rowItem.map(TypeInfo.init))
        let destinationIndex = builder.build(destination)
        let destinationShapes = DataShapes(index: destinationIndex, directory: PathResolver.directory(of: file), files: files)
        destinationShapes.incoming = sample
        let checker = DataPathChecker(index: destinationIndex, shapes: destinationShapes)
        var found: [Diagnostic] = []
        checker.check(into: &found)
        // Only what reads the passed value: the destination's own data is its own lint's.
        diagnostics += found.filter { diagnostic in diagnostic.notes.contains { $0.message.contains(sample.subject) } }
    }
}
