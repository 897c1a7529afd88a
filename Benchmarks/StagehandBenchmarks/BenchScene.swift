import Stagehand

extension Bench {
    /// Loads, checks and builds a benchmark's scene as `stagehand run` does; reports a scene that
    /// does not load as a failure of `benchmark` and returns nil.
    static func liveScene(_ path: String, for benchmark: String, report: Report) -> LiveScene? {
        let registry = Registry()
        let (description, diagnostics) = SceneLoader(registry: registry).load(path)
        guard let description, !diagnostics.containsErrors else {
            report.failure(benchmark, "\(path) does not load: \(diagnostics.first?.formatted ?? "")")
            return nil
        }
        return LiveScene(description: description, registry: registry)
    }
}
