#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How an executable was linked, read from its ELF program headers: a statically linked one has
/// no interpreter (`PT_INTERP`), so no dynamic loader runs before it, which is most of what a
/// small command's start costs. The whole-process figures say which kind they timed.
enum ExecutableLinkage: CustomStringConvertible {
    case staticallyLinked
    case dynamicallyLinked
    case unknown

    /// How the build that ships the executable links it (see the README's release build).
    static let releaseBuild = "swift build -c release --static-swift-stdlib -Xswiftc -static-executable --scratch-path .build-bench --product stagehand"

    /// The release `stagehand` next to this executable, or `nil` after reporting `result` as
    /// failed with the command that builds it.
    static func releasedStagehand(for result: String, report: Report) -> String? {
        let stagehand = Spawn.sibling("stagehand")
        guard Files.exists(stagehand) else {
            report.failure(result, "no stagehand executable at \(stagehand); build it with: \(releaseBuild)")
            return nil
        }
        return stagehand
    }

    init(of path: String) {
        let bytes = Self.head(of: path)
        guard bytes.count >= 64,
              bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46, bytes[4] == 2 else {
            self = .unknown
            return
        }
        func integer(at offset: Int, width: Int) -> Int {
            (0..<width).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        let headers = integer(at: 0x20, width: 8), size = integer(at: 0x36, width: 2), count = integer(at: 0x38, width: 2)
        guard size >= 4, headers + size * count <= bytes.count else {
            self = .unknown
            return
        }
        let interpreter = 3
        let hasInterpreter = (0..<count).contains { integer(at: headers + $0 * size, width: 4) == interpreter }
        self = hasInterpreter ? .dynamicallyLinked : .staticallyLinked
    }

    /// The first page of a file: an ELF file's program headers follow its header there.
    private static func head(of path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return n > 0 ? Array(buffer[..<n]) : []
    }

    var description: String {
        switch self {
        case .staticallyLinked: "statically linked, as released"
        case .dynamicallyLinked: "dynamically linked; the release is built with: \(Self.releaseBuild)"
        case .unknown: "linkage unknown"
        }
    }
}
