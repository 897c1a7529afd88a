import ArgumentParser
import Stagehand

/// What `stagehand lint` was asked to do, once its command line is read: the files and how to
/// report on them. ``LintCommand`` builds one from the parsed options; ``plain(_:)`` builds one
/// from the command line an editor or a hook runs on every save without the argument parser.
package struct LintRequest {
    package var paths: [String]
    package var format: LintCommand.Format = .text
    package var strict = false
    package var maxWarnings: Int?
    package var color: ColorChoice = .auto
    package var jobs: Int?
    package var limits = LoadLimits.default
    /// Whether to say, on standard error, which settings file applies to each path linted.
    var verbose = false
    /// The path standard input (`-`) stands for; `<stdin>` in the current folder when not given.
    var stdinFilename: String?
    /// Whether to print only the diagnostics (text format): no closing line.
    var quiet = false

    /// A request for `paths`, every option as given.
    package init(paths: [String], format: LintCommand.Format = .text, strict: Bool = false, maxWarnings: Int? = nil, color: ColorChoice = .auto,
                 jobs: Int? = nil, limits: LoadLimits = .default, verbose: Bool = false, stdinFilename: String? = nil, quiet: Bool = false) {
        self.paths = paths
        self.format = format
        self.strict = strict
        self.maxWarnings = maxWarnings
        self.color = color
        self.jobs = jobs
        self.limits = limits
        self.verbose = verbose
        self.stdinFilename = stdinFilename
        self.quiet = quiet
    }

    /// A request for a command line that names only files and folders, with `--strict` at most:
    /// `lint Scenes/a.scene.yaml`, `lint --strict Scenes/`. `nil` for anything else (another
    /// command, any other option, `help`, no path), which the argument parser reads as usual.
    ///
    /// Reading the common line directly spares a small lint the parser's start: it builds every
    /// command's arguments by reflection, about a third of a small lint's time. The line read
    /// here means the same to the parser, so the result is the same either way.
    ///
    /// - Parameter arguments: the arguments after the executable's name.
    package static func plain(_ arguments: [String]) -> LintRequest? {
        guard arguments.first == "lint", arguments.count > 1 else { return nil }
        var request = LintRequest(paths: [])
        request.paths.reserveCapacity(arguments.count - 1)
        for argument in arguments.dropFirst() {
            if argument == "--strict" {
                request.strict = true
            } else if argument.hasPrefix("-") || argument == "help" || argument.isEmpty {
                return nil
            } else {
                request.paths.append(argument)
            }
        }
        return request.paths.isEmpty ? nil : request
    }

    /// One line per path linted naming the `.stagehand.yaml` that applies to it (or none), and
    /// one per settings file skipped because another user owns it.
    package func settingsReport() -> String {
        var lines: [String] = []
        for given in paths {
            let path = given == "-" ? stdinFilename ?? "<stdin>" : given
            let folder = LintFileSystem.entry(at: path) == .directory || LintFileSystem.entry(at: path) == .linkedDirectory
                ? path : PathResolver.directory(of: path)
            let found = ProjectSettings.lookUp(from: folder)
            for ignored in found.ignored {
                lines.append("settings: \(ignored) is ignored: it belongs to another user")
            }
            lines.append("settings for \(path): \(found.file ?? "none (no .stagehand.yaml up to the repository's root)")")
        }
        return Self.escapeControls(lines.joined(separator: "\n")) + "\n"
    }

    /// Paths may hold control characters: ESC as `\e`, other C0 (but tab and line break), DEL
    /// and C1 as `\u{XX}`, never raw to a terminal.
    private static let escapeControls = TextEscaper(["\u{1b}": "\\e"]) { scalar in
        let value = scalar.value
        guard (value < 0x20 && value != 0x09 && value != 0x0a) || value == 0x7f || (0x80...0x9f).contains(value) else { return .keep }
        let hex = String(value, radix: 16)
        return .text("\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}")
    }

    /// The report for the paths, standard input (`-`) read as the file ``stdinFilename`` names.
    private func lint(with linter: Linter) throws -> LintReport {
        guard paths.contains("-") else { return linter.lint(paths: paths) }
        let file = stdinFilename ?? "<stdin>"
        let read: [Diagnostic]
        switch StandardInput.readAll(limit: limits.maxFileSize) {
        case .bytes(let bytes):
            read = linter.lint(bytes: bytes, file: file)
        case .tooLarge:
            // Told where an editor shows it, as a file over the limit is.
            read = [Diagnostic(.fileTooLarge, "standard input is over the limit of \(limits.maxFileSize) bytes (--max-file-size)",
                               at: SourceLocation(file: file, line: 1, column: 1))]
        case .failed:
            throw CommandFailure("cannot read standard input")
        }
        let files = paths.filter { $0 != "-" }
        let others = files.isEmpty ? LintReport() : linter.lint(paths: files)
        return LintReport(
            diagnostics: others.diagnostics + read, filesChecked: others.filesChecked + 1, couldNotRun: others.couldNotRun)
    }

    /// Lints the files, prints the report and throws the exit status when it is not 0.
    func run() throws {
        if verbose { StandardError.write(settingsReport()) }
        // One file is checked on a second thread while this one decodes; many are checked on
        // several threads at once, which one heap would slow.
        if paths.count == 1, LintFileSystem.entry(at: paths[0]) == .file { MemoryReuse.shareOneArena() }
        let registry = try CommandContext.makeRegistry()
        var linter = Linter(registry: registry, limits: limits)
        if let jobs { linter.jobs = jobs }
        // The process exits right after printing: let the operating system reclaim a large
        // scene at once rather than releasing it value by value.
        linter.keepsSingleFileLoaded = true
        let report = try lint(with: linter)
        ProcessLifetime.keepUntilExit(report)
        if report.filesChecked == 0 && !report.couldNotRun {
            throw CommandFailure("no scene or script file in \(paths.joined(separator: ", ")): scenes are named *.scene.yaml, *.scene.yml or *.scene.json, scripts *.script.yaml, *.script.yml or *.script.json")
        }
        let printer = DiagnosticPrinter(color: format == .text && color.isEnabled())
        switch format {
        case .text:
            let summary = quiet ? "" : printer.summary(report.diagnostics, files: report.filesChecked) + "\n"
            let text = printer.text(report.diagnostics) + summary
            if !text.isEmpty { StandardOutput.write(text) }
        case .json:
            StandardOutput.write(printer.json(report.diagnostics, files: report.filesChecked))
        case .sarif:
            StandardOutput.write(SARIFReport(toolName: CommandContext.app.name).json(report.diagnostics))
        case .github:
            StandardOutput.write(GitHubAnnotations().text(report.diagnostics))
        }
        let status = report.exitStatus(strict: strict, maxWarnings: maxWarnings)
        if status != 0 { throw ExitCode(status) }
    }
}
