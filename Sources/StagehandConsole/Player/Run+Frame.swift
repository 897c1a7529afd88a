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
        let folder = PathResolver.directory(of: scriptFile)
        let path = PathResolver.resolve(file.value, against: folder)
        // A frame file stays in the script's folder tree, through every link, and is a regular
        // file; nothing else is read or written, and nothing of it is shown.
        let outside = Diagnostic(.fileOutsideFolder, "frame file '\(file.value)' is outside the script's folder; it is neither read nor written", at: file.location)
        guard PathResolver.staysInside(file.value) else { return outside }
        let verdict = ConfinedFile.check(path, inside: folder)
        switch verdict {
        case .outside: return outside
        case .notRegular(let kind):
            return Diagnostic(.notARegularFile, "frame file '\(file.value)' is \(kind), not a regular file; it is neither read nor written", at: file.location)
        case .regular, .missing: break
        }
        let actual = stage.current == nil ? "" : PlainTextRenderer().render(render().buffer)
        let actualLines = FrameFile.normalizedLines(actual)
        let expectedLines: [String]?
        switch FrameFile.read(verdict) {
        case .text(let text): expectedLines = FrameFile.normalizedLines(text)
        case .missing: expectedLines = nil
        case .unreadable(let reason):
            return Diagnostic(.expectationFailed, "cannot read frame file '\(file.value)': \(reason)", at: file.location)
        }
        if let expectedLines, expectedLines == actualLines { return nil }
        if options.updatesFrames {
            Self.makeFolders(for: path, inside: folder)
            let target: String
            switch verdict {
            case .regular(let real, _, _): target = real
            default:
                guard let made = ConfinedFile.newFilePath(path, inside: folder) else { return outside }
                target = made
            }
            do {
                // Resolved and checked just now: a link swapped in since is replaced, never followed.
                try AtomicFileWriter().write(FrameFile.text(of: actual), to: target, links: .replaced)
            } catch {
                return Diagnostic(.expectationFailed, "cannot write frame file '\(file.value)': \(error.description)", at: file.location)
            }
            if !framesWritten.contains(path) { framesWritten.append(path) }
            return nil
        }
        guard let expectedLines else {
            return Diagnostic(.expectationFailed, "frame file '\(file.value)' does not exist (the path is relative to the script); `test --update` writes it", at: file.location)
        }
        let diff = FrameDiff(expected: expectedLines, actual: actualLines, statusRow: size.rows)
        let count = diff.rows.count == 1 ? "1 row differs" : "\(diff.rows.count) rows differ"
        return Diagnostic(.expectationFailed, "expected the frame to equal '\(file.value)', but \(count)", at: file.location,
                          notes: [Diagnostic.Note(diff.text)])
    }

    /// Creates the folders between the script's folder and `path` that do not exist yet
    /// (`frames/` on a first `--update`), stopping at any that leads outside the script's folder.
    private static func makeFolders(for path: String, inside root: String) {
        let below = PathResolver.relative(PathResolver.directory(of: path), from: root)
        guard below != ".", PathResolver.staysInside(below) else { return }
        var folder = root
        for part in below.split(separator: "/") {
            folder += "/" + part
            guard ConfinedFile.newFilePath(folder, inside: root) != nil else { return }
            mkdir(folder, 0o755)
        }
    }
}
