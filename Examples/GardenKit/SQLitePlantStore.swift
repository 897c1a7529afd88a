import GRDB

/// A plant store in SQLite, through GRDB: the garden app's store. In memory by default (a fresh
/// nursery every run, so scripts play the same every time), or in a file that keeps the plants.
///
/// `DatabaseQueue` serializes every access on its own queue and is `Sendable`, so the store is
/// safe to use from the work that data sources and responders run off the scene.
public final class SQLitePlantStore: PlantStore {
    private let database: DatabaseQueue

    /// Opens (or creates) the store; `path` nil keeps it in memory. A new store is seeded with
    /// ``MemoryPlantStore/seedlings``.
    public init(path: String? = nil) throws {
        database = try path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue()
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

    public func plants() async throws -> [Plant] {
        try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT name, species, water FROM plant ORDER BY id").map { row in
                Plant(name: row["name"], species: row["species"], water: row["water"])
            }
        }
    }

    public func add(_ plant: Plant) async throws {
        do {
            try await database.write { db in try Self.insert(plant, into: db) }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw PlantStoreError("there is already a plant called \(plant.name)")
        }
    }
}
