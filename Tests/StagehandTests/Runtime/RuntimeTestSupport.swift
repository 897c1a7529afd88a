import Foundation
import Testing
import Stagehand

/// Shared helpers of the runtime tests: scenes built from YAML text, typed object lookup,
/// temporary folders, and weak references for lifetime checks.
enum RuntimeTestSupport {
    /// The header every scene body is given by ``scene(_:registry:clock:file:incoming:expectErrors:sourceLocation:)``.
    static let header = "stagehand: 1\nscene: test\n"

    /// Compiles scene text (the whole file, header included) as `stagehand run` does.
    ///
    /// - Returns: the description and every diagnostic of parsing, decoding and checking.
    static func describe(
        _ text: String, registry: Registry, file: String = "test.scene.yaml"
    ) -> (description: SceneDescription?, diagnostics: [Diagnostic]) {
        let compiled = SceneCompiler(registry: registry).compileScene(bytes: Array(text.utf8), file: file)
        return (compiled.description, compiled.diagnostics)
    }

    /// Builds a live scene from a scene body (the `stagehand`/`scene` header is prepended).
    ///
    /// Records an issue when loading or checking finds an error, unless `expectErrors` is set;
    /// warnings (an unused object in a small test scene) are fine. A scene that checks clean is
    /// built from its compiled form, as `stagehand run` builds it; one with errors (expected) from
    /// its description, as far as it goes.
    static func scene(
        _ body: String,
        registry: Registry = Registry(),
        clock: VirtualClock = VirtualClock(),
        file: String = "test.scene.yaml",
        incoming: Value? = nil,
        expectErrors: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> LiveScene {
        let compiled = SceneCompiler(registry: registry).compileScene(bytes: Array((header + body).utf8), file: file)
        if !expectErrors {
            let errors = compiled.diagnostics.filter { $0.severity == .error }.map(\.formatted)
            #expect(errors == [], "the scene does not check clean", sourceLocation: sourceLocation)
        }
        if let scene = LiveScene(compiled: compiled, registry: registry, clock: clock, incoming: incoming) { return scene }
        let checked = try #require(compiled.description, "the scene text did not parse", sourceLocation: sourceLocation)
        return LiveScene(description: checked, registry: registry, clock: clock, incoming: incoming)
    }

    /// A list of `{name: …, city: …}` people, for tables and filters.
    static func people(_ names: [String], cities: [String] = []) -> Value {
        .list(names.enumerated().map { index, name in
            var entry: [(String, Value)] = [("name", .string(name))]
            if index < cities.count { entry.append(("city", .string(cities[index]))) }
            return .mapping(.init(entry, uniquingKeysWith: { first, _ in first }))
        })
    }
}

extension LiveScene {
    /// The object with this id, as the expected class; records an issue and throws otherwise.
    func object<T: SceneObject>(
        _ id: String, as type: T.Type = T.self, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> T {
        let found = objectsByID[id]
        return try #require(found as? T, "no \(T.self) with id '\(id)' (found \(found.map { String(describing: Swift.type(of: $0)) } ?? "nothing"))", sourceLocation: sourceLocation)
    }

    /// Every object of a class, in declaration order.
    func objects<T: SceneObject>(of type: T.Type) -> [T] {
        objects.compactMap { $0 as? T }
    }

    /// Diagnostics with a code.
    func diagnostics(_ code: DiagnosticCode) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }
}

/// A weak reference with a name, for "nothing outlives its scene" checks.
final class WeakReference {
    let name: String
    weak var object: AnyObject?

    init(_ name: String, _ object: AnyObject?) {
        self.name = name
        self.object = object
    }
}

extension Array where Element == WeakReference {
    /// The names of the objects still alive.
    var alive: [String] { filter { $0.object != nil }.map(\.name) }
}

extension Diagnostic {
    /// `line:column`, for compact expectations.
    var runtimePos: String { "\(location.line):\(location.column)" }
}
