import Foundation
import GardenKit
@testable import Stagehand
import StagehandConsole

/// The garden as its tests use it: the registry its executable builds, its scripts played on a
/// copy of its scenes, and blocking work kept off Swift's cooperative threads.
enum Garden {
    /// The scenes and scripts of the garden, relative to its package.
    static let scenes = "Scenes"

    /// The registry `garden` builds: the standard library and the garden's types, with a fresh
    /// SQLite store in memory.
    static func registry() throws -> Registry {
        let registry = Registry()
        try GardenTypes.register(in: registry, store: SQLitePlantStore())
        return registry
    }

    /// Plays a script (relative to the package) on a copy of the scenes, as `garden run --script`
    /// does; paths print relative to the package.
    static func playOnCopy(_ script: String, strict: Bool = false) throws -> ScriptPlayer.Result {
        let copy = try GardenPackage.temporaryCopy(of: scenes)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        var result = ScriptPlayer(registry: try registry()).play(scriptFile: copy + "/" + script, options: .init(frames: .each, strict: strict))
        result.output = result.output.replacingOccurrences(of: copy + "/", with: "")
            .replacingOccurrences(of: GardenPackage.root + "/", with: "")
        return result
    }

    /// Runs `body` on a thread of its own and waits for it without blocking a cooperative thread.
    ///
    /// A scripted `wait` blocks its thread until the work it waits for is done; async work needs
    /// the cooperative threads to get there, so the blocking side must not sit on one of them.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let started = DedicatedThread.start { continuation.resume(returning: body()) }
            if !started { continuation.resume(returning: body()) }
        }
    }
}
