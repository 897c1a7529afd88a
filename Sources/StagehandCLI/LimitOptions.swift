import ArgumentParser
import Stagehand

/// The loader's limits, each raisable from the command line; other products' commands (`mcp`)
/// take them too.
package struct LimitOptions: ParsableArguments {
    @Option(help: "Largest file read, in bytes.")
    var maxFileSize = LoadLimits.default.maxFileSize

    @Option(help: "Deepest nesting of mappings and lists.")
    var maxDepth = LoadLimits.default.maxDepth

    @Option(help: "Most nodes aliases may add to a document.")
    var maxAliasExpansion = LoadLimits.default.maxAliasExpansion

    @Option(help: "Longest scalar, in bytes.")
    var maxScalarLength = LoadLimits.default.maxScalarLength

    /// The options with their defaults, as the argument parser makes them.
    package init() {}

    /// The limits the options give.
    package var limits: LoadLimits {
        LoadLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion, maxScalarLength: maxScalarLength)
    }

    /// Refuses a limit below 1.
    package func validate() throws {
        for (name, value) in [("--max-file-size", maxFileSize), ("--max-depth", maxDepth), ("--max-alias-expansion", maxAliasExpansion), ("--max-scalar-length", maxScalarLength)] where value < 1 {
            throw ValidationError("\(name) must be at least 1, not \(value)")
        }
    }
}
