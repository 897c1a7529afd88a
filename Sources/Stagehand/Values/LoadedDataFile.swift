#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A data file read once, under the caller's limits: the text lint checked is the one the scene
/// shows, so a file is never read again, nor under laxer limits the second time. A live scene
/// takes it with its ``value`` made and its document let go.
public struct LoadedDataFile: Sendable {
    /// The resolved path.
    public let path: String
    /// The parsed document, when the file loaded without errors and still holds it: a file a
    /// compiled scene hands to a live scene holds its ``value`` instead.
    public let document: Document?
    /// The first error met reading the file (a missing file, a syntax error, a limit), if any.
    public let problem: Diagnostic?
    /// What the file looked like just before it was read, so a later change is told apart.
    package let stamp: FileStamp?
    /// The file's value made ahead, when its document was let go (``handedOver()``).
    package var madeValue: Value?

    /// What the file holds, as a value: the one made ahead, else the document's; null when the
    /// file did not load.
    public var value: Value {
        madeValue ?? document?.root.map(Value.init) ?? .null
    }

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

    /// Reads and parses the file at `path` (already resolved) under `limits`, only when it is a
    /// regular file inside `folder`'s tree once every symbolic link is followed: a file that
    /// leads outside is never opened (`data-file-outside-scene`), nor a FIFO, device or socket
    /// (`not-a-regular-file`); and it is opened so that a link swapped in after the check loses.
    ///
    /// - Parameters:
    ///   - path: The data file.
    ///   - limits: The bounds it is read with.
    ///   - folder: The folder of the file that names it (the scene's folder).
    /// - Returns: The parsed document, or the problem that kept the file from being read.
    package static func read(_ path: String, limits: LoadLimits, inside folder: String) -> LoadedDataFile {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let stamp = FileStamp.of(path)
        func refused(_ problem: Diagnostic) -> LoadedDataFile {
            LoadedDataFile(path: path, document: nil, problem: problem, stamp: stamp)
        }
        let verdict = ConfinedFile.check(path, inside: folder)
        switch verdict {
        case .missing:
            return refused(Diagnostic(.fileNotFound, "no such file", at: start))
        case .outside:
            return refused(Diagnostic(.dataFileOutsideScene, "it leads outside the scene's folder (through a symbolic link); it is not read", at: start))
        case .notRegular(let kind):
            return refused(Diagnostic(.notARegularFile, "it is \(kind), not a regular file; it is not read", at: start))
        case .regular:
            guard let fd = ConfinedFile.openChecked(verdict) else {
                return refused(Diagnostic(.unreadableFile, "the file cannot be opened, or changed while it was being checked", at: start))
            }
            defer { close(fd) }
            let (document, diagnostics) = DocumentLoader.load(opened: fd, file: path, limits: limits)
            let problem = diagnostics.first { $0.severity == .error }
            return LoadedDataFile(path: path, document: problem == nil ? document : nil, problem: problem, stamp: stamp)
        }
    }

    /// The bytes of the file at `path` (already resolved), under the same confinement as
    /// ``read(_:limits:inside:)``: a regular file inside `folder`'s tree, opened so that a link
    /// swapped in after the check loses; for a sample read in a command's output format.
    ///
    /// - Parameters:
    ///   - path: The data file.
    ///   - limits: The bounds it is read with.
    ///   - folder: The folder of the file that names it (the scene's folder).
    /// - Returns: The bytes, or the problem that kept the file from being read.
    package static func bytes(of path: String, limits: LoadLimits, inside folder: String) -> Result<[UInt8], Diagnostic> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let verdict = ConfinedFile.check(path, inside: folder)
        switch verdict {
        case .missing:
            return .failure(Diagnostic(.fileNotFound, "no such file", at: start))
        case .outside:
            return .failure(Diagnostic(.dataFileOutsideScene, "it leads outside the scene's folder (through a symbolic link); it is not read", at: start))
        case .notRegular(let kind):
            return .failure(Diagnostic(.notARegularFile, "it is \(kind), not a regular file; it is not read", at: start))
        case .regular:
            guard let fd = ConfinedFile.openChecked(verdict) else {
                return .failure(Diagnostic(.unreadableFile, "the file cannot be opened, or changed while it was being checked", at: start))
            }
            defer { close(fd) }
            switch SourceFile.read(opened: fd, path: path, maxSize: limits.maxFileSize) {
            case .bytes(let bytes, _): return .success(bytes)
            case .failure(let diagnostic): return .failure(diagnostic)
            }
        }
    }
}

extension LoadedDataFile {
    /// This file as a live scene takes it, without its document, and the text to make its value
    /// from once the document is let go: a scene holds one form of the file, never both.
    ///
    /// A JSON file's text is read back from what its document kept (the bytes, or the open file
    /// while it is unchanged), for ``withValue(madeFrom:limits:)``: a large file's document costs
    /// about what its value does, so making the value from the document would hold both at the
    /// peak. Any other file's value is made from its document here, and no text is returned.
    package func handedOver() -> (file: LoadedDataFile, jsonText: [UInt8]?) {
        guard let document else { return (self, nil) }
        if JSONStrictness.applies(to: path), let text = document.source?.wholeText() {
            return (LoadedDataFile(path: path, document: nil, problem: problem, stamp: stamp), text)
        }
        return (LoadedDataFile(path: path, document: nil, problem: problem, stamp: stamp, madeValue: value), nil)
    }

    /// This file with the value of `text`, its JSON text as it was read, under the `limits` it
    /// was read with.
    package func withValue(madeFrom text: [UInt8], limits: LoadLimits) -> LoadedDataFile {
        var file = self
        // The same text under the same limits reads the same way; should it not, a document is
        // made again, rather than a value guessed.
        file.madeValue = text.withUnsafeBufferPointer { Value(json: $0, limits: limits) }
            ?? DocumentLoader.parse(text, file: path, limits: limits).document?.root.map(Value.init)
            ?? .null
        return file
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics of a compiled scene given lines from the scene's document and from the
    /// data files its checks read.
    package func withSourceLines(from document: Document?, dataFiles: [String: LoadedDataFile]) -> [Diagnostic] {
        var sources = document?.source.map { [$0] } ?? []
        // Sorted by path, so which source serves a file never depends on dictionary order.
        for path in dataFiles.keys.sorted() {
            if let source = dataFiles[path]?.document?.source { sources.append(source) }
        }
        return withSourceLines(from: sources)
    }
}
