import ArgumentParser
import Stagehand

/// The arguments `run` and `render` read a scene from.
enum SceneArguments {
    /// Checks that a scene comes from the command line or from the script, and that `--size`
    /// reads as a size.
    ///
    /// - Throws: `ValidationError` saying what is missing or wrong.
    static func validate(scene: String?, script: String?, size: String?) throws {
        if script == nil && scene == nil { throw ValidationError("give a scene file, or --script FILE") }
        _ = try TerminalSize.option(size)
    }
}
