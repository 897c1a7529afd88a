/// What `Select` and `RadioGroup` share: options, the chosen value, the cursor a person moves,
/// and choosing, which publishes `change` when the value changes.
///
/// Options come from the `options` property (strings, or mappings with `title` and `value`) or
/// from an `OptionsBinding`, which also keeps the list item behind each option, so a
/// `SelectionDataSource` on the view holds the chosen item.
public class ChoiceView: View, Choosing, ItemSelecting {
    override public class var events: [String] { ["change"] }
    override public class var capabilities: Set<ViewCapability> { [.choice, .selection] }
    override public class var isFocusable: Bool { true }

    /// The options as written: strings, or mappings with `title` and `value`.
    @Property("The options: strings, or mappings with 'title' and 'value'", meaning: .choiceOptions) public var options: [Value] = []
    /// The chosen option's value; null while nothing is chosen.
    @Property("The chosen option's value; null while nothing is chosen") public var selected: Value = .null

    /// The list items behind the options, when a binding gave them (same count as `options`).
    private var items: [Value]?
    /// The item followers last heard of, so they hear only of changes.
    private var toldItem: Value = .null
    private var selectionFollowers: [(Value) -> Void] = []

    /// The option the arrow keys are on, counting from 0 among ``choices``; `nil` before any move.
    public internal(set) var cursor: Int?

    /// The options, in order.
    public var choices: [ChoiceOption] {
        options.enumerated().map { index, written in
            var option = ChoiceOption(written: written)
            if let items, items.indices.contains(index) { option.item = items[index] }
            return option
        }
    }

    /// The index of the chosen option among ``choices``; `nil` when the value is none of them.
    public var selectedIndex: Int? {
        guard selected != .null else { return nil }
        return options.firstIndex { ChoiceOption(written: $0).value == selected }
    }

    /// The chosen option's item; null while nothing (or a value no option has) is chosen.
    public var selectedItem: Value {
        guard let index = selectedIndex else { return .null }
        return items.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? ChoiceOption(written: options[index]).item
    }

    /// The chosen option's title, or the chosen value's text when no option has it.
    public var selectedTitle: String {
        guard let index = selectedIndex else { return selected.displayText }
        return ChoiceOption(written: options[index]).title
    }

    override public var displayedText: String { selectedTitle }

    /// The chosen value (null while nothing is chosen), for the semantic tree.
    override public var semanticValue: Value? { selected }

    /// Sets the chosen value; publishes nothing (a binding sets it).
    public func setSelected(_ value: Value) {
        selected = value
        tellFollowers()
    }

    /// Replaces the options; publishes nothing (a binding gives them).
    public func setChoices(_ newOptions: [ChoiceOption]) {
        options = newOptions.map(\.written)
        items = newOptions.map(\.item)
        if let cursor { self.cursor = newOptions.isEmpty ? nil : min(cursor, newOptions.count - 1) }
        tellFollowers()
    }

    /// Chooses the option at `index` as a person does: the cursor goes there, the value becomes
    /// its value, a `SelectionDataSource` on the view takes its item, and `change` is published
    /// with the value when it changed. False for an option that does not exist.
    @discardableResult
    public func choose(at index: Int) -> Bool {
        guard enabled, !isEffectivelyHidden, options.indices.contains(index) else { return false }
        let option = ChoiceOption(written: options[index])
        cursor = index
        let changed = option.value != selected
        selected = option.value
        tellFollowers()
        if changed { publish("change", value: option.value) }
        return true
    }

    /// Moves the cursor by `delta` options, clamped to the options there are; it starts from the
    /// option the frame marks (``shownCursor``: the chosen one, else the first), so the first
    /// Down on a group with nothing chosen moves the mark the person sees to the second option.
    public func moveCursor(by delta: Int) {
        guard let start = shownCursor else { return }
        cursor = min(max(start + delta, 0), options.count - 1)
    }

    /// Moves the cursor to the first (`toEnd` false) or last option.
    public func moveCursorToEnd(_ toEnd: Bool) {
        guard !options.isEmpty else { return }
        cursor = toEnd ? options.count - 1 : 0
    }

    /// The option the cursor shows: the cursor's, else the chosen one, else the first.
    public var shownCursor: Int? {
        guard !options.isEmpty else { return nil }
        return min(cursor ?? selectedIndex ?? 0, options.count - 1)
    }

    /// Runs `handler` with the chosen option's item whenever it changes, however it changed.
    public func followSelection(_ handler: @escaping (Value) -> Void) {
        selectionFollowers.append(handler)
    }

    private func tellFollowers() {
        let item = selectedItem
        guard item != toldItem else { return }
        toldItem = item
        for follower in selectionFollowers { follower(item) }
    }
}
