import Stagehand

/// Scene and script file names taken off a long command line before the argument parser reads it.
///
/// The argument parser removes each argument it consumes from the middle of one array, so its
/// cost grows with the square of the argument count: 10,000 paths cost seconds before any file
/// was read. The commands that take many paths (``commands``) hand the parser one placeholder per
/// run of scene and script file names instead, and expand the placeholders back, in order, once
/// parsing is done. None of those commands has an option whose value is a scene or script file,
/// and a name that directly follows an option is left to the parser anyway, so what is taken is
/// always a path.
package struct PathRuns: Sendable {
    /// The subcommands whose positional arguments are paths and that expand placeholders.
    static let commands: Set<String> = ["lint", "format", "test"]

    /// The runs taken off, in command-line order; placeholder `k` stands for `runs[k]`.
    private(set) var runs: [[String]] = []

    /// No runs yet.
    package init() {}

    /// Takes the runs of scene and script file names out of `arguments` (the arguments after the
    /// executable's name) when the first one names a command in ``commands``.
    ///
    /// - Returns: the arguments for the parser, with one placeholder per run taken out.
    package mutating func extract(from arguments: [String]) -> [String] {
        guard let command = arguments.first, PathRuns.commands.contains(command) else { return arguments }
        var kept = [command]
        kept.reserveCapacity(arguments.count)
        var run: [String] = []
        var afterOption = false
        for argument in arguments.dropFirst() {
            if !afterOption, !argument.hasPrefix("-"), Linter.isSceneOrScriptFileName(argument) {
                run.append(argument)
                continue
            }
            closeRun(&run, into: &kept)
            kept.append(argument)
            // `--name value` gives the option the next word; `--name=value` and the terminator do not.
            afterOption = argument.hasPrefix("-") && argument != "--" && !argument.contains("=")
        }
        closeRun(&run, into: &kept)
        return kept
    }

    /// The paths with every placeholder replaced by the run it stands for.
    package func expand(_ paths: [String]) -> [String] {
        guard !runs.isEmpty else { return paths }
        var expanded: [String] = []
        expanded.reserveCapacity(paths.count + runs.reduce(0) { $0 + $1.count })
        for path in paths {
            if let index = PathRuns.runIndex(of: path), runs.indices.contains(index) {
                expanded.append(contentsOf: runs[index])
            } else {
                expanded.append(path)
            }
        }
        return expanded
    }

    private mutating func closeRun(_ run: inout [String], into kept: inout [String]) {
        guard !run.isEmpty else { return }
        // A lone name costs the parser nothing: leave it where it stands.
        if run.count == 1 {
            kept.append(run[0])
        } else {
            kept.append(PathRuns.placeholderPrefix + String(runs.count))
            runs.append(run)
        }
        run.removeAll(keepingCapacity: true)
    }

    /// A process's arguments cannot hold a NUL byte, so no argument a person typed starts with it.
    private static let placeholderPrefix = "\u{0}paths:"

    private static func runIndex(of path: String) -> Int? {
        guard path.hasPrefix(placeholderPrefix) else { return nil }
        return Int(path.dropFirst(placeholderPrefix.count))
    }
}
