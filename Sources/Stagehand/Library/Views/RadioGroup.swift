/// One choice among `options`, every option on its own line with a mark on the chosen one;
/// publishes `change` with the chosen value. Up and Down move, Space or Enter chooses.
public final class RadioGroup: ChoiceView {
    override public class var summary: String { "One choice among 'options', each on its own line; publishes 'change' with the chosen value" }

    /// The first option in view, when the group is shorter than its options (its `height`):
    /// told by whoever shows it (the console), which keeps the cursor in view.
    public var firstShown = 0
}
