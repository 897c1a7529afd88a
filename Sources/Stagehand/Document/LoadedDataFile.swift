/// A data file read once, under the caller's limits: the document lint checked is the one the
/// scene shows, so a file is never parsed twice and never under laxer limits the second time.
public struct LoadedDataFile: Sendable {
    /// The resolved path.
    public let path: String
    /// The parsed document, when the file loaded without errors.
    public let document: Document?
    /// The first error met reading the file (a missing file, a syntax error, a limit), if any.
    public let problem: Diagnostic?
    /// What the file looked like just before it was read, so a later change is told apart.
    package let stamp: FileStamp?

    /// Reads and parses the file at `path` (already resolved) under `limits`.
    ///
    /// - Parameters:
    ///   - path: The data file.
    ///   - limits: The bounds it is read with.
    /// - Returns: The parsed document, or the problem that kept the file from being read.
    public static func read(_ path: String, limits: LoadLimits) -> LoadedDataFile {
        let stamp = FileStamp.of(path)
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path, limits: limits)
        let problem = diagnostics.first { $0.severity == .error }
        return LoadedDataFile(path: path, document: problem == nil ? document : nil, problem: problem, stamp: stamp)
    }
}
