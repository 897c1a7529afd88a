/// Holds the value of a JSON or YAML data file next to the scene.
///
/// With `save: true`, every new value is written back to the file in its own format, atomically;
/// with `watch: true`, a change made to the file outside the app reloads the value. Either way
/// the value is shared with every scene on the stage that loads the same file with either flag.
///
/// A watched file that changes into something that does not load (half written, removed,
/// unreadable) makes the data source `failed`, keeping the last good value; it is `ready` again
/// once the file loads.
///
/// With `select`, the value is what lies at that dot path in the file; an edit changes only that
/// part, and saving writes the whole file with it.
public final class FileDataSource: DataSource, DataFileMember {
    override public class var summary: String { "Holds the value of a JSON or YAML file, relative to the scene file; can save changes and follow outside ones" }

    /// The data file, relative to the scene file and inside its folder.
    @Property("The data file, relative to the scene file and inside its folder", required: true, meaning: .dataFile) public var path = ""
    /// Whether every new value is written back to the file.
    @Property("Writes every new value back to the file, in its own format, atomically") public var save = false
    /// Whether a change of the file on disk reloads the value.
    @Property("Reloads the value when the file changes on disk (at each script 'wait'; a few times a second at the terminal)") public var watch = false
    /// A dot path into the file's value; the data source holds what lies there.
    @Property("A dot path into the file's value: the data source holds what lies there; saving writes the whole file with that part changed", meaning: .dotPath) public var select = ""

    private var shared: SharedDataFile?
    /// True while showing a value that came from the shared file, which must not be sent back.
    private var showing = false

    override public func awake() {
        guard let scene else { return }
        guard PathResolver.staysInside(path) else {
            scene.report(.dataFileOutsideScene, "data file '\(path)' is outside the scene's folder", at: declarationLocation)
            return
        }
        let file = PathResolver.resolve(path, against: scene.directory)
        guard save || watch else {
            let read = scene.readDataFile(at: file)
            if let problem = read.problem { return reportNotLoaded(problem) }
            let whole = read.document?.root.map(Value.init) ?? .null
            guard let part = selected(in: whole) else { return reportNothingSelected(in: whole) }
            setValue(part)
            return
        }
        let shared = scene.dataFiles.file(at: file, inside: scene.directory)
        if !shared.isLoaded, let problem = shared.load(scene.readDataFile(at: file)) {
            reportNotLoaded(problem)
            // A watched file that is fixed later loads then; one only saved to is left alone.
            guard watch else { return }
        }
        self.shared = shared
        shared.join(self)
        if shared.isLoaded { show(shared.value) }
        observe { [weak self] value in self?.changed(to: value) }
    }

    private func changed(to value: Value) {
        // A file that never loaded is never written over: its text is the person's to fix.
        guard !showing, let shared, shared.isLoaded, let scene else { return }
        // The one place this change touched, for a save that finds the file changed on disk.
        var edit = lastEdit
        var whole = value
        if !select.isEmpty {
            edit = edit?.under(Value.pathSegments(select))
            whole = shared.value
            do {
                try whole.replace(at: Value.pathSegments(select), with: value)
            } catch {
                scene.report(.editFailed, "data file '\(path)' has nothing at 'select: \(select)' to write the change to: \(error); the change is kept in memory",
                             at: declarationLocation)
                return
            }
        }
        shared.take(whole, edit: edit, from: self, writer: scene.dataFiles.writer)
    }

    /// The part of the file's value that `select` picks; nil when nothing lies there.
    private func selected(in whole: Value) -> Value? {
        select.isEmpty ? whole : whole.value(atPath: select)
    }

    private func reportNothingSelected(in whole: Value) {
        let keys: String
        if case .mapping(let members) = whole {
            keys = "its keys are \(members.keys.joined(separator: ", "))"
        } else {
            keys = "it holds \(whole.kindDescription)"
        }
        let message = "data file '\(path)' has nothing at 'select: \(select)'; \(keys)"
        setState(.failed(message))
        scene?.report(.invalidDataFile, message, at: declarationLocation)
    }

    /// Shows a value that the shared file holds (another scene's change, or the file reloaded):
    /// the value is current again, even when it is the one already shown.
    func show(_ whole: Value) {
        guard let value = selected(in: whole) else { return reportNothingSelected(in: whole) }
        setState(.ready)
        guard self.value != value else { return }
        showing = true
        defer { showing = false }
        setValue(value)
    }

    func reportNotSaved(_ problem: String) {
        scene?.report(.dataFileNotSaved, "data file '\(path)' could not be saved: \(problem); the change is kept in memory and saved again with the next one",
                      at: declarationLocation, status: "could not save \(path): \(problem)")
    }

    func reportNotMerged(_ problem: String) {
        scene?.report(.dataFileNotSaved, "data file '\(path)' was not saved: \(problem); the file is left as it is on disk and the change is kept in memory",
                      at: declarationLocation, status: "\(path) changed on disk; not saved")
    }

    func reportReloadFailed(_ problem: Diagnostic) {
        setState(.failed("\(path) changed but could not be loaded: \(problem.message)"))
        scene?.report(.invalidDataFile, "data file '\(path)' changed on disk but could not be loaded: \(problem.formatted); the last good value is kept",
                      at: declarationLocation, status: "\(path) changed but could not be loaded; keeping the last good value")
    }

    private func reportNotLoaded(_ problem: Diagnostic) {
        setState(.failed("\(path) could not be loaded: \(problem.message)"))
        let code: DiagnosticCode = switch problem.code {
        case .fileNotFound: .missingDataFile
        case .dataFileOutsideScene, .notARegularFile: problem.code
        default: .invalidDataFile
        }
        scene?.report(code, "data file '\(path)' could not be loaded: \(problem.formatted)", at: declarationLocation)
    }
}
