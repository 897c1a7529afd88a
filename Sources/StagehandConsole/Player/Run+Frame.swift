#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

extension ScriptPlayer.Run {
    /// `expect: { frame: FILE }`: the whole frame, as plain text, equals the file (see
    /// ``FrameFile`` for what the comparison ignores). With ``ScriptPlayer/Options/updatesFrames``
    /// a missing or different file is written instead, and the step passes.
    mutating func checkFrame(_ file: Located<String>) -> Diagnostic? {
        let path = PathResolver.resolve(file.value, against: PathResolver.directory(of: scriptFile))
        let actual = stage.current == nil ? "" : PlainTextRenderer().render(render().buffer)
        let actualLines = FrameFile.normalizedLines(actual)
        let expectedLines: [String]?
        switch FrameFile.read(path) {
        case .text(let text): expectedLines = FrameFile.normalizedLines(text)
        case .missing: expectedLines = nil
        case .unreadable(let reason):
            return Diagnostic(.expectationFailed, "cannot read frame file '\(file.value)': \(reason)", at: file.location)
        }
        if let expectedLines, expectedLines == actualLines { return nil }
        if options.updatesFrames {
            Self.makeFolders(for: path)
            do {
                try AtomicFileWriter().write(FrameFile.text(of: actual), to: path)
            } catch {
                return Diagnostic(.expectationFailed, "cannot write frame file '\(file.value)': \(error.description)", at: file.location)
            }
            if !framesWritten.contains(path) { framesWritten.append(path) }
            return nil
        }
        guard let expectedLines else {
            return Diagnostic(.expectationFailed, "frame file '\(file.value)' does not exist (the path is relative to the script); `test --update` writes it", at: file.location)
        }
        let diff = FrameDiff(expected: expectedLines, actual: actualLines)
        let count = diff.rows.count == 1 ? "1 row differs" : "\(diff.rows.count) rows differ"
        return Diagnostic(.expectationFailed, "expected the frame to equal '\(file.value)', but \(count)", at: file.location,
                          notes: [Diagnostic.Note(diff.text)])
    }

    /// Creates the folders above `path` that do not exist yet (`frames/` on a first `--update`).
    private static func makeFolders(for path: String) {
        var folder = ""
        let parts = PathResolver.directory(of: path).split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            folder += (index == 0 ? "" : "/") + part
            if !folder.isEmpty { mkdir(folder, 0o755) }
        }
    }
}
