import Stagehand

/// `stagehand run --script FILE --watch`: plays the script, prints the final frame (or the first
/// failure), and plays it again every time the script, its scene, a scene it segues to or a data
/// file is saved: a test-on-save loop.
public struct ScriptWatch {
    /// The player each run uses.
    public let player: ScriptPlayer
    /// How often files are checked, in milliseconds.
    public var pollInterval = 50

    /// Creates a loop around a player.
    ///
    /// - Parameter player: Plays the script each time.
    public init(player: ScriptPlayer) {
        self.player = player
    }

    /// Plays the script, then again after every save, until `runs` plays (forever when `nil`).
    /// `show` receives each run's result; `sleep` waits between checks (milliseconds).
    ///
    /// - Parameters:
    ///   - scriptFile: The script to play.
    ///   - sceneFile: The scene to play it against, instead of the one the script names.
    ///   - options: How to play.
    ///   - runs: How many plays before returning; forever when `nil`.
    ///   - show: Receives each play's result.
    ///   - sleep: Waits the given milliseconds between checks for saved files.
    public func run(
        scriptFile: String, sceneFile: String?, options: ScriptPlayer.Options, runs: Int? = nil,
        show: (ScriptPlayer.Result) -> Void, sleep: (Int) -> Void
    ) {
        var watched = WatchedFiles()
        var played = 0
        while runs.map({ played < $0 }) ?? true {
            let result = player.play(scriptFile: scriptFile, sceneFile: sceneFile, options: options)
            played += 1
            show(result)
            watched.watch(files(scriptFile: scriptFile, sceneFile: sceneFile))
            _ = watched.changes()
            guard runs.map({ played < $0 }) ?? true else { return }
            while watched.changes().isEmpty { sleep(pollInterval) }
        }
    }

    /// The script, its scene and every file that scene depends on.
    package func files(scriptFile: String, sceneFile: String?) -> Set<String> {
        var files: Set<String> = [PathResolver.normalize(scriptFile)]
        let compiler = player.compiler
        guard let scenePath = sceneFile ?? compiler.decodeScript(at: scriptFile).scenePath else { return files }
        files.insert(PathResolver.normalize(scenePath))
        // A scene the script names is held to what lint holds it to; one the command line names is read wherever it is.
        let namedByScript = sceneFile == nil
        let mayRead = !namedByScript || ConfinedFile.mayReadScene(scenePath, namedFrom: PathResolver.directory(of: scriptFile))
        if mayRead, let scene = compiler.compileScene(at: scenePath).description {
            files.formUnion(WatchedFiles.dependencies(of: scene, registry: player.registry))
        }
        return files
    }
}
