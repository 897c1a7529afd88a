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
/// part, and saving writes the whole file with it. `select` may hold `{path}` placeholders filled
/// from the `input` outlet's value (`select: "notes.{id}"`), each one key once filled, dots and
/// all: the part is selected again whenever the input's value changes. While the input has no
/// value, or a placeholder finds nothing in it, the data source holds nothing (null), in the
/// input's state, and an edit writes nothing to the file; a key filled from data that the file
/// has not got yet holds null too, and an edit adds it.
public final class FileDataSource: DataSource, DataFileMember {
    override public class var summary: String { "Holds the value of a JSON or YAML file, relative to the scene file; can save changes and follow outside ones" }
    override public class var dataReads: [DataRead] { [.inputFilling(["select"])] }

    /// The data file, relative to the scene file and inside its folder.
    @Property("The data file, relative to the scene file and inside its folder", required: true, meaning: .dataFile) public var path = ""
    /// Whether every new value is written back to the file.
    @Property("Writes every new value back to the file, in its own format, atomically") public var save = false
    /// Whether a change of the file on disk reloads the value.
    @Property("Reloads the value when the file changes on disk (at each script 'wait'; a few times a second at the terminal)") public var watch = false
    /// A dot path into the file's value; the data source holds what lies there.
    @Property("A dot path into the file's value: the data source holds what lies there; saving writes the whole file with that part changed; {path} placeholders are filled from 'input'", meaning: .dotPath) public var select = ""
    /// The data source whose value fills `select`'s placeholders.
    @Outlet("Fills the {path} placeholders of 'select'; the part is selected again when its value changes") public var input: DataSource?

    private var shared: SharedDataFile?
    /// True while showing a value that came from the shared file, which must not be sent back.
    private var showing = false
    /// The file's whole value, for a file neither saved nor watched whose `select` is computed:
    /// kept to select from again when the input changes.
    private var unsharedWhole: Value?
    /// The segments the value shown was selected at; nil while nothing is selected (a computed
    /// `select` whose input has no value yet).
    private var selectedAt: [String]? = []
    /// Whether the input is followed already.
    private var followsInput = false

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
            let whole = read.value
            if ComputedPath.hasPlaceholder(select) {
                unsharedWhole = whole
                followInput(keepingEdits: true)
            }
            show(whole)
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
        if ComputedPath.hasPlaceholder(select) { followInput() }
    }

    /// Selects again whenever the input's value or state changes: a computed `select` names
    /// another part, or none yet.
    ///
    /// - Parameter keepingEdits: For a file neither saved nor watched: an edit of the part is
    ///   kept in the whole value it is selected from, so selecting it again finds it.
    private func followInput(keepingEdits: Bool = false) {
        // A reload wakes the data source again; it follows its input once.
        guard !followsInput else { return }
        followsInput = true
        input?.observe { [weak self] _ in self?.inputChanged() }
        input?.observeState { [weak self] _ in self?.inputChanged() }
        guard keepingEdits else { return }
        observe { [weak self] value in self?.keepInWhole(value) }
    }

    /// Puts an edit of the part into the whole value kept in memory; nothing while nothing is
    /// selected.
    private func keepInWhole(_ value: Value) {
        guard !showing, let selectedAt, var whole = unsharedWhole else { return }
        // Held here alone while it changes, so the edit does not copy the whole file's value.
        unsharedWhole = nil
        // A path that leads nowhere leaves it as it was.
        try? whole.replace(at: selectedAt, with: value)
        unsharedWhole = whole
    }

    private func inputChanged() {
        if let unsharedWhole { return show(unsharedWhole) }
        if let shared, shared.isLoaded { show(shared.value) }
    }

    private func changed(to value: Value) {
        // A file that never loaded is never written over: its text is the person's to fix.
        guard !showing, let shared, shared.isLoaded, let scene else { return }
        // The one place this change touched, for a save that finds the file changed on disk.
        var edit = lastEdit
        var whole = value
        if !select.isEmpty {
            // Nothing is selected (a computed `select` not filled yet): nothing to write to.
            guard let selectedAt else { return }
            edit = edit?.under(selectedAt)
            whole = shared.value
            do {
                try whole.replace(at: selectedAt, with: value)
            } catch {
                scene.report(.editFailed, "data file '\(path)' has nothing at 'select: \(select)' to write the change to: \(error); the change is kept in memory",
                             at: declarationLocation)
                return
            }
        }
        shared.take(whole, edit: edit, from: self, writer: scene.dataFiles.writer)
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
        guard let segments = computedSegments(select, input: input, property: "select", outcome: "read nothing") else {
            // A computed `select` not filled yet: nothing, in the state of what fills it.
            selectedAt = nil
            return display(.null, state: DataSourceState.combined([input?.state ?? .ready]))
        }
        selectedAt = segments
        let found = ComputedPath.hasPlaceholder(select) ? whole.value(atSegments: segments) : whole.value(atPath: select)
        guard let value = found else {
            // A key named by data may not be in the file yet (a note not written): an edit adds it.
            if ComputedPath.hasPlaceholder(select) { return display(.null, state: .ready) }
            return reportNothingSelected(in: whole)
        }
        display(value, state: .ready)
    }

    /// Shows a value of the file's, which is not to be written back.
    private func display(_ value: Value, state: DataSourceState) {
        setState(state)
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
        case .dataFileOutsideScene, .notARegularFile, .notJSON: problem.code
        default: .invalidDataFile
        }
        scene?.report(code, "data file '\(path)' could not be loaded: \(problem.formatted)", at: declarationLocation)
    }
}
