/// A view that offers one choice among options and holds the chosen value (`Select`,
/// `RadioGroup`, or a custom view declaring the `choice` capability): what `ChoiceBinding`
/// keeps in step with data and `OptionsBinding` gives options.
public protocol Choosing: View {
    /// The options, in order.
    var choices: [ChoiceOption] { get }
    /// The chosen option's value; null when nothing is chosen.
    var selected: Value { get }
    /// Sets the chosen value from code (a binding); publishes nothing.
    ///
    /// - Parameter value: the value chosen, usually one option's value.
    func setSelected(_ value: Value)
    /// Replaces the options from code (a binding); publishes nothing.
    ///
    /// - Parameter options: the options, in order.
    func setChoices(_ options: [ChoiceOption])
}

/// One option of a choice: the title shown, the value choosing it gives, and the item it stands
/// for (what a `SelectionDataSource` on the view holds while it is chosen).
public struct ChoiceOption: Equatable, Sendable {
    /// What the option shows.
    public var title: String
    /// The value choosing it gives (`selected`, the `change` event's value).
    public var value: Value
    /// The item it stands for: the list item an `OptionsBinding` made it from, else its value.
    public var item: Value

    /// An option.
    ///
    /// - Parameters:
    ///   - title: what it shows.
    ///   - value: the value choosing it gives.
    ///   - item: the item it stands for.
    public init(title: String, value: Value, item: Value) {
        self.title = title
        self.value = value
        self.item = item
    }

    /// An option as a scene writes it in `options`: a scalar is its own title and value; a
    /// mapping gives `title` and `value` (either one stands for both when the other is left out).
    ///
    /// - Parameter written: one item of `options`.
    public init(written: Value) {
        if case .mapping(let fields) = written {
            let value = fields["value"] ?? fields["title"] ?? .null
            self.init(title: (fields["title"] ?? value).displayText, value: value, item: value)
        } else {
            self.init(title: written.displayText, value: written, item: written)
        }
    }

    /// The option as `options` holds it: a mapping of `title` and `value`.
    public var written: Value { .mapping(["title": .string(title), "value": value]) }
}
