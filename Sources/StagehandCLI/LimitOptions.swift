import ArgumentParser
import Stagehand

/// The loader's limits, each raisable from the command line; other products' commands (`mcp`)
/// take them too.
package struct LimitOptions: ParsableArguments {
    @Option(help: "Largest file read, in bytes.")
    var maxFileSize = LoadLimits.default.maxFileSize

    @Option(help: "Deepest nesting of mappings and lists (at most 250,000).")
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

    /// The deepest `--max-depth` allows: threads reserve a stack for every level (see
    /// ``ThreadStack``), and this many fit in the most one reserves.
    package static let deepestLimit = 250_000

    /// Refuses a limit below 1, and a depth past ``deepestLimit``.
    package func validate() throws {
        for (name, value) in [("--max-file-size", maxFileSize), ("--max-depth", maxDepth), ("--max-alias-expansion", maxAliasExpansion), ("--max-scalar-length", maxScalarLength)] where value < 1 {
            throw ValidationError("\(name) must be at least 1, not \(value)")
        }
        if maxDepth > Self.deepestLimit {
            throw ValidationError("--max-depth must be at most \(Self.deepestLimit), not \(maxDepth)")
        }
    }

    /// The `--max-depth` a command line asks for, read before it is parsed so that the command
    /// runs on a thread whose stack holds that depth; nil when it asks for none.
    package static func requestedDepth(in arguments: [String]) -> Int? {
        var requested: Int?
        for (index, argument) in arguments.enumerated() {
            if argument == "--max-depth", index + 1 < arguments.count {
                requested = Int(arguments[index + 1]) ?? requested
            } else if argument.hasPrefix("--max-depth=") {
                requested = Int(argument.dropFirst("--max-depth=".count)) ?? requested
            }
        }
        return requested.map { min($0, deepestLimit) }
    }
}
