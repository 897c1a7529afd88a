import Stagehand

/// A custom data source backed by a data file under a property that is not called `path`: what
/// the watcher and the language server must treat as the standard `FileDataSource` by the
/// property's meaning alone.
final class LedgerDataSource: DataSource {
    override class var summary: String { "Entries read from a ledger file" }

    /// The ledger file, relative to the scene file.
    @Property("The ledger file, relative to the scene file", meaning: .dataFile) var ledger = ""
}
