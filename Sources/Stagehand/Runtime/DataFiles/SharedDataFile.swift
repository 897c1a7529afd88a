/// One data file as the scenes of a stage share it: its value, and the data sources showing it.
///
/// A change made through any of them is written to the file (by those with `save: true`) and
/// shown by all the others, so two scenes loading the same file see one value.
final class SharedDataFile {
    /// The resolved path.
    let path: String
    let format: DataFileFormat
    /// The latest value, set by a member or loaded from disk.
    private(set) var value: Value = .null
    /// Whether the file has ever loaded.
    private(set) var isLoaded = false
    /// What the file looked like when last read or written, to tell outside changes from ours.
    private var stamp: FileStamp?
    private var members: [Member] = []

    private struct Member {
        weak var source: (any DataFileMember)?
    }

    /// The limits the file is reloaded with.
    let limits: LoadLimits

    init(path: String, limits: LoadLimits) {
        self.path = path
        self.format = DataFileFormat(path: path)
        self.limits = limits
    }

    /// Takes what a read of the file found: on success the value and stamp change, else the
    /// problem is returned.
    func load(_ read: LoadedDataFile) -> Diagnostic? {
        if let problem = read.problem {
            // A broken file is reported once per change of it, not at every check.
            stamp = read.stamp
            return problem
        }
        let wasLoaded = isLoaded
        value = read.document?.root.map(Value.init) ?? .null
        stamp = read.stamp
        isLoaded = true
        // Watchers that joined while the file did not load learn of it now, whoever loaded it.
        if !wasLoaded { for member in members { member.source?.show(value) } }
        return nil
    }

    /// Adds a data source that shows the file.
    func join(_ source: any DataFileMember) {
        members.removeAll { $0.source == nil }
        members.append(Member(source: source))
    }

    /// Takes a member's new value: saves it when that member saves, and shows it in the others.
    func take(_ newValue: Value, from changer: any DataFileMember, writer: AtomicFileWriter) {
        value = newValue
        if changer.save { save(reportingTo: changer, writer: writer) }
        for member in members where member.source !== changer { member.source?.show(newValue) }
    }

    /// Writes the value; a failure is reported by `reporter` and the value stays in memory, to
    /// be written again with the next change.
    private func save(reportingTo reporter: any DataFileMember, writer: AtomicFileWriter) {
        do {
            try writer.write(format.text(of: value), to: path)
            stamp = FileStamp.of(path)
        } catch {
            reporter.reportNotSaved(error.description)
        }
    }

    /// Reloads the file when it changed on disk since it was last read or written and a member
    /// watches it. A file that does not load, removed ones included, keeps the last good value
    /// and is reported, once per change of it.
    func reloadIfChangedOutside() {
        let watchers = members.compactMap(\.source).filter(\.watch)
        guard !watchers.isEmpty, FileStamp.of(path) != stamp else { return }
        if let problem = load(LoadedDataFile.read(path, limits: limits)) {
            for watcher in watchers { watcher.reportReloadFailed(problem) }
            return
        }
        for member in members { member.source?.show(value) }
    }
}
