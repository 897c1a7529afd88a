/// A file compiled as what it is: a scene or a script.
public enum CompiledFile {
    /// A scene file.
    case scene(CompiledScene)
    /// A script file.
    case script(CompiledScript)

    /// Every problem found in the file, sorted by position.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .scene(let scene): scene.diagnostics
        case .script(let script): script.diagnostics
        }
    }
}

extension CompiledFile {
    /// The file's suppression comments (`# stagehand-ignore…`).
    var ignoreComments: [IgnoreComment] {
        switch self {
        case .scene(let scene): scene.document?.ignoreComments ?? []
        case .script(let script): script.ignoreComments
        }
    }

    /// The parsed text, when the file has suppression comments (whose own diagnostics show it).
    var commentedSource: SourceText? {
        switch self {
        case .scene(let scene): scene.document?.ignoreComments.isEmpty == false ? scene.document?.source : nil
        case .script(let script): script.source
        }
    }
}
