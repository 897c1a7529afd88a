import Foundation
import GardenKit
import GRDB
import Stagehand
import StagehandConsole
import Testing

/// The garden's nursery with its plants in SQLite: the script plays through the app's store,
/// and afterwards the database itself holds what the person planted.
@Suite("Garden database")
struct GardenDatabaseTests {
    @Test("planting through the scene writes the rows; a refused plant writes nothing")
    func rowsAfterScript() async throws {
        let folder = try GardenPackage.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/garden.sqlite"
        let script = GardenPackage.path("Scenes/nursery.script.yaml")
        let result = await Garden.onOwnThread { () -> (errors: [String], problems: [String]) in
            let registry = Registry()
            do {
                try GardenTypes.register(in: registry, store: SQLitePlantStore(path: file))
            } catch {
                return (["could not open the store: \(error)"], [])
            }
            let played = ScriptPlayer(registry: registry).play(scriptFile: script)
            return (played.diagnostics.filter { $0.severity == .error }.map(\.formatted), played.runtimeProblems.map(\.message))
        }
        #expect(result.errors == [])
        #expect(result.problems == ["PlantSeedResponder failed on plantButton.tap: type a name for the new plant first",
                                   "PlantSeedResponder failed on plantButton.tap: there is already a plant called Mint"])

        let database = try DatabaseQueue(path: file)
        let rows = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT name, species, water FROM plant ORDER BY id").map {
                "\($0["name"] as String) (\($0["species"] as String), \($0["water"] as Double))"
            }
        }
        #expect(rows == [
            "Mint (Mentha spicata, 70.0)",
            "Thyme (Thymus vulgaris, 35.0)",
            "Sage (Salvia officinalis, 50.0)",
            "Basil (seedling, 20.0)",
        ])
    }

    @Test("a script whose fixture stands in for the store plays on the stand-in and leaves SQLite alone")
    func aStandInStoreLeavesTheDatabaseAlone() async throws {
        let folder = try GardenPackage.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/garden.sqlite"
        let script = GardenPackage.path("Scenes/nursery-stocked.script.yaml")
        let result = await Garden.onOwnThread { () -> (errors: [String], output: String) in
            let registry = Registry()
            do {
                try GardenTypes.register(in: registry, store: SQLitePlantStore(path: file))
            } catch {
                return (["could not open the store: \(error)"], "")
            }
            let played = ScriptPlayer(registry: registry).play(scriptFile: script)
            return (played.diagnostics.filter { $0.severity == .error }.map(\.formatted), played.output)
        }
        #expect(result.errors == [])
        // The fixture's plants, and the one planted, are on screen ...
        #expect(result.output.contains("Chives") && result.output.contains("Basil"))
        // ... and the app's own store holds what it held: Basil went to the stand-in.
        let database = try DatabaseQueue(path: file)
        let names = try await database.read { db in try String.fetchAll(db, sql: "SELECT name FROM plant ORDER BY id") }
        #expect(names == ["Mint", "Thyme", "Sage"])
    }
}
