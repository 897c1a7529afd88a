/// Reads a scene file the way both `stagehand lint` and `stagehand run` do: libyaml document,
/// decoded description, checks against the registry.
public struct SceneLoader {
    /// The registry types are checked against.
    public let registry: Registry
    /// Limits on what the loader accepts.
    public let limits: LoadLimits

    /// Creates a loader.
    public init(registry: Registry, limits: LoadLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// Loads and checks a scene file. The description is `nil` when the file could not be parsed.
    public func load(_ file: String) -> (scene: SceneDescription?, diagnostics: [Diagnostic]) {
        let (document, loadDiagnostics) = DocumentLoader.load(contentsOf: file, limits: limits)
        guard let document, !loadDiagnostics.containsErrors else { return (nil, loadDiagnostics) }
        let (scene, decodeDiagnostics) = SceneDecoder.decode(document)
        // Data files are checked under the same limits as the scene, as lint checks them.
        var checker = SceneChecker(registry: registry)
        checker.limits = limits
        let checks = checker.check(scene)
        return (scene, (loadDiagnostics + decodeDiagnostics + checks).sortedByLocation())
    }

    /// Loads a script file: its description, or `nil` when it could not be parsed.
    public func loadScript(_ file: String) -> (script: ScriptDescription?, diagnostics: [Diagnostic]) {
        let (document, loadDiagnostics) = DocumentLoader.load(contentsOf: file, limits: limits)
        guard let document, !loadDiagnostics.containsErrors else { return (nil, loadDiagnostics) }
        let (script, decodeDiagnostics) = ScriptDecoder.decode(document)
        return (script, (loadDiagnostics + decodeDiagnostics).sortedByLocation())
    }
}
