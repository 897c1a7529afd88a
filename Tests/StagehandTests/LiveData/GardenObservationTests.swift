import Foundation
import GardenKit
import GRDB
import Stagehand
import StagehandConsole
import Testing

/// The nursery follows its store as it changes: rows written to the database from outside the
/// scene, by another part of the app or by another scene, show in its table; its script plays
/// the same frames every time; and leaving it stops the observation.
@Suite("Garden observation")
struct GardenObservationTests {
    static let nursery = Repository.path("Scenes/Garden/nursery.scene.yaml")

    /// The nursery over `store`, on a stage, built and checked as `garden run` does.
    static func stage(_ store: any PlantStore, scenes: Int = 1) -> Stage? {
        let registry = Registry()
        guard (try? GardenTypes.register(in: registry, store: store)) != nil else { return nil }
        let stage = Stage(registry: registry)
        for _ in 0..<scenes {
            guard !stage.start(sceneFile: nursery).containsErrors else { return nil }
        }
        return stage
    }

    /// The names in the nursery's table.
    static func names(_ scene: LiveScene?) -> [String] {
        ((scene?.objectsByID["plantTable"] as? Stagehand.Table)?.items ?? []).map { $0.value(atPath: "name")?.displayText ?? "?" }
    }

    /// Runs an async store call from the scene's own thread, which is not one of Swift's, and
    /// returns what it answered (nil when it threw).
    @discardableResult
    static func blocking<T: Sendable>(_ call: @escaping @Sendable () async throws -> T) -> T? {
        let answer = Answer<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            answer.set(try? await call())
            done.signal()
        }
        done.wait()
        return answer.value
    }

    @Test("rows written to the database outside the scene show in its table")
    func followsOutsideWrites() async throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        // The app's one connection, shared by the store and by whatever else writes.
        let database = try DatabaseQueue(path: folder + "/garden.sqlite")
        let store = try SQLitePlantStore(database: database)
        let seen = await LiveDataTestSupport.onOwnThread { () -> [[String]] in
            guard let stage = Self.stage(store) else { return [] }
            defer { stage.close() }
            var seen: [[String]] = []
            stage.settleWork()
            seen.append(Self.names(stage.current))
            // Straight SQL through the shared queue, as another part of the app would write.
            _ = try? database.write { db in
                try db.execute(sql: "INSERT INTO plant (name, species, water) VALUES ('Rosemary', 'Salvia rosmarinus', 40)")
            }
            stage.settleWork()
            seen.append(Self.names(stage.current))
            // A second store on the same connection, as another service of the app would be.
            if let other = try? SQLitePlantStore(database: database) {
                Self.blocking { try await other.add(Plant(name: "Lavender", species: "Lavandula", water: 60)) }
            }
            _ = try? database.write { db in try db.execute(sql: "DELETE FROM plant WHERE name = 'Thyme'") }
            stage.settleWork()
            seen.append(Self.names(stage.current))
            return seen
        }
        #expect(seen == [
            ["Mint", "Thyme", "Sage"],
            ["Mint", "Thyme", "Sage", "Rosemary"],
            ["Mint", "Sage", "Rosemary", "Lavender"],
        ])
    }

    @Test("at the terminal the table follows the database as changes arrive, with no wait")
    func followsWithoutWaiting() async throws {
        let database = try DatabaseQueue()
        let store = try SQLitePlantStore(database: database)
        let seen = await LiveDataTestSupport.onOwnThread { () -> [String] in
            guard let stage = Self.stage(store) else { return [] }
            defer { stage.close() }
            _ = try? database.write { db in try db.execute(sql: "UPDATE plant SET name = 'Peppermint' WHERE name = 'Mint'") }
            let until = Date().addingTimeInterval(5)
            while Self.names(stage.current).first != "Peppermint", Date() < until {
                usleep(1_000)
                stage.applyArrivedWork()
            }
            let status = (stage.current?.objectsByID["loadState"] as? Label)?.text ?? "-"
            return Self.names(stage.current) + [status]
        }
        #expect(seen == ["Peppermint", "Thyme", "Sage", "Up to date"])
    }

    @Test("a scene sharing the store sees what another scene planted, at the same wait")
    func anotherScenePlants() async throws {
        // Planting takes a while, so the scene below would read the store too early if it
        // caught up before the work of the scene above had finished.
        let store = SlowPlantStore(base: MemoryPlantStore(), delay: 50)
        let seen = await LiveDataTestSupport.onOwnThread { () -> [[String]] in
            guard let stage = Self.stage(store, scenes: 2), let top = stage.current else { return [] }
            defer { stage.close() }
            stage.settleWork()
            // The top scene plants; the scene below it follows the same store.
            (top.objectsByID["nameField"] as? TextField)?.setText("Basil")
            (top.objectsByID["plantButton"] as? Button)?.tap()
            stage.settleWork()
            let below = stage.goBack() ? stage.current : nil
            return [Self.names(top), Self.names(below)]
        }
        #expect(seen == [["Mint", "Thyme", "Sage", "Basil"], ["Mint", "Thyme", "Sage", "Basil"]])
    }

    @Test("the memory store is followed the same way")
    func memoryStoreFollowed() async {
        let store = MemoryPlantStore()
        let seen = await LiveDataTestSupport.onOwnThread { () -> [[String]] in
            guard let stage = Self.stage(store) else { return [] }
            defer { stage.close() }
            stage.settleWork()
            let before = Self.names(stage.current)
            Self.blocking { try await store.add(Plant(name: "Chives", species: "Allium", water: 55)) }
            stage.settleWork()
            return [before, Self.names(stage.current)]
        }
        #expect(seen == [["Mint", "Thyme", "Sage"], ["Mint", "Thyme", "Sage", "Chives"]])
    }

    @Test("leaving the nursery stops following the store; later changes reach nothing of it")
    func leavingStops() async {
        let store = MemoryPlantStore()
        let seen = await LiveDataTestSupport.onOwnThread { () -> [String] in
            guard let stage = Self.stage(store), let scene = stage.current,
                let plants = scene.objectsByID["plants"] as? DataSource else { return [] }
            stage.settleWork()
            let following = Self.blocking { await store.observationCount } ?? -1
            var changes = 0
            plants.observe { _ in changes += 1 }
            scene.leave()
            var left = following
            let until = Date().addingTimeInterval(5)
            while left > 0, Date() < until {
                usleep(1_000)
                left = Self.blocking { await store.observationCount } ?? -1
            }
            Self.blocking { try await store.add(Plant(name: "Chives", species: "Allium", water: 55)) }
            usleep(20_000)
            scene.work.applyArrived()
            scene.work.settle()
            return ["\(following)", "\(left)", "\(changes)", "\(Self.names(scene).count)", "\(scene.work.isBusy)"]
        }
        #expect(seen == ["1", "0", "0", "3", "false"])
    }

    @Test("the nursery script plays the same frames every time, against SQLite")
    func scriptPlaysTheSameEveryTime() throws {
        let golden = try String(contentsOfFile: Repository.path("Tests/StagehandTests/Goldens/nursery.frames.txt"), encoding: .utf8)
        var differing: [Int] = []
        for run in 1...25 {
            let result = try ExampleScriptTests.playOnCopy("Scenes/Garden/nursery.script.yaml", strict: true)
            if result.output != golden || result.diagnostics.contains(where: { $0.severity == .error }) { differing.append(run) }
        }
        #expect(differing == [], "runs whose frames differ from the golden ones")
    }
}

/// A plant store that takes `delay` milliseconds to add a plant.
private struct SlowPlantStore: PlantStore {
    let base: MemoryPlantStore
    let delay: Int

    func plants() async throws -> [Plant] { try await base.plants() }

    func add(_ plant: Plant) async throws {
        try await Task.sleep(for: .milliseconds(delay))
        try await base.add(plant)
    }

    func observePlants() -> AsyncThrowingStream<[Plant], any Error> { base.observePlants() }
}

/// What an async call answered, handed from its task to the thread that waited for it.
private final class Answer<T: Sendable>: @unchecked Sendable {
    // Unchecked: `stored` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var stored: T?

    var value: T? { lock.withLock { stored } }

    func set(_ value: T?) { lock.withLock { stored = value } }
}
