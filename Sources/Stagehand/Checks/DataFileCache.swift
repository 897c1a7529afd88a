/// The data files one scene's checks read, each read once by resolved path: the data file check
/// and the data path check share them, and the compiled scene hands them to the runtime.
///
/// A reference type so the checkers that share it see one another's reads; it lives for one
/// compilation, on one thread.
final class DataFileCache {
    let limits: LoadLimits
    private(set) var files: [String: LoadedDataFile] = [:]
    /// Data files read in a command output format other than JSON or YAML (a `csv` sample), by
    /// format and normalized path; never handed to the runtime, which does not read samples.
    private var formatted: [String: LoadedDataFile] = [:]

    /// The data files already reported as not JSON, by normalized path.
    private var reportedNotJSON: Set<String> = []

    init(limits: LoadLimits) {
        self.limits = limits
    }

    /// Whether the data file at `path` is reported as not JSON for the first time: the error is
    /// about the file, so the second data source reading it adds nothing.
    func firstReport(ofNotJSON path: String) -> Bool {
        reportedNotJSON.insert(PathResolver.normalize(path)).inserted
    }

    /// The file at a resolved path, read the first time it is asked for, only when it stays
    /// inside `folder` (the folder of the scene naming it) through every symbolic link and is a
    /// regular file (``LoadedDataFile/read(_:limits:inside:)``); the normalized path is the key.
    func file(at path: String, inside folder: String) -> LoadedDataFile {
        let key = PathResolver.normalize(path)
        if let known = files[key] { return known }
        let loaded = LoadedDataFile.read(path, limits: limits, inside: folder)
        files[key] = loaded
        return loaded
    }

    /// The files read, each as a live scene takes it (``LoadedDataFile/handedOver()``), and none
    /// left here: one at a time, each document let go before its value is made from its text.
    func handOverForLiveScene() -> [String: LoadedDataFile] {
        var handed: [String: LoadedDataFile] = [:]
        for path in files.keys.sorted() {
            guard let (file, text) = handOver(at: path) else { continue }
            guard let text else {
                handed[path] = file
                continue
            }
            // A large document's pages go back to the system before the value takes as many:
            // freed inside an arena, they would stay counted until the process trims it.
            if text.count >= SourceText.inMemoryLimit { FreedMemory.release() }
            handed[path] = file.withValue(madeFrom: text, limits: limits)
        }
        return handed
    }

    /// The file at `path` handed over and forgotten here. A function of its own, so that nothing
    /// in the caller's scope still holds the document when the value is made.
    private func handOver(at path: String) -> (LoadedDataFile, [UInt8]?)? {
        files.removeValue(forKey: path)?.handedOver()
    }

    /// The file at a resolved path read as a command's output in `format` would be (a `csv` or
    /// `columns` sample), read the first time it is asked for. Its document is the value read,
    /// written out as JSON: paths are checked against what the command would hold.
    func file(at path: String, format: CommandOutputFormat, inside folder: String) -> LoadedDataFile {
        let key = format.rawValue + ":" + PathResolver.normalize(path)
        if let known = formatted[key] { return known }
        let loaded = Self.read(path, format: format, limits: limits, inside: folder)
        formatted[key] = loaded
        return loaded
    }

    private static func read(_ path: String, format: CommandOutputFormat, limits: LoadLimits, inside folder: String) -> LoadedDataFile {
        let stamp = FileStamp.of(path)
        let bytes: [UInt8]
        switch LoadedDataFile.bytes(of: path, limits: limits, inside: folder) {
        case .success(let read): bytes = read
        case .failure(let problem): return LoadedDataFile(path: path, document: nil, problem: problem, stamp: stamp)
        }
        switch CommandOutputParser.parse(bytes, format: format, limits: limits) {
        case .failure(let problem):
            let message = "read as \(format.rawValue), it \(problem.description)"
            let diagnostic = Diagnostic(.invalidDataFile, message, at: SourceLocation(file: path, line: problem.line ?? 1, column: 1))
            return LoadedDataFile(path: path, document: nil, problem: diagnostic, stamp: stamp)
        case .success(let value):
            let (document, diagnostics) = DocumentLoader.parse(Array(value.jsonText(pretty: false).utf8), file: path, limits: limits)
            return LoadedDataFile(path: path, document: document, problem: diagnostics.first { $0.severity == .error }, stamp: stamp)
        }
    }
}
