/// A bar of titles over pages: its children are `Tab` views, one shown at a time. Left and
/// Right on the bar, or a click on a title, switch pages and publish `change` with the page's
/// index.
///
/// Only the shown page's views take focus and input; the others keep their state.
public final class Tabs: View, RowDisplaying {
    override public class var summary: String { "A bar of titles over pages (Tab children); Left, Right or a click switch pages and publish 'change'" }
    override public class var events: [String] { ["change"] }
    override public class var capabilities: Set<ViewCapability> { [.rows] }
    override public class var acceptsChildren: Bool { true }
    override public class var childCapability: ViewCapability? { .page }
    override public class var isFocusable: Bool { true }
    override public class var semanticRole: SemanticRole { .tabs }

    /// The shown page's index, from 0.
    @Property("The shown page's index, from 0") public var selected = 0

    /// The pages: every child, in order.
    public var pages: [View] { children }

    /// The shown page's index, kept among the pages there are.
    public var shownIndex: Int? {
        guard !children.isEmpty else { return nil }
        return min(max(0, selected), children.count - 1)
    }

    /// The page shown, if there is one.
    public var shownPage: View? { shownIndex.map { children[$0] } }

    /// A page's title: what a page (a view with the `page` capability, such as a `Tab`) shows as
    /// its text, its `title`; for any other child, its text, else its id.
    public func title(ofPage index: Int) -> String {
        let page = children[index]
        if type(of: page).capabilities.contains(.page) { return page.displayedText }
        return page.displayedText.isEmpty ? (page.id ?? "") : page.displayedText
    }

    /// Every page but the shown one is out of sight.
    override public func conceals(_ child: View) -> Bool {
        guard let shown = shownPage else { return false }
        return child !== shown
    }

    /// Shows the page `child` is, publishing `change` when it was not shown.
    override public func reveal(_ child: View) -> Bool {
        guard let index = children.firstIndex(where: { $0 === child }) else { return false }
        return show(page: index)
    }

    /// Shows page `index` and publishes `change` with it; false when there is no such page.
    /// Showing the page already shown publishes nothing.
    @discardableResult
    public func show(page index: Int) -> Bool {
        guard children.indices.contains(index) else { return false }
        guard index != shownIndex else { return true }
        selected = index
        publish("change", value: .int(index))
        return true
    }

    /// How many pages it has.
    public var rowCount: Int { children.count }
    /// The shown page.
    public var selectedRow: Int? { shownIndex }

    override public var displayedText: String { shownIndex.map { title(ofPage: $0) } ?? "" }

    /// The shown page's index, as `selected` and `change` give it; its title is its page's.
    override public var semanticValue: Value? { shownIndex.map { .int($0) } }
}
