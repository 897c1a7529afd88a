import Stagehand

extension Bench {
    /// Loads, checks and builds a benchmark's scene as `stagehand run` does; reports a scene that
    /// does not load as a failure of `benchmark` and returns nil.
    static func liveScene(_ path: String, for benchmark: String, report: Report) -> LiveScene? {
        let registry = Registry()
        let compiled = SceneCompiler(registry: registry).compileScene(at: path)
        guard let scene = LiveScene(compiled: compiled, registry: registry) else {
            report.failure(benchmark, "\(path) does not load: \(compiled.diagnostics.first?.formatted ?? "")")
            return nil
        }
        return scene
    }
}
