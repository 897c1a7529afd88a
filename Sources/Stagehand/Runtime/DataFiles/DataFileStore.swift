/// The data files a stage's scenes share, by resolved path.
///
/// File data sources with `save: true` or `watch: true` take their value from here, so a list
/// scene and a detail scene that load one file show one value, and an edit in either is saved
/// once. The stage owns one store and gives it to every scene it shows.
public final class DataFileStore {
    private var files: [String: SharedDataFile] = [:]
    /// How files are written; tests replace it to stop a save half-way.
    var writer = AtomicFileWriter()

    /// The limits files are reloaded with when they change on disk.
    public let limits: LoadLimits

    /// Creates an empty store whose files are reloaded under `limits`.
    ///
    /// - Parameter limits: The bounds files are reloaded with.
    public init(limits: LoadLimits = .default) {
        self.limits = limits
    }

    /// The shared file at a resolved path, created (not yet loaded) the first time, confined to
    /// `folder` (the folder of the scene that names it first).
    func file(at path: String, inside folder: String) -> SharedDataFile {
        let key = PathResolver.normalize(path)
        if let file = files[key] { return file }
        let file = SharedDataFile(path: key, folder: folder, limits: limits)
        files[key] = file
        return file
    }

    /// Reloads every watched file that changed on disk since it was last read or written: at
    /// each `wait` of a script, and a few times a second at the terminal. A `stat` per file.
    public func checkForOutsideChanges() {
        for key in files.keys.sorted() { files[key]?.reloadIfChangedOutside() }
    }
}
