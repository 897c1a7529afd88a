/// Checks every property that names a data file (`FileDataSource`'s `path`, and any custom type's
/// property declared with ``PropertyMeaning/dataFile``): it stays inside the scene's folder tree,
/// the file exists, and it parses as JSON or YAML, or in the format the object reads its data
/// files in (a `CommandDataSource`'s `sample` in its `format`: `csv`, `columns`, …).
struct DataFileChecker: ObjectCheck {
    static let phase = CheckPhase.eachObjectOnDisk
    /// The scene file's folder, which data paths are relative to.
    let directory: String
    let fileExists: (String) -> Bool
    /// The data files read so far: several data sources reading one file cost one parse.
    let files: DataFileCache

    init(directory: String, fileExists: @escaping (String) -> Bool, files: DataFileCache) {
        self.directory = directory
        self.fileExists = fileExists
        self.files = files
    }

    init(_ scene: CheckedScene) {
        self.init(directory: scene.directory, fileExists: scene.fileExists, files: scene.files)
    }

    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        check(object, into: &diagnostics)
    }

    func check(_ object: DeclaredObject, into diagnostics: inout [Diagnostic]) {
        for name in object.type?.dataFileProperties ?? [] {
            guard let node = object.description.property(name), case .scalar(let scalar) = node.content,
                ScalarResolver.resolve(scalar) != .null  // a null path is a wrong kind, reported as such
            else { continue }
            // A type that says how its files read (`dataFormat`: a command's `format`) names
            // examples of what it reads (a command's `sample`), not data it holds: such a file
            // outside the folder is any other file's `file-outside-folder`.
            let outside: DiagnosticCode = object.type?.dataFormatProperty == nil ? .dataFileOutsideScene : .fileOutsideFolder
            check(scalar.text, at: node, format: object.type?.dataFormat(of: object.description), outside: outside, into: &diagnostics)
        }
    }

    private func check(
        _ path: String, at node: Node, format: CommandOutputFormat?, outside: DiagnosticCode, into diagnostics: inout [Diagnostic]
    ) {
        guard PathResolver.staysInside(path) else {
            diagnostics.append(Diagnostic(
                outside,
                "data file '\(path)' is outside the scene's folder; keep data files in the scene's folder or below it",
                at: node.location))
            return
        }
        let resolved = PathResolver.resolve(path, against: directory)
        // Where the name leads once links are followed, before anything is opened.
        switch ConfinedFile.check(resolved, inside: directory) {
        case .outside:
            diagnostics.append(Diagnostic(
                outside,
                "data file '\(path)' leads outside the scene's folder through a symbolic link; it is not read",
                at: node.location))
            return
        case .notRegular(let kind):
            diagnostics.append(Diagnostic(
                .notARegularFile,
                "data file '\(path)' is \(kind), not a regular file; it is not read",
                at: node.location))
            return
        case .regular, .missing:
            break
        }
        guard fileExists(resolved) else {
            diagnostics.append(Diagnostic(
                .missingDataFile,
                "data file '\(path)' does not exist; the path is relative to the scene file"
                    + FileSuggestion.hint(for: path, against: directory),
                at: node.location))
            return
        }
        guard let problem = firstError(in: resolved, format: format) else { return }
        if problem.code == .notJSON {
            // A `.json` file that is not JSON is its own error, where it stops being JSON, as a
            // compiler reports an error in an included file; the scene's line is where it is
            // loaded. Once per file, however many data sources read it.
            guard files.firstReport(ofNotJSON: resolved) else { return }
            diagnostics.append(Diagnostic(
                .notJSON, problem.message, at: problem.location,
                notes: [Diagnostic.Note("read as data file '\(path)' here; it is not loaded", at: node.location)],
                sourceLine: problem.sourceLine))
        } else {
            diagnostics.append(Diagnostic(
                .invalidDataFile,
                "data file '\(path)' cannot be loaded: \(problem.message)",
                at: node.location,
                notes: [Diagnostic.Note("\(problem.message) [\(problem.code.rawValue)]", at: problem.location, sourceLine: problem.sourceLine)]))
        }
    }

    private func firstError(in path: String, format: CommandOutputFormat?) -> Diagnostic? {
        let file = format.map { files.file(at: path, format: $0, inside: directory) } ?? files.file(at: path, inside: directory)
        // A file that vanished (or a test's stand-in file system) is not the data's fault.
        guard let problem = file.problem,
              ![.fileNotFound, .dataFileOutsideScene, .notARegularFile].contains(problem.code) else { return nil }
        return problem
    }
}
