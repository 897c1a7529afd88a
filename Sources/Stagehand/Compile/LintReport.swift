/// What `stagehand lint` found: every diagnostic of every file checked, and whether the command
/// could run at all.
public struct LintReport {
    /// Every diagnostic, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// How many scene and script files were checked.
    public var filesChecked: Int
    /// Whether the command itself failed, e.g. a path given on the command line does not exist.
    public var couldNotRun: Bool
    /// The lone file's document and description, when the linter was asked to keep them
    /// (``Linter/keepsSingleFileLoaded``); `nil` otherwise. Opaque: only its lifetime matters.
    public var keptFile: (any Sendable)?

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - diagnostics: The problems found.
    ///   - filesChecked: How many files were checked.
    ///   - couldNotRun: Whether the command itself failed, such as a path that does not exist.
    public init(diagnostics: [Diagnostic] = [], filesChecked: Int = 0, couldNotRun: Bool = false) {
        self.diagnostics = diagnostics
        self.filesChecked = filesChecked
        self.couldNotRun = couldNotRun
    }

    /// How many diagnostics are errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// How many diagnostics are warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// The process exit status: 0 clean, 1 errors found (or warnings, with `strict`, or more
    /// warnings than `maxWarnings`), 2 the command could not run.
    ///
    /// - Parameters:
    ///   - strict: whether any warning fails the run.
    ///   - maxWarnings: how many warnings the run may have before it fails; `nil` for any number.
    public func exitStatus(strict: Bool, maxWarnings: Int? = nil) -> Int32 {
        if couldNotRun { return 2 }
        if errorCount > 0 || (strict && warningCount > 0) { return 1 }
        if let maxWarnings, warningCount > maxWarnings { return 1 }
        return 0
    }
}
