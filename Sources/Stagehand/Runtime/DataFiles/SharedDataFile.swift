/// One data file as the scenes of a stage share it: its value, and the data sources showing it.
///
/// A change made through any of them is written to the file (by those with `save: true`) and
/// shown by all the others, so two scenes loading the same file see one value.
final class SharedDataFile {
    /// The resolved path.
    let path: String
    /// The folder of the scene that first named the file: it is read and written only while it
    /// stays inside it, through every symbolic link.
    let folder: String
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

    init(path: String, folder: String, limits: LoadLimits) {
        self.path = path
        self.folder = folder
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
        value = read.value
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

    /// Takes a member's new value, made by `edit` (nil for a whole new value): saves it when
    /// that member saves, and shows it in the others. A save that merged the change into what
    /// another program wrote meanwhile shows the merged value in every member, the changer too.
    func take(_ newValue: Value, edit: ValueEdit?, from changer: any DataFileMember, writer: AtomicFileWriter) {
        let base = value
        value = newValue
        if changer.save, save(base: base, edit: edit, reportingTo: changer, writer: writer) {
            for member in members { member.source?.show(value) }
            return
        }
        for member in members where member.source !== changer { member.source?.show(newValue) }
    }

    /// Writes the value; a failure is reported by `reporter` and the value stays in memory, to
    /// be written again with the next change. When the file changed on disk since it was last
    /// read or written, the edit is made to what is there now instead, and the merged value
    /// written and kept; an edit that no longer applies, or a whole new value, leaves the file
    /// as it is and is reported. Returns whether the value was merged.
    private func save(base: Value, edit: ValueEdit?, reportingTo reporter: any DataFileMember, writer: AtomicFileWriter) -> Bool {
        let target: String
        let verdict = ConfinedFile.check(path, inside: folder)
        switch verdict {
        case .regular(let real, _, _):
            target = real
        case .missing:
            guard let made = ConfinedFile.newFilePath(path, inside: folder) else {
                reporter.reportNotSaved("its folder leads outside the scene's folder")
                return false
            }
            target = made
        case .outside:
            reporter.reportNotSaved("it leads outside the scene's folder (through a symbolic link); it is not written")
            return false
        case .notRegular(let kind):
            reporter.reportNotSaved("it is \(kind), not a regular file")
            return false
        }
        var merged = false
        if case .regular = verdict, let stamp, FileStamp.of(path) != stamp {
            let read = LoadedDataFile.read(path, limits: limits, inside: folder)
            guard read.problem == nil, let onDisk = read.document?.root.map(Value.init) else {
                reporter.reportNotMerged("it changed on disk and can no longer be read: \(read.problem?.message ?? "it is empty")")
                return false
            }
            // An edit at the top (an empty path) replaces the whole value as no edit at all does.
            guard let edit, !edit.path.isEmpty else {
                reporter.reportNotMerged("it changed on disk since it was last read, and this change replaces the whole value")
                return false
            }
            guard let rebased = edit.rebased(from: base, onto: onDisk) else {
                reporter.reportNotMerged("it changed on disk since it was last read, and the change at '\(edit.dotPath)' no longer applies to it (its item was removed or moved)")
                return false
            }
            value = rebased
            merged = true
        }
        do {
            // The path was resolved and checked just now: a link swapped in since is replaced, not followed.
            try writer.write(format.text(of: value), to: target, links: .replaced)
            stamp = FileStamp.of(path)
        } catch {
            reporter.reportNotSaved(error.description)
        }
        return merged
    }

    /// Reloads the file when it changed on disk since it was last read or written and a member
    /// watches it. A file that does not load, removed ones included, keeps the last good value
    /// and is reported, once per change of it.
    func reloadIfChangedOutside() {
        let watchers = members.compactMap(\.source).filter(\.watch)
        guard !watchers.isEmpty, FileStamp.of(path) != stamp else { return }
        if let problem = load(LoadedDataFile.read(path, limits: limits, inside: folder)) {
            for watcher in watchers { watcher.reportReloadFailed(problem) }
            return
        }
        for member in members { member.source?.show(value) }
    }
}
