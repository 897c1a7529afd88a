/// Whether a file is linted as a scene or as a script, decided by its name.
package enum LintFileKind: Equatable {
    case scene
    case script
    /// Neither name pattern: decided by the content (a top-level `steps` key makes a script).
    case undecided

    package static let sceneSuffixes = [".scene.yaml", ".scene.yml", ".scene.json"]
    package static let scriptSuffixes = [".script.yaml", ".script.yml", ".script.json"]

    init(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if LintFileKind.sceneSuffixes.contains(where: name.hasSuffix) {
            self = .scene
        } else if LintFileKind.scriptSuffixes.contains(where: name.hasSuffix) {
            self = .script
        } else {
            self = .undecided
        }
    }

    /// Whether a folder walk picks the file up; other files in a folder are data, not lint's business.
    var isLintedInFolders: Bool { self != .undecided }
}
