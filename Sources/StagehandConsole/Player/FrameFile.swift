#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// A golden frame kept in a text file, as `expect: { frame: FILE }` compares it.
///
/// The comparison ignores what a person's editor changes without anyone meaning it: spaces at
/// the end of a line (the frame's own rows are printed without them), a carriage return before a
/// line break, and blank lines at the end of the file (with or without a final line break). The
/// file `--update` writes is the frame's rows in that form, each ending in a line break.
enum FrameFile {
    /// What reading a frame file found.
    enum Contents {
        case text(String)
        case missing
        case unreadable(String)
    }

    /// The frame's rows as compared: trailing spaces and carriage returns trimmed, trailing blank
    /// rows dropped.
    static func normalizedLines(_ text: String) -> [String] {
        // "\r\n" is one Character in Swift, so it is a line break of its own.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line -> String in
            var row = Substring(line)
            while let last = row.last, last == " " || last == "\r" { row = row.dropLast() }
            return String(row)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The text `--update` writes for a frame.
    static func text(of frame: String) -> String {
        normalizedLines(frame).map { $0 + "\n" }.joined()
    }

    /// Why a file's bytes could not be read: the code it is reported with, and the reason in words.
    struct ReadProblem: Error {
        let code: DiagnosticCode
        let reason: String
    }

    /// The bytes of a regular file of at most `limit` bytes inside `folder` (through links too),
    /// or why they cannot be read.
    static func readBytes(_ path: String, inside folder: String, limit: Int) -> Result<[UInt8], ReadProblem> {
        let verdict = ConfinedFile.check(path, inside: folder)
        switch verdict {
        case .missing: return .failure(ReadProblem(code: .fileNotFound, reason: "it does not exist"))
        case .outside: return .failure(ReadProblem(code: .fileOutsideFolder, reason: "it leads outside the script's folder"))
        case .notRegular(let kind): return .failure(ReadProblem(code: .notARegularFile, reason: "it is \(kind), not a regular file"))
        case .regular: break
        }
        switch readOpened(verdict, limit: limit) {
        case .bytes(let bytes): return .success(bytes)
        case .failed(let problem): return .failure(ReadProblem(code: .unreadableFile, reason: problem))
        case .tooLarge: return .failure(ReadProblem(code: .fileTooLarge, reason: "it is larger than \(limit) bytes (--max-file-size)"))
        }
    }

    /// Reads a frame file found inside its script's folder (``ConfinedFile/check(_:inside:)``),
    /// opened so that a link swapped in since the check cannot be read instead.
    static func read(_ verdict: ConfinedFile.Verdict) -> Contents {
        guard case .regular = verdict else { return .missing }
        // A frame is a screenful; a file far larger is not one.
        switch readOpened(verdict, limit: 4 * 1024 * 1024) {
        case .bytes(let bytes): return .text(String(decoding: bytes, as: UTF8.self))
        case .failed(let problem): return .unreadable(problem)
        case .tooLarge: return .unreadable("it is larger than 4 MiB, too large for a frame")
        }
    }

    /// What reading a checked file found.
    private enum ReadOutcome {
        case bytes([UInt8])
        case failed(String)
        case tooLarge
    }

    /// Reads a file ``ConfinedFile/check(_:inside:)`` found regular, opened so that a link
    /// swapped in since the check cannot be read instead, stopping once it passes `limit` bytes.
    private static func readOpened(_ verdict: ConfinedFile.Verdict, limit: Int) -> ReadOutcome {
        guard let fd = ConfinedFile.openChecked(verdict) else {
            return .failed("it cannot be opened, or changed while it was being checked")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(Platform.describe(errno: errno))
            }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .tooLarge }
        }
    }
}
