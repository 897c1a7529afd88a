/// Bounds on what the loader accepts, so no input can exhaust time, memory or the stack.
///
/// Every limit is reported with a diagnostic at the place it was passed, and each can be raised
/// from the command line (`--max-file-size`, `--max-depth`, `--max-alias-expansion`, `--max-scalar-length`).
public struct LoadLimits: Hashable, Sendable {
    /// The largest file read, in bytes. Default 32 MiB.
    public var maxFileSize: Int
    /// The deepest nesting of mappings and sequences. Default 256.
    public var maxDepth: Int
    /// The most nodes that aliases may add to a document when expanded. Default 100,000.
    public var maxAliasExpansion: Int
    /// The longest scalar, in bytes. Default 1 MiB.
    public var maxScalarLength: Int

    /// Creates limits; unspecified ones take their defaults.
    ///
    /// - Parameters:
    ///   - maxFileSize: The largest file read, in bytes.
    ///   - maxDepth: The deepest nesting of mappings and sequences.
    ///   - maxAliasExpansion: The most nodes aliases may add when expanded.
    ///   - maxScalarLength: The longest scalar, in bytes.
    public init(
        maxFileSize: Int = 32 << 20,
        maxDepth: Int = 256,
        maxAliasExpansion: Int = 100_000,
        maxScalarLength: Int = 1 << 20
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxScalarLength = maxScalarLength
    }

    /// The documented defaults.
    public static let `default` = LoadLimits()
}
