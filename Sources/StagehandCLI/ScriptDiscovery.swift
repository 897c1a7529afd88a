import Stagehand

/// Finds the scripts `stagehand test` plays: every `*.script.yaml`, `*.script.yml` and `*.script.json` under the
/// given folders (recursively, hidden and build folders skipped), plus script files named
/// directly; sorted by path, each once.
enum ScriptDiscovery {
    /// Whether a file name is a script's.
    static func isScript(_ path: String) -> Bool {
        Linter.isScriptFileName(path)
    }

    /// The scripts under `paths`; a path that does not exist, or a file that is not a script,
    /// stops the command (exit status 2).
    static func scripts(under paths: [String]) throws -> [String] {
        try search(under: paths).scripts
    }

    /// ``scripts(under:)``, and apart the scripts a folder search found under file names that
    /// are not UTF-8 (shown with U+FFFD where they are not): they cannot be opened by name, so
    /// they are not played.
    static func search(under paths: [String]) throws -> (scripts: [String], notUTF8Names: [String]) {
        var found = Set<String>()
        var notUTF8 = Set<String>()
        for path in paths {
            switch LintFileSystem.entry(at: path) {
            case .missing:
                throw CommandFailure("'\(path)' does not exist")
            case .directory, .linkedDirectory:
                // A trailing slash is dropped so the same script is not found under two spellings.
                let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                let search = LintFileFinder.search(folder)
                found.formUnion(search.files.filter(isScript))
                notUTF8.formUnion(search.notUTF8Names.filter(isScript))
            case .file, .other:
                guard isScript(path) else {
                    throw CommandFailure("'\(path)' is not a script; scripts are named *.script.yaml, *.script.yml or *.script.json")
                }
                found.insert(path)
            }
        }
        return (found.sorted(), notUTF8.sorted())
    }
}
