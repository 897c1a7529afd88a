import Stagehand

/// A view that Up and Down move through a line at a time, PageUp and PageDown a page at a time,
/// and Home and End to either end: what a radio group, a text view and an open select share.
/// Each says what a line and a page are for it; the keys are read here, once.
protocol LineMotionKeys {
    /// How many lines PageUp and PageDown move.
    var linesPerPage: Int { get }
    /// Moves by `lines` lines, back when negative.
    func move(byLines lines: Int)
    /// Moves to the first line, or to the last when `toEnd`.
    func move(toEnd: Bool)
}

extension LineMotionKeys {
    /// Moves as `key` asks; false when it is not one of the keys that move.
    func handleMotion(_ key: Key) -> Bool {
        switch key {
        case .named(.up): move(byLines: -1)
        case .named(.down): move(byLines: 1)
        case .named(.pageUp): move(byLines: -linesPerPage)
        case .named(.pageDown): move(byLines: linesPerPage)
        case .named(.home): move(toEnd: false)
        case .named(.end): move(toEnd: true)
        default: return false
        }
        return true
    }
}
