/// A script file decoded: the scene it plays, the console size, and its steps with positions.
public struct ScriptDescription {
    /// The file the script was read from.
    public var file: String
    /// `scene:`, relative to the script file.
    public var scene: Located<String>?
    /// `size:`.
    public var size: Located<TerminalSize>?
    /// The steps, in order.
    public var steps: [ScriptStep] = []
    /// `commands:`, the stand-ins for the programs the scene runs, in order (the first that
    /// matches answers); `nil` when the script has no `commands` key, so the real programs run.
    public var commands: [CommandStandInDescription]?
    /// `fixtures:`, named data files (relative to the script) that custom types read instead of
    /// the world (``SceneObject/fixture(named:)``), in the order written.
    public var fixtures: [(name: String, file: Located<String>)] = []
    /// `env:`, added to the environment the scene's commands see, in the order written.
    public var environment: [(name: String, value: String)] = []
    /// The text the script was decoded from, for the lines of steps that fail when played.
    package var source: SourceText?

    /// Creates an empty script for a file.
    ///
    /// - Parameter file: The script's path.
    public init(file: String) { self.file = file }
}

/// One step of a script.
public struct ScriptStep {
    /// What the step does.
    public enum Action {
        /// `tap: viewId`: taps a button, as if it were pressed.
        case tap(view: Located<String>)
        /// `type: { into: fieldId, text: "…" }`: types text into a text field.
        case type(into: Located<String>, text: String)
        /// `submit: fieldId`: submits a text field, as enter does.
        case submit(view: Located<String>)
        /// `select: { table: id, row: N }`: selects a table's row; rows count from 0.
        case select(table: Located<String>, row: Located<Int>)
        /// `toggle: viewId`: flips a switch.
        case toggle(view: Located<String>)
        /// `clear: fieldId`: empties a text field.
        case clear(view: Located<String>)
        /// `key: name`: presses a key such as `tab`, `enter`, `down`, or one character.
        case key(Located<String>)
        /// `wait: 300ms`: advances the virtual clock, so timers and debounces fire.
        case wait(SceneDuration)
        /// `back`: returns to the previous scene.
        case back
        /// `expect: { … }`: checks a view, the screen, the status line or the whole frame.
        case expect(Expectation)
        /// `snapshot`: prints the frame at this step.
        case snapshot
        /// `click: viewId`, or `click: { table: id, row: N }` (`row` set).
        case click(view: Located<String>, row: Located<Int>?)
        /// `press: shortcutId`: fires a shortcut by its id.
        case press(shortcut: Located<String>)
    }

    /// The action.
    public var action: Action
    /// The step's keyword as written (`tap`, `expect`, …), for headers and messages.
    public var keyword: String
    /// Where the step starts.
    public var location: SourceLocation

    /// The view id the step acts on or checks, if any.
    public var viewID: Located<String>? {
        switch action {
        case .tap(let v), .submit(let v), .toggle(let v), .clear(let v): v
        case .type(let v, _): v
        case .select(let t, _): t
        case .click(let v, _): v
        case .press(let v): v
        case .expect(let e): e.view
        case .key, .wait, .back, .snapshot: nil
        }
    }
}

/// What an `expect` step checks; every field is optional, at least one is present.
public struct Expectation {
    /// The view checked.
    public var view: Located<String>?
    /// Text the whole frame must contain.
    public var screen: Located<String>?
    /// A text file (relative to the script) the whole frame must equal.
    public var frame: Located<String>?
    /// A saved data file (relative to the scene) whose value must equal ``equals``'s.
    public var file: Located<String>?
    /// A data file (relative to the script) holding the value ``file`` must have.
    public var equals: Located<String>?
    /// The status line's text, where the latest runtime problem is shown (empty: no problem).
    public var status: Located<String>?
    /// The view's text.
    public var text: Located<String>?
    /// Whether the view is enabled.
    public var enabled: Located<Bool>?
    /// Whether the view is hidden.
    public var hidden: Located<Bool>?
    /// Whether the view has focus.
    public var focused: Located<Bool>?
    /// For tables, how many rows.
    public var rows: Located<Int>?
    /// For tables, the selected row (`null` or `none` for no selection).
    public var selected: Located<Int?>?
    /// For a switch or checkbox, whether it is on.
    public var checked: Located<Bool>?
    /// For a select or radio group, the chosen value (`null` for nothing chosen).
    public var value: Located<Value>?
    /// `tree: { view: ID, KEY: VALUE, … }`: fields of a view's node in the semantic tree.
    public var tree: TreeExpectation?
}

/// What `expect: { tree: { view: ID, KEY: VALUE, … } }` checks: fields of one view's node in the
/// semantic tree (`render --format tree`).
public struct TreeExpectation {
    /// The fields a node may be checked on.
    public static let fields = ["type", "role", "text", "value", "focused", "enabled", "checked", "selected", "expanded", "visible", "bounds", "events"]
    /// The view whose node is checked.
    public var view: Located<String>
    /// The node's fields and the values they must have, in the order written.
    public var checks: [(field: Located<String>, value: Located<Value>)]
}
