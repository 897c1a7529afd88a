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
