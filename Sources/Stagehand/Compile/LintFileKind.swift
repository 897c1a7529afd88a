/// Whether a file is linted as a scene or as a script, decided by its name.
package enum LintFileKind: Equatable {
    case scene
    case script
    /// Neither name pattern: decided by the content (a top-level `steps` key makes a script).
    case undecided

    init(path: String) {
        if SceneFileNames.isScene(path) {
            self = .scene
        } else if SceneFileNames.isScript(path) {
            self = .script
        } else {
            self = .undecided
        }
    }

    /// Whether a folder walk picks the file up; other files in a folder are data, not lint's business.
    var isLintedInFolders: Bool { self != .undecided }
}
