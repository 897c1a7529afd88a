import Stagehand

/// One scene played for a program, step by step: what `stagehand mcp` serves to an agent.
///
/// The scene plays as under a script (the virtual clock, which only `wait` steps advance, and
/// the real programs of its commands) on a scratch copy of its folder, as `stagehand test` plays
/// it: what the scene saves never changes the originals, and ``save(to:)`` writes a script that
/// `test` replays from the same start. Steps are a script's steps, one at a time; a step that
/// fails is refused with the message the same step gets in a script, and left out of the saved
/// script. One scene is open at a time.
package final class AgentSession {
    /// A refusal: the text a failed tool call answers with.
    package struct Refusal: Error, CustomStringConvertible {
        /// What went wrong, in the words a script's diagnostics use.
        package var description: String
        init(_ text: String) { description = text }
        init(_ diagnostics: [Diagnostic]) {
            description = diagnostics.map(AgentSession.text(of:)).joined(separator: "\n")
        }
    }

    /// The registry scenes are built with.
    package let registry: Registry
    /// Limits for loading scenes, data files and steps.
    package let limits: LoadLimits
    /// The executable's name, as the saved script's comment mentions it.
    package var commandName = "stagehand"
    /// The working folder that relative paths are resolved against.
    package var workingFolder: String
    private var played: Played?

    /// The open scene.
    private final class Played {
        let stage: Stage
        var run: ScriptPlayer.Run
        let scratch: ScratchFolder
        /// The scene file as named, resolved against the working folder.
        let sceneFile: String
        let size: TerminalSize
        /// The steps that passed, each as one line of JSON.
        var steps: [String] = []
        /// How many steps were tried, passed or not.
        var tried = 0

        init(stage: Stage, run: ScriptPlayer.Run, scratch: ScratchFolder, sceneFile: String, size: TerminalSize) {
            self.stage = stage
            self.run = run
            self.scratch = scratch
            self.sceneFile = sceneFile
            self.size = size
        }
    }

    /// A session with nothing open.
    ///
    /// - Parameters:
    ///   - registry: The types scenes may name.
    ///   - limits: The bounds every file and step is read with.
    ///   - workingFolder: What relative paths are resolved against; the process's own by default.
    package init(registry: Registry, limits: LoadLimits = .default, workingFolder: String? = nil) {
        self.registry = registry
        self.limits = limits
        self.workingFolder = workingFolder ?? currentDirectory()
    }

    deinit { played.map(Self.end) }

    /// Opens `path` (a scene file) at `size` (`"80x24"`, the default), closing any scene open
    /// before; answers with the semantic tree of its first frame.
    package func open(_ path: String, size: String? = nil) -> Result<String, Refusal> {
        var terminalSize = TerminalSize.standard
        if let size {
            guard let parsed = TerminalSize(parsing: size) else {
                return .failure(Refusal("error: size must be COLUMNSxROWS such as 80x24 (columns \(TerminalSize.accepted.columns), rows \(TerminalSize.accepted.rows)), not '\(size)' [invalid-step]"))
            }
            terminalSize = parsed
        }
        close()
        let sceneFile = PathResolver.resolve(path, against: workingFolder)
        let scratch: ScratchFolder
        switch ScratchFolder.make(copying: PathResolver.directory(of: sceneFile)) {
        case .success(let copy): scratch = copy
        case .failure(let reason): return .failure(Refusal("error: \(reason.description)"))
        }
        let stage = Stage(registry: registry, limits: limits)
        let diagnostics = stage.start(sceneFile: scratch.inCopy(sceneFile)).map { ScriptPlayer.original($0, of: scratch) }
        guard stage.current != nil else {
            stage.close()
            scratch.remove()
            let problems = diagnostics.filter { $0.severity == .error }
            return .failure(problems.isEmpty ? Refusal("error: the scene '\(path)' could not be shown") : Refusal(problems))
        }
        var run = ScriptPlayer.Run(stage: stage, size: terminalSize, options: ScriptPlayer.Options(size: terminalSize), steps: 0, scriptFile: workingFolder + "/session.script.yaml")
        _ = run.render()  // The first frame, as a person sees it before the first key.
        played = Played(stage: stage, run: run, scratch: scratch, sceneFile: sceneFile, size: terminalSize)
        return tree()
    }

    /// The semantic tree of what the open scene shows now, as one line of JSON.
    package func tree() -> Result<String, Refusal> {
        guard let played else { return .failure(Self.nothingOpen) }
        return .success(SemanticTree(registry: registry, size: played.size).tree(of: played.stage).jsonText(pretty: false))
    }

    /// The frame the open scene shows now, as plain text.
    package func frame() -> Result<String, Refusal> {
        guard let played else { return .failure(Self.nothingOpen) }
        return .success(played.run.frame())
    }

    /// Plays one step, written as a script's step in YAML or JSON; answers with the semantic
    /// tree after it (a `snapshot` step, with the frame), or the message the step gets in a
    /// script when it fails.
    package func act(_ text: String) -> Result<String, Refusal> {
        guard let played else { return .failure(Self.nothingOpen) }
        if let status = played.stage.quitStatus {
            return .failure(Refusal("error: the app has quit (status \(status)); open a scene again [step-failed]"))
        }
        played.tried += 1
        let (step, problems) = ScriptDecoder.decodeStep(text: text, file: "step \(played.tried)", limits: limits)
        guard let decoded = step else { return .failure(Refusal(problems)) }
        if let failure = played.run.perform(decoded.step) {
            return .failure(Refusal([ScriptPlayer.original(failure, of: played.scratch)]))
        }
        played.steps.append(decoded.json)
        if decoded.step.keyword == "snapshot" { return frame() }
        return tree()
    }

    /// Writes the steps that passed since the scene was opened as a script at `path`, naming the
    /// scene relative to it, so `stagehand test` replays the session.
    package func save(to path: String) -> Result<String, Refusal> {
        guard let played else { return .failure(Self.nothingOpen) }
        let scriptFile = PathResolver.resolve(path, against: workingFolder)
        let scene = PathResolver.relative(played.sceneFile, from: PathResolver.directory(of: scriptFile))
        var text = "# Saved by `\(commandName) mcp`; replay with `\(commandName) test` or `\(commandName) run --script`.\n"
        text += "scene: \(Value.string(scene).jsonText(pretty: false))\nsize: \(played.size)\nsteps:\n"
        text += played.steps.isEmpty ? "  []\n" : played.steps.map { "  - \($0)\n" }.joined()
        do {
            try AtomicFileWriter().write(text, to: scriptFile)
        } catch {
            return .failure(Refusal("error: could not write '\(path)': \(error.description)"))
        }
        let count = played.steps.count == 1 ? "1 step" : "\(played.steps.count) steps"
        return .success("saved \(count) to \(path)")
    }

    /// Closes the open scene, if any: its work is cancelled and its scratch folder removed.
    @discardableResult
    package func close() -> Result<String, Refusal> {
        guard let played else { return .success("nothing was open") }
        self.played = nil
        Self.end(played)
        return .success("closed")
    }

    private static func end(_ played: Played) {
        played.stage.close()
        played.scratch.remove()
    }

    private static let nothingOpen = Refusal("error: no scene is open; call 'open' with a scene file first")

    /// A diagnostic as its message, code and notes, without the place: a step sent on its own
    /// has no file.
    static func text(of diagnostic: Diagnostic) -> String {
        var lines = ["\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"]
        for note in diagnostic.notes { lines.append("note: \(note.message)") }
        return lines.joined(separator: "\n")
    }
}
