import Stagehand

/// Draws one frame of a scene into cells, as the terminal would show it: the scene's first frame,
/// or the frame after some or all steps of a script. What `stagehand render` draws, and what a
/// storyboard shows of each scene.
///
/// Data sources load as in a scripted run. Without a script, the work the scene starts when it
/// appears (a command, an async load) is waited for and applied before the frame is drawn, as
/// a `wait` step would, so the picture shows what the command printed; with a script, the frame
/// is exactly the one `run --script` shows after the same steps. With commands off, command data
/// sources do not run and show as loading.
package struct FrameCapture {
    /// The registry scenes are built with.
    package let registry: Registry
    /// Limits for loading files.
    package let limits: LoadLimits

    /// A capture with the registry's types and these limits.
    package init(registry: Registry, limits: LoadLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// What to draw.
    package struct Options {
        /// The console size; without one, the script's size or 80×24.
        package var size: TerminalSize?
        /// A script whose steps are played first.
        package var scriptFile: String?
        /// Play only this many of the script's steps (0: the scene's first frame as the script
        /// sees it).
        package var steps: Int?
        /// Whether command data sources run their commands.
        package var allowsCommands = true
        /// Whether a scene's start-up work is waited for without a script (off for a storyboard's
        /// quick thumbnails, which never run commands anyway).
        package var settlesStartupWork = true
        /// Whether the result carries the semantic tree of what the frame shows.
        package var buildsTree = false
        /// The theme file that replaces the scenes' own (`--theme FILE`).
        package var themeFile: String?

        /// Options; by default the first frame at 80×24 with commands running.
        package init(size: TerminalSize? = nil, scriptFile: String? = nil, steps: Int? = nil, allowsCommands: Bool = true) {
            self.size = size
            self.scriptFile = scriptFile
            self.steps = steps
            self.allowsCommands = allowsCommands
        }
    }

    /// What a capture produced.
    package struct Result {
        /// The frame; `nil` when the scene could not be shown (see ``diagnostics``).
        package var frame: ConsoleFrame?
        /// The title line's text: the navigation path of the frame's scenes.
        package var title: String
        /// Load problems, and the step that failed, if any.
        package var diagnostics: [Diagnostic]
        /// Problems the scene met while playing.
        package var runtimeProblems: [Diagnostic]
        /// A mistake in the request itself (a step past the script's end), for exit status 2.
        package var usageProblem: String?
        /// The semantic tree of what the frame shows, when the options asked for it.
        package var tree: Value?
        /// The styles of the frame's top scene: its theme's background and text colour paint a picture.
        package var styleSheet: StyleSheet = .builtIn
    }

    /// Draws the frame `options` ask for of `sceneFile` (which may be `nil` when the script names
    /// its scene).
    package func capture(sceneFile: String?, options: Options) -> Result {
        if let scriptFile = options.scriptFile {
            return captureScript(scriptFile, sceneFile: sceneFile, options: options)
        }
        guard let sceneFile else {
            return Result(frame: nil, title: "", diagnostics: [], runtimeProblems: [], usageProblem: "give a scene file, or --script FILE")
        }
        let stage = Stage(registry: registry, limits: limits)
        stage.themeFile = options.themeFile
        stage.sceneOptions.allowsCommands = options.allowsCommands
        stage.sceneOptions.skippedCommandsStayLoading = true
        defer { stage.close() }
        let diagnostics = stage.start(sceneFile: sceneFile)
        guard stage.current != nil else {
            return Result(frame: nil, title: "", diagnostics: diagnostics, runtimeProblems: stage.runtimeProblems)
        }
        let renderer = FrameRenderer(size: options.size ?? .standard)
        // The first frame lays the scene out (tables learn their height) as the terminal's does.
        _ = renderer.render(stage)
        if options.settlesStartupWork && options.allowsCommands {
            stage.settleWork()
            stage.current?.repairFocus()
        }
        let frame = renderer.render(stage)
        // `Value?.none`, not `nil`: a bare `nil` here would be `Value.null`, a tree of nothing.
        let tree = options.buildsTree ? SemanticTree(registry: registry, size: options.size ?? .standard).tree(of: stage) : Value?.none
        var result = Result(
            frame: frame, title: stage.titles.joined(separator: " › "), diagnostics: diagnostics,
            runtimeProblems: stage.runtimeProblems, tree: tree)
        result.styleSheet = stage.current?.styleSheet ?? .builtIn
        return result
    }

    private func captureScript(_ scriptFile: String, sceneFile: String?, options: Options) -> Result {
        var playOptions = ScriptPlayer.Options(size: options.size, allowsCommands: options.allowsCommands)
        playOptions.skippedCommandsStayLoading = true
        playOptions.stepLimit = options.steps
        playOptions.keepsFinalFrame = true
        playOptions.themeFile = options.themeFile
        let played = ScriptPlayer(registry: registry, limits: limits).play(scriptFile: scriptFile, sceneFile: sceneFile, options: playOptions)
        if let steps = options.steps, played.finalFrame != nil, steps > played.scriptSteps {
            let count = played.scriptSteps == 1 ? "1 step" : "\(played.scriptSteps) steps"
            return Result(frame: nil, title: "", diagnostics: [], runtimeProblems: [],
                          usageProblem: "--step \(steps): \(scriptFile) has \(count)")
        }
        var tree: Value?
        if options.buildsTree, let stage = played.stage, let frame = played.finalFrame {
            let size = TerminalSize(columns: frame.buffer.width, rows: frame.buffer.height)
            tree = SemanticTree(registry: registry, size: size).tree(of: stage)
        }
        var result = Result(frame: played.finalFrame, title: played.stage?.titles.joined(separator: " › ") ?? "",
                            diagnostics: played.diagnostics, runtimeProblems: played.runtimeProblems, tree: tree)
        result.styleSheet = played.stage?.current?.styleSheet ?? .builtIn
        return result
    }
}
