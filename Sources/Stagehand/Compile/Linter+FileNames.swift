extension Linter {
    /// Whether a file's name marks it as a scene: `*.scene.yaml`, `*.scene.yml` or `*.scene.json`.
    ///
    /// - Parameter path: the file's path or name; only its last component counts.
    public static func isSceneFileName(_ path: String) -> Bool {
        LintFileKind(path: path) == .scene
    }

    /// Whether a file's name marks it as a script: `*.script.yaml`, `*.script.yml` or
    /// `*.script.json`.
    ///
    /// - Parameter path: the file's path or name; only its last component counts.
    public static func isScriptFileName(_ path: String) -> Bool {
        LintFileKind(path: path) == .script
    }
}
