import Stagehand

/// The keys and steps every toggle (`Switch`, `Checkbox`) takes the same way; each draws itself.
extension ConsoleView where Self: ToggleView {
    /// Enter and Space flip it.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .named(.enter), .character(" "):
            toggle()
            return true
        default:
            return false
        }
    }

    /// `toggle` (and a click).
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        guard input == .toggle else { return .unsupported }
        toggle()
        return .done
    }
}
