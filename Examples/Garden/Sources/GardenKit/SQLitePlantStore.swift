import Dispatch
import GRDB

/// A plant store in SQLite, through GRDB: the garden app's store. In memory by default (a fresh
/// nursery every run, so scripts play the same every time), or in a file that keeps the plants.
///
/// `DatabaseQueue` serializes every access on its own queue and is `Sendable`, so the store is
/// safe to use from the work that data sources and responders run off the scene. Its
/// observation (``observePlants()``) is GRDB's `ValueObservation`, which sees every change made
/// through the same `DatabaseQueue`, by this store or by any other part of the app that shares
/// the queue (``init(database:)``); like every `ValueObservation`, it does not see changes that
/// another process, or another `DatabaseQueue` on the same file, makes.
public final class SQLitePlantStore: PlantStore {
    private let database: DatabaseQueue

    /// Opens (or creates) the store; `path` nil keeps it in memory. A new store is seeded with
    /// ``MemoryPlantStore/seedlings``.
    public convenience init(path: String? = nil) throws {
        try self.init(database: path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue())
    }

    /// A store on a database the app already opened and may write to elsewhere too; it creates
    /// and seeds the plant table the first time.
    public init(database: DatabaseQueue) throws {
        self.database = database
        try Self.migrator.migrate(database)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("create plants") { db in
            try db.create(table: "plant") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull().unique()
                table.column("species", .text).notNull()
                table.column("water", .double).notNull()
            }
            for plant in MemoryPlantStore.seedlings {
                try insert(plant, into: db)
            }
        }
        return migrator
    }

    private static func insert(_ plant: Plant, into db: Database) throws {
        try db.execute(sql: "INSERT INTO plant (name, species, water) VALUES (?, ?, ?)",
                       arguments: [plant.name, plant.species, plant.water])
    }

    /// The one query both reading and observing run, so the two always agree.
    private static func fetchPlants(_ db: Database) throws -> [Plant] {
        try Row.fetchAll(db, sql: "SELECT name, species, water FROM plant ORDER BY id").map { row in
            Plant(name: row["name"], species: row["species"], water: row["water"])
        }
    }

    public func plants() async throws -> [Plant] {
        try await database.read(Self.fetchPlants)
    }

    public func add(_ plant: Plant) async throws {
        do {
            try await database.write { db in try Self.insert(plant, into: db) }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw PlantStoreError("there is already a plant called \(plant.name)")
        }
    }

    public func observePlants() -> AsyncThrowingStream<[Plant], any Error> {
        let observation = ValueObservation.tracking(Self.fetchPlants)
        let database = database
        return AsyncThrowingStream { continuation in
            // GRDB fetches right after each commit that touches the table, and hands the values
            // over on this queue in the order of the commits.
            let queue = DispatchQueue(label: "garden.plants.observation")
            let cancellable = observation.start(
                in: database, scheduling: .async(onQueue: queue),
                onError: { error in continuation.finish(throwing: error) },
                onChange: { plants in continuation.yield(plants) })
            // Ending the stream (its consumer's task cancelled) stops the observation.
            continuation.onTermination = { _ in cancellable.cancel() }
        }
    }
}
