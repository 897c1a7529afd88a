import Stagehand

/// Finds the scripts `stagehand test` plays: every `*.script.yaml` and `*.script.json` under the
/// given folders (recursively, hidden and build folders skipped), plus script files named
/// directly; sorted by path, each once.
enum ScriptDiscovery {
    /// Whether a file name is a script's.
    static func isScript(_ path: String) -> Bool {
        path.hasSuffix(".script.yaml") || path.hasSuffix(".script.json")
    }

    /// The scripts under `paths`; a path that does not exist, or a file that is not a script,
    /// stops the command (exit status 2).
    static func scripts(under paths: [String]) throws -> [String] {
        var found = Set<String>()
        for path in paths {
            switch LintFileSystem.entry(at: path) {
            case .missing:
                throw CommandFailure("'\(path)' does not exist")
            case .directory, .linkedDirectory:
                // A trailing slash is dropped so the same script is not found under two spellings.
                let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                // Found under `.`, a script is named as a person would write it: `a.script.yaml`.
                let scripts = LintFileFinder.files(in: folder).filter(isScript)
                found.formUnion(folder == "." ? scripts.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 } : scripts)
            case .file, .other:
                guard isScript(path) else {
                    throw CommandFailure("'\(path)' is not a script; scripts are named *.script.yaml or *.script.json")
                }
                found.insert(path)
            }
        }
        return found.sorted()
    }
}
