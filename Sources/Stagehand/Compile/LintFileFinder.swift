#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the scene and script files under a folder, recursively and in a stable order.
///
/// Hidden folders and build folders (`.build*`) are skipped, and linked folders are not entered,
/// so a walk always ends. A linked file is taken only when it resolves inside the folder: a
/// folder can come from anyone, and `a.scene.yaml` may be a link to a file of yours elsewhere,
/// which lint would quote and `format` would rewrite. Works with an explicit stack, never
/// recursion.
package enum LintFileFinder {
    /// What a walk found.
    package struct Found: Sendable {
        /// The scene and script files, sorted by path.
        package var files: [String] = []
        /// Scene and script names that are symbolic links leading outside the folder, sorted:
        /// neither read nor written.
        package var outsideLinks: [String] = []
        /// Scene and script files whose names are not UTF-8, with U+FFFD where they are not,
        /// sorted: they cannot be opened by name, so they are reported, never read.
        package var notUTF8Names: [String] = []
    }

    /// The scene and script files under `folder`, sorted by path.
    package static func files(in folder: String) -> [String] {
        search(folder).files
    }

    /// The scene and script files under `folder`, and the links among them that lead outside it.
    package static func search(_ folder: String) -> Found {
        var found = Found()
        var pending = [folder]
        while let directory = pending.popLast() {
            let listing = LintFileSystem.listing(of: directory)
            for name in listing?.notUTF8 ?? [] where LintFileKind(path: name).isLintedInFolders {
                found.notUTF8Names.append(directory == "." ? name : LintFileSystem.join(directory, name))
            }
            for name in listing?.names ?? [] {
                // Found under `.`, a file is named as a person would write it: `a.scene.yaml`.
                let path = directory == "." ? name : LintFileSystem.join(directory, name)
                switch LintFileSystem.entry(at: path) {
                case .directory:
                    if !name.hasPrefix(".") { pending.append(path) }
                case .file, .other:
                    guard LintFileKind(path: name).isLintedInFolders else { continue }
                    if isLinkOutside(path, folder) {
                        found.outsideLinks.append(path)
                    } else {
                        found.files.append(path)
                    }
                case .missing, .linkedDirectory:
                    break
                }
            }
        }
        found.files.sort()
        found.outsideLinks.sort()
        found.notUTF8Names.sort()
        return found
    }

    /// The diagnostic for a scene or script file a folder walk found but cannot open: its name
    /// is not UTF-8.
    package static func notUTF8NameDiagnostic(_ path: String) -> Diagnostic {
        Diagnostic(.unreadableFile, "the file's name is not UTF-8, so it cannot be opened by name and is not checked; rename it",
                   at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// Whether `path` is a symbolic link whose target lies outside `folder`'s tree.
    private static func isLinkOutside(_ path: String, _ folder: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else { return false }
        return ConfinedFile.check(path, inside: folder) == .outside
    }

    /// The diagnostic for a scene or script link that a folder walk left alone.
    package static func outsideLinkDiagnostic(_ path: String, folder: String) -> Diagnostic {
        Diagnostic(.fileOutsideFolder, "'\(path)' is a symbolic link leading outside '\(folder)'; it is neither read nor written",
                   at: SourceLocation(file: path, line: 1, column: 1))
    }
}
