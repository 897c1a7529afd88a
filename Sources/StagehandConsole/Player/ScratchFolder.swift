#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// Why the player could not prepare a run, in words.
struct PlayerProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A scratch copy of a scene's folder, which `stagehand test` plays a script against so that
/// what the scene saves never changes the originals. Removed when the run is over.
///
/// The copy holds the folder's regular files and the folders below it, but not hidden ones
/// (`.git`, `.build`); a symbolic link to a regular file inside the folder is copied as the file
/// it leads to, so a save never writes through it. A link that leads outside the folder is copied
/// as a link to the same place, so the copy refuses it as the original does, and nothing outside
/// is ever read into the copy; a link to a folder inside leads to that folder's copy. A FIFO is
/// made again, never opened. Modes are kept. A folder past ``fileLimit`` files or ``byteLimit`` bytes is not copied.
struct ScratchFolder {
    /// The original folder, as given (relative to the working folder, or absolute).
    let original: String
    /// The original folder as an absolute path, which the paths a run names are matched against.
    private let absoluteOriginal: String
    /// Its copy.
    let copy: String
    /// The temporary folder holding the copy, removed with it.
    private let root: String

    /// The most files a scratch copy holds.
    static let fileLimit = 10_000
    /// The most bytes a scratch copy holds.
    static let byteLimit = 256 * 1024 * 1024

    /// Copies `folder`, or says why it could not.
    static func make(copying folder: String) -> Result<ScratchFolder, PlayerProblem> {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/stagehand-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let start = buffer.baseAddress, mkdtemp(start) != nil else { return nil }
            return String(cString: start)
        }
        guard let root = made else { return .failure(PlayerProblem("could not make a scratch folder in \(base): \(Platform.describe(errno: errno))")) }
        guard let absolute = absolutePath(folder), let realOriginal = ConfinedFile.realPath(folder) else {
            removeTree(root)
            return .failure(PlayerProblem("cannot read the scene's folder '\(folder)': \(Platform.describe(errno: errno))"))
        }
        let name = absolute.split(separator: "/").last.map(String.init) ?? "scene"
        let copy = root + "/" + name
        let scratch = ScratchFolder(original: PathResolver.normalize(folder), absoluteOriginal: absolute, copy: copy, root: root)
        var budget = (files: fileLimit, bytes: byteLimit)
        let tree = (original: realOriginal, copy: copy)
        if let problem = copyFolder(folder, to: copy, tree: tree, budget: &budget) {
            scratch.remove()
            return .failure(PlayerProblem(problem))
        }
        return .success(scratch)
    }

    /// The copy's path for a path inside the original folder, whether relative to the working
    /// folder or absolute; other paths are kept.
    func inCopy(_ path: String) -> String {
        guard let absolute = Self.absolutePath(path), absolute.hasPrefix(absoluteOriginal + "/") else { return path }
        return copy + absolute.dropFirst(absoluteOriginal.count)
    }

    /// The original's path for a path inside the copy, for what is printed, in the form the
    /// folder was given in; other paths are kept.
    func inOriginal(_ path: String) -> String {
        guard path.hasPrefix(copy + "/") else { return path }
        return originalPrefix + path.dropFirst(copy.count + 1)
    }

    /// What a path inside the original folder starts with as printed: nothing for the working
    /// folder itself, so `people.scene.yaml` stays `people.scene.yaml`.
    var originalPrefix: String {
        original == "." ? "" : original == "/" ? "/" : original + "/"
    }

    /// `path` made absolute against the working folder, normalized; nil when the working folder
    /// cannot be told.
    private static func absolutePath(_ path: String) -> String? {
        if path.hasPrefix("/") { return PathResolver.normalize(path) }
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return PathResolver.resolve(path, against: String(cString: cwd))
    }

    /// Removes the copy and its temporary folder.
    func remove() { Self.removeTree(root) }

    private static func copyFolder(
        _ from: String, to: String, tree: (original: String, copy: String), budget: inout (files: Int, bytes: Int)
    ) -> String? {
        var info = stat()
        guard stat(from, &info) == 0 else { return "cannot read the scene's folder '\(from)': \(Platform.describe(errno: errno))" }
        guard mkdir(to, info.st_mode & 0o7777 | 0o700) == 0 else { return "cannot make the scratch folder '\(to)': \(Platform.describe(errno: errno))" }
        guard let handle = opendir(from) else { return "cannot read the scene's folder '\(from)': \(Platform.describe(errno: errno))" }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(handle)
        for name in names.sorted() {
            let source = from + "/" + name, target = to + "/" + name
            var own = stat()
            guard lstat(source, &own) == 0 else { continue }
            let kind = own.st_mode & mode_t(S_IFMT)
            if kind == mode_t(S_IFDIR) {
                if let problem = copyFolder(source, to: target, tree: tree, budget: &budget) { return problem }
            } else if kind == mode_t(S_IFREG) || kind == mode_t(S_IFLNK) {
                // Where the entry really leads decides, through every link: only a regular file
                // inside the folder is copied, from what was checked (a link swapped in since
                // loses); anything else a link leads to stays a link, so the copy judges it as
                // the original does, and nothing of it is read.
                let verdict = ConfinedFile.check(source, inside: tree.original)
                switch verdict {
                case .missing:
                    continue  // a dangling link: missing in the copy too
                case .outside, .notRegular:
                    guard kind == mode_t(S_IFLNK), let real = ConfinedFile.realPath(source) else { continue }
                    let leadsTo = ConfinedFile.isInside(real, tree.original) ? tree.copy + real.dropFirst(tree.original.count) : real
                    guard symlink(leadsTo, target) == 0 else { return "cannot write '\(target)': \(Platform.describe(errno: errno))" }
                case .regular:
                    guard let input = ConfinedFile.openChecked(verdict) else { return "cannot read '\(source)': it changed while it was being copied" }
                    defer { close(input) }
                    var opened = stat()
                    guard fstat(input, &opened) == 0 else { return "cannot read '\(source)': \(Platform.describe(errno: errno))" }
                    budget.files -= 1
                    budget.bytes -= Int(opened.st_size)
                    guard budget.files >= 0, budget.bytes >= 0 else {
                        return "the scene's folder is too large for a scratch copy (more than \(fileLimit) files or \(byteLimit / 1024 / 1024) MiB); keep the scene in a folder of its own"
                    }
                    if let problem = copyFile(input, named: source, to: target, mode: opened.st_mode & 0o7777) { return problem }
                }
            } else if kind == mode_t(S_IFIFO) {
                // Made again, never opened: the copy refuses it as the original does.
                guard mkfifo(target, own.st_mode & 0o777) == 0 else { return "cannot write '\(target)': \(Platform.describe(errno: errno))" }
            }
        }
        return nil
    }

    /// Copies the opened file `input` (named `from` in messages) to a new file at `to`.
    private static func copyFile(_ input: Int32, named from: String, to: String, mode: mode_t) -> String? {
        let output = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode | 0o600)
        guard output >= 0 else { return "cannot write '\(to)': \(Platform.describe(errno: errno))" }
        defer { close(output) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return "cannot read '\(from)': \(Platform.describe(errno: errno))"
            }
            if count == 0 { return nil }
            var written = 0
            while written < count {
                let n = chunk.withUnsafeBytes { write(output, $0.baseAddress.map { $0 + written }, count - written) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return "cannot write '\(to)': \(Platform.describe(errno: errno))" }
                written += n
            }
        }
    }

    /// Removes a folder and everything in it, never following a link.
    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) else {
            unlink(path)
            return
        }
        if let handle = opendir(path) {
            var names: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(handle)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    }
}
