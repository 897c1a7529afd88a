/// Finds the scene and script files under a folder, recursively and in a stable order.
///
/// Hidden folders and build folders (`.build*`) are skipped, and linked folders are not entered,
/// so a walk always ends. Works with an explicit stack, never recursion.
package enum LintFileFinder {
    /// The scene and script files under `folder`, sorted by path.
    package static func files(in folder: String) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let directory = pending.popLast() {
            for name in LintFileSystem.names(in: directory) ?? [] {
                // Found under `.`, a file is named as a person would write it: `a.scene.yaml`.
                let path = directory == "." ? name : LintFileSystem.join(directory, name)
                switch LintFileSystem.entry(at: path) {
                case .directory:
                    if !name.hasPrefix(".") { pending.append(path) }
                case .file, .other:
                    if LintFileKind(path: name).isLintedInFolders { found.append(path) }
                case .missing, .linkedDirectory:
                    break
                }
            }
        }
        return found.sorted()
    }
}
