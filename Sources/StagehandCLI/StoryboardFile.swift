#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StagehandConsole

/// Where the language server's `stagehand.storyboard` command draws: one SVG per folder, in a
/// folder of the system's temporary folder, so nothing is written into the person's project.
enum StoryboardFile {
    /// Draws the storyboard of `folder` as SVG and returns the file's path:
    /// `$TMPDIR/stagehand-storyboards/NAME-HASH.svg`, the same file for the same folder.
    static func draw(_ folder: String, with maker: StoryboardMaker) throws -> String {
        let svg: [UInt8]
        switch maker.make(folder, as: .svg) {
        case .success(let drawn): svg = drawn
        case .failure(let failure): throw CommandFailure(failure.description)
        }
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let directory = base + "/stagehand-storyboards"
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw CommandFailure("could not make \(directory): \(String(cString: strerror(errno)))")
        }
        let name = folder.split(separator: "/").last.map(String.init) ?? "storyboard"
        let path = directory + "/\(name.isEmpty ? "storyboard" : name)-\(hash(folder)).svg"
        guard AtomicFile.write(svg, to: path) else {
            throw CommandFailure("could not write \(path): \(String(cString: strerror(errno)))")
        }
        return path
    }

    /// FNV-1a of the folder's path, in hex: a short name that is the same on every run.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
