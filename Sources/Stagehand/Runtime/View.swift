/// A dumb view: it shows what bindings give it and publishes user intent as named events.
///
/// Views know nothing of data sources. Subclasses declare their events, capabilities and whether
/// they take focus; the console draws them.
open class View: SceneObject {
    override open class var role: Role { .view }

    /// The events this view publishes, for `on:` checks.
    open class var events: [String] { [] }
    /// What this view can do, for outlets that require it.
    open class var capabilities: Set<ViewCapability> { [] }
    /// Whether it holds `children`.
    open class var acceptsChildren: Bool { false }
    /// What every child must be able to do, for a container that takes only some views
    /// (`Tabs` takes only `page` views, `Tab`); nil takes any view. Lint reports another child
    /// as `wrong-child`.
    open class var childCapability: ViewCapability? { nil }
    /// Whether it takes a `prototype` (tables).
    open class var acceptsPrototype: Bool { false }
    /// Whether it can take keyboard focus.
    open class var isFocusable: Bool { false }
    /// What the view is in the semantic tree, for screen readers and agents; by default the role
    /// its capabilities and events suggest (see ``SemanticRole/suggested(for:)``). A custom view
    /// overrides it to declare its own.
    open class var semanticRole: SemanticRole { SemanticRole.suggested(for: self) }

    /// Whether the view is hidden; hidden views take no space and no input.
    @Property("Hidden views take no space and no input") public var hidden = false
    /// Whether the view takes input; disabled views are drawn dimmed.
    @Property("Disabled views are drawn dimmed and take no input") public var enabled = true
    /// Columns the view takes, in a row or a column alike (a focusable view's focus mark comes on
    /// top); 0 takes its natural width.
    @Property("Columns the view takes, in a row or a column; 0 takes its natural width", meaning: .cellCount) public var width = 0
    /// Lines the view takes, in a column or a row alike; 0 takes its natural height. For a
    /// `Table` these are the lines of its rows (header and footer come on top).
    @Property("Lines the view takes, in a column or a row; 0 takes its natural height (a table: the lines of its rows)", meaning: .cellCount) public var height = 0

    /// How the view and what it holds are drawn: a style's name, built-in (`plain`, `bold`,
    /// `dim`, `title`, `error`, `success`, `warning`, `accent`) or declared in the scene's
    /// `styles` or its theme. What the view itself colours keeps its colour; the style fills in
    /// the rest.
    @Property("How the view is drawn: a built-in style (plain, bold, dim, title, error, success, warning, accent) or one the scene or its theme declares",
              meaning: .styleName, affects: .repaint)
    public var style = "plain"

    /// Child views, for containers.
    public internal(set) var children: [View] = []
    /// The containing view.
    public package(set) weak var parent: View?

    /// A view made in code and added under a scene's view counts its changes in that scene.
    override var changesOwner: LiveScene? { scene ?? parent?.changesOwner }

    /// The view at the top of this one's tree (itself, at the top or in a table's row).
    override var layoutTop: View? {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    /// Whether this view or a container above it is hidden, or a container above it keeps it
    /// out of sight (a `Tabs` view's pages other than the one shown).
    public var isEffectivelyHidden: Bool {
        var view: View? = self
        while let v = view {
            if v.hidden { return true }
            if let parent = v.parent, parent.conceals(v) { return true }
            view = v.parent
        }
        return false
    }

    /// Whether this container keeps `child` out of sight while neither is hidden: it then takes
    /// no focus and no input, but keeps its state. The default conceals nothing.
    ///
    /// - Parameter child: One of ``children``.
    /// - Returns: Whether the child is out of sight.
    open func conceals(_ child: View) -> Bool { false }

    /// Brings a child this view conceals into sight (`Tabs` shows its page), as a person would
    /// before reaching it; the default brings nothing.
    ///
    /// - Parameter child: One of ``children``.
    /// - Returns: Whether the child is in sight now.
    @discardableResult
    open func reveal(_ child: View) -> Bool { !conceals(child) }

    /// Whether the view can take focus now: focusable, enabled and visible.
    public var canFocus: Bool { Self.isFocusable && enabled && !isEffectivelyHidden }

    /// Whether the view has keyboard focus.
    public var isFocused: Bool { scene?.focusedView === self }

    /// Publishes an event to the scene: data sources that listen to it update first, then the
    /// responders it triggers run.
    ///
    /// - Parameters:
    ///   - event: The event's name, one the view's type declares (`tap`, `change`).
    ///   - value: What the event carries, such as the new text; null when nothing.
    public func publish(_ event: String, value: Value = .null) {
        scene?.dispatch(ViewEvent(view: self, name: event, value: value))
    }

    /// The text the view shows, for `expect: { text: … }`; views without text give "".
    open var displayedText: String { "" }

    /// The value the view shows, for the semantic tree's `value`: a progress bar's fraction, a
    /// choice's selected value; `nil` (the default) for a view that shows text instead.
    open var semanticValue: Value? { nil }

    /// This view and its descendants, depth-first.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}

/// A view whose text a binding can set (`TextBinding`).
public protocol TextDisplaying: View {
    /// The text shown.
    var text: String { get set }
}

/// A view a person types into, with an insertion point: what live reload carries over to the
/// rebuilt scene and what a recorded script types back (`TextField`, or a custom editor).
public protocol TextEditing: TextDisplaying {
    /// The insertion point: how many characters of ``TextDisplaying/text`` lie before it.
    var cursor: Int { get }
    /// Replaces the text as a person's edit would, telling whoever listens to the view's changes.
    func setText(_ newText: String)
    /// Shown while the text is empty, and said by a screen reader after "empty". The default is
    /// empty.
    var placeholder: String { get }
    /// Runs `observer` with the text whenever it is set from outside the view (by a binding or a
    /// responder, which publish no `change`), so what reads the view (a `TextInputDataSource`)
    /// holds what it shows. The default never runs it.
    ///
    /// - Parameter observer: what runs with the new text.
    func observeTextSet(_ observer: @escaping (String) -> Void)
}

extension TextEditing {
    /// No placeholder.
    public var placeholder: String { "" }

    /// Never runs `observer`: the view's text is set from outside only as its `change` tells.
    ///
    /// - Parameter observer: what would run with the new text.
    public func observeTextSet(_ observer: @escaping (String) -> Void) {}
}

/// A view that shows rows and may have one selected, for `expect: { rows:, selected: }`.
public protocol RowDisplaying: View {
    /// How many rows it has.
    var rowCount: Int { get }
    /// The selected row, counting from 0.
    var selectedRow: Int? { get }
    /// Added to what a script step that found the rows wanting says, while the rows may still
    /// be coming (`Table`: "its data is still loading: add a `wait` step"). The default is empty.
    var loadingHint: String { get }
}

extension RowDisplaying {
    /// No hint: the rows are all there.
    public var loadingHint: String { "" }
}

/// A view whose rows are items of a list it was given, and which can pass an edit of one row's
/// item back to that list: what a row's `item` data source edits through.
public protocol RowEditing: AnyObject {
    /// Passes an edit of one row's item back to the list the rows came from.
    func edit(row: Int, _ edit: ValueEdit) throws
}
