/// One key lint knows at a point of a data source's value: what an editor offers when a dot path
/// or a `{placeholder}` is being written (``SceneCompiler/dataKeys(in:objectAfter:property:path:inPlaceholder:origins:)``).
public struct DataKey: Sendable, Hashable {
    /// The whole dot path to the key, from the value the object reads: `children.0.name`.
    public var path: String
    /// What the value there is: "a string", "a list", "a mapping", …
    public var kind: String
    /// Where the data comes from, as lint's messages name it: `'disks' (CommandDataSource)`.
    public var source: String

    /// Describes a key.
    ///
    /// - Parameters:
    ///   - path: the whole dot path to the key.
    ///   - kind: what the value there is.
    ///   - source: where the data comes from.
    public init(path: String, kind: String, source: String) {
        self.path = path
        self.kind = kind
        self.source = source
    }
}
