import ArgumentParser
import Stagehand
import StagehandConsole

/// `stagehand render SCENE`: one frame of a scene, exactly as the terminal shows it, as text,
/// ANSI, SVG, PNG or HTML.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one frame of a scene (its first, or after a script's steps) as text, ANSI, SVG, PNG or HTML, or print its semantic tree.",
        discussion: """
            Without --format the format comes from -o's extension (.txt, .ans, .svg, .png, .html, \
            .json for the tree), else text. --format tree prints the scene's semantic tree as JSON \
            (what each view is, shows and can do, with its bounds in the frame; the data sources' \
            states); 'schema --tree' prints its JSON Schema. Runs no program of the scene \
            unless given --commands: without it, each CommandDataSource shows its sample file when \
            it has one, else its loading state. \
            Without --script the frame is the scene's first, after the work it starts when it \
            appears (with --commands, their results) has come in; with --script it is the frame run --script \
            shows after all the steps, or the first N with --step N. PNG is drawn from the SVG by \
            rsvg-convert (Debian: librsvg2-bin), and goes to standard output only when that is not \
            a terminal. Exit status: 0 drawn, 1 the scene has errors or a step failed, 2 the command \
            could not run.
            """
    )

    @Argument(help: "The scene file (any name; completion offers *.scene.yaml, *.scene.yml, *.scene.json); optional with --script when the script names its scene.", completion: FileCompletion.scenes)
    var scene: String?

    @Option(help: ArgumentHelp("Console size as COLUMNSxROWS (default: the script's size, else 80x24).", valueName: "CxR"))
    var size: String?

    @Option(help: "A script (*.script.yaml, *.script.yml, *.script.json) whose steps are played before the frame is drawn.", completion: FileCompletion.scripts)
    var script: String?

    @Option(help: ArgumentHelp("With --script: play only the first N steps (0: the first frame).", valueName: "N"))
    var step: Int?

    @Option(help: "Output format: text, ansi, svg, png, html or tree (default: from -o's extension, else text).")
    var format: RenderFormat?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Run the scene's commands (its CommandDataSources' programs); without it none runs, and each shows its sample, else its loading state. Give it only for folders you trust.")
    var commands = false

    @OptionGroup var themeOption: ThemeOption

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        try SceneArguments.validate(scene: scene, script: script, size: size)
        if step != nil && script == nil { throw ValidationError("--step N counts the steps of a script; give --script FILE too") }
        if let step, step < 0 { throw ValidationError("--step takes 0 or more, not \(step)") }
        _ = try resolvedFormat()
    }

    /// `--format`, else the format `-o`'s extension names, else text.
    func resolvedFormat() throws -> RenderFormat {
        if let format { return format }
        guard let output, output != "-" else { return .text }
        let ext = CommandOutput.fileExtension(of: output)
        guard let format = RenderFormat(fileExtension: ext) else {
            throw ValidationError("cannot tell the format from '\(output)'; give --format (text, ansi, svg, png, html or tree) or name the file .txt, .ans, .svg, .png, .html or .json")
        }
        return format
    }

    func run() throws {
        let format = try resolvedFormat()
        let registry = try CommandContext.makeRegistry()
        let printer = DiagnosticPrinter(color: ColorChoice.auto.isEnabled(for: 2))
        var options = FrameCapture.Options(
            size: try TerminalSize.option(size), scriptFile: script, steps: step, allowsCommands: commands)
        options.buildsTree = format == .tree
        options.themeFile = themeOption.theme
        let result = FrameCapture(registry: registry, limits: limitOptions.limits).capture(sceneFile: scene, options: options)
        if let problem = result.usageProblem { throw CommandFailure(problem) }
        let problems = result.diagnostics + result.runtimeProblems
        if !problems.isEmpty { StandardError.write(printer.text(problems)) }
        guard let frame = result.frame else { throw ExitCode(failingWith: result.diagnostics) }
        let bytes = try result.tree.map { Array(($0.jsonText(pretty: true) + "\n").utf8) }
            ?? Self.picture(of: frame, title: result.title, as: format, palette: TerminalPalette.dark.themed(by: result.styleSheet))
        try CommandOutput.write(bytes, to: output, isBinary: format == .png)
        if result.diagnostics.containsErrors { throw ExitCode(1) }
    }

    /// The frame in `format`, ending with a line break (PNG excepted).
    ///
    /// ANSI follows `TERM`, `COLORTERM` and `NO_COLOR` as a terminal would (``ColorMode``);
    /// pictures draw the exact colours, on `palette`.
    static func picture(of frame: ConsoleFrame, title: String, as format: RenderFormat, palette: TerminalPalette = .dark,
                        colors: ColorMode = .fromEnvironment()) throws -> [UInt8] {
        let caret = frame.caret.map { (x: $0.x, y: $0.y) }
        let renderer = SVGFrameRenderer(palette: palette)
        switch format {
        case .text:
            return Array((PlainTextRenderer().render(frame.buffer) + "\n").utf8)
        case .ansi:
            var buffer = frame.buffer
            colors.apply(to: &buffer)
            return Array((ANSIRenderer().render(buffer) + "\n").utf8)
        case .svg:
            return Array(renderer.render(frame.buffer, caret: caret, title: title).utf8)
        case .html:
            let svg = renderer.render(frame.buffer, caret: caret, title: title)
            return Array(HTMLFramePage.page(svg: svg, title: title, palette: palette).utf8)
        case .tree:
            throw CommandFailure("the semantic tree is made from the live scene, not from a frame")
        case .png:
            switch ExternalProgram.png(fromSVG: renderer.render(frame.buffer, caret: caret, title: title)) {
            case .success(let png): return png
            case .failure(let failure): throw CommandFailure("cannot draw a PNG: \(failure)")
            }
        }
    }
}
