import ArgumentParser

/// What shell completion offers where a command takes a file: the names lint gives each kind of
/// file (folders too, to walk into), never data files.
enum FileCompletion {
    /// `*.scene.yaml`, `*.scene.yml`, `*.scene.json`.
    static let scenes = CompletionKind.file(extensions: ["scene.yaml", "scene.yml", "scene.json"])
    /// `*.script.yaml`, `*.script.yml`, `*.script.json`.
    static let scripts = CompletionKind.file(extensions: ["script.yaml", "script.yml", "script.json"])
    /// Scenes and scripts, for the commands that take either.
    static let scenesAndScripts = CompletionKind.file(extensions: [
        "scene.yaml", "scene.yml", "scene.json", "script.yaml", "script.yml", "script.json",
    ])
}
