/// A data source that shows a shared data file: what ``SharedDataFile`` needs of it, so the
/// runtime's file sharing does not depend on the library class that uses it (`FileDataSource`).
protocol DataFileMember: AnyObject {
    /// Whether each new value is written back to the file.
    var save: Bool { get }
    /// Whether a change of the file on disk reloads the value.
    var watch: Bool { get }
    /// Shows a value that came from the shared file, without sending it back.
    func show(_ value: Value)
    /// Reports that the file could not be written; the value stays in memory.
    func reportNotSaved(_ problem: String)
    /// Reports that the file changed on disk and this change could not be made to what it holds
    /// now: the file is left as it is on disk, and the value stays in memory.
    func reportNotMerged(_ problem: String)
    /// Reports that the changed file could not be loaded; the last good value stays.
    func reportReloadFailed(_ problem: Diagnostic)
}
