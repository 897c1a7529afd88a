/// What a script step needs of the view it names, judged from the view type's declaration (its
/// events and capabilities), never from class names, so custom views take input like built-ins.
enum ScriptInput {
    /// `tap`: a view that publishes `tap`.
    case tap
    /// `type` and `clear`: a view that takes typed text.
    case text
    /// `submit`: a view that takes typed text and publishes `submit` (a field, not a text area).
    case submit
    /// `toggle`: a view that publishes `toggle`.
    case toggle
    /// `select`, and `expect` of `rows` or `selected`: a view that shows rows.
    case table
    /// `expect` of text, enabled, hidden or focused: any view.
    case anyView
    /// `click: viewId`: a view a click does something to (it takes focus, a tap or a toggle).
    case click

    /// The input a step gives its view, and the step as messages name it.
    init?(_ action: ScriptStep.Action) {
        switch action {
        case .tap: self = .tap
        case .type, .clear: self = .text
        case .submit: self = .submit
        case .toggle: self = .toggle
        case .select: self = .table
        case .click(_, let row): self = row == nil ? .click : .table
        case .expect(let expectation):
            self = expectation.rows != nil || expectation.selected != nil ? .table : .anyView
        case .key, .wait, .back, .snapshot: return nil
        }
    }

    /// Whether a view of this type takes the input.
    func isTaken(by declaration: TypeDeclaration) -> Bool {
        switch self {
        case .tap: declaration.events.contains("tap")
        case .text: declaration.capabilities.contains(.textInput)
        case .submit: declaration.capabilities.contains(.textInput) && declaration.events.contains("submit")
        case .toggle: declaration.events.contains("toggle")
        case .table: declaration.capabilities.contains(.table) || declaration.capabilities.contains(.rows)
        case .anyView: true
        case .click:
            declaration.isFocusable || declaration.events.contains("tap") || declaration.events.contains("toggle")
        }
    }

    /// The kind of view the input needs, in words; named after the standard view that takes it,
    /// which is what a script author thinks of.
    var need: String {
        switch self {
        case .tap: "a button"
        case .text, .submit: "a text field"
        case .toggle: "a switch"
        case .table: "a table"
        case .anyView: "a view"
        case .click: "a view that takes a click (a button, switch, field or table)"
        }
    }
}
