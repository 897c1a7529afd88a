import Stagehand
import Testing

extension LiveScene {
    /// The object with this id, as the expected class; records an issue and throws otherwise.
    func object<T: SceneObject>(
        _ id: String, as type: T.Type = T.self, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> T {
        let found = objectsByID[id]
        return try #require(found as? T, "no \(T.self) with id '\(id)' (found \(found.map { String(describing: Swift.type(of: $0)) } ?? "nothing"))", sourceLocation: sourceLocation)
    }

    /// Diagnostics with a code.
    func diagnostics(_ code: DiagnosticCode) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }
}
