import ArgumentParser
import StagehandConsole

/// `run --frames final|each`, read by name: the command's own type, so that the library does not
/// make `ScriptPlayer.FrameMode` an ArgumentParser argument for every app that links it.
package enum FrameChoice: String, ExpressibleByArgument, CaseIterable {
    /// The frame after the last step (and one per `snapshot` step).
    case final
    /// A frame after every step.
    case each

    /// The player's frame mode of the same name.
    var mode: ScriptPlayer.FrameMode {
        switch self {
        case .final: return .final
        case .each: return .each
        }
    }
}
