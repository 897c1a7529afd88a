/// The data files one scene's checks read, each read once by resolved path: the data file check
/// and the data path check share them, and the compiled scene hands them to the runtime.
///
/// A reference type so the checkers that share it see one another's reads; it lives for one
/// compilation, on one thread.
final class DataFileCache {
    let limits: LoadLimits
    private(set) var files: [String: LoadedDataFile] = [:]

    init(limits: LoadLimits) {
        self.limits = limits
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
}
