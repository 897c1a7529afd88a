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
    /// `expect` of `rows` or `selected`: a view that shows rows.
    case table
    /// `select` and `click: { table: id, row: N }`: a view that selects an item or a row (a
    /// table, a tree, tabs, a select, a radio group).
    case selection
    /// `expect` of `checked`: a view that toggles.
    case checked
    /// `expect` of `value`: a view that offers a choice.
    case choice
    /// `expect` of text, enabled, hidden or focused: any view.
    case anyView
    /// `click: viewId`: a view a click does something to (it takes focus, a tap or a toggle).
    case click
    /// `press: shortcutId`: a shortcut of the scene's `keys`.
    case press

    /// The input a step gives its view, and the step as messages name it.
    init?(_ action: ScriptStep.Action) {
        switch action {
        case .tap: self = .tap
        case .type, .clear: self = .text
        case .submit: self = .submit
        case .toggle: self = .toggle
        case .select: self = .selection
        case .click(_, let row): self = row == nil ? .click : .selection
        case .press: self = .press
        case .expect(let expectation):
            if expectation.rows != nil || expectation.selected != nil {
                self = .table
            } else if expectation.checked != nil {
                self = .checked
            } else if expectation.value != nil {
                self = .choice
            } else {
                self = .anyView
            }
        case .key, .wait, .back, .snapshot: return nil
        }
    }

    /// Whether a view of this type takes the input.
    func isTaken(by declaration: TypeDeclaration) -> Bool {
        switch self {
        case .tap: declaration.publishes(.tap)
        case .text: declaration.capabilities.contains(.textInput)
        case .submit: declaration.capabilities.contains(.textInput) && declaration.publishes(.submit)
        case .toggle: declaration.publishes(.toggle)
        case .table: declaration.capabilities.contains(.table) || declaration.capabilities.contains(.rows)
        case .selection:
            declaration.capabilities.contains(.table) || declaration.capabilities.contains(.selection)
                || declaration.capabilities.contains(.rows)
        case .checked: declaration.capabilities.contains(.toggle)
        case .choice: declaration.capabilities.contains(.choice)
        case .anyView: true
        case .click:
            declaration.isFocusable || declaration.publishes(.tap) || declaration.publishes(.toggle)
                || declaration.capabilities.contains(.shortcut)
        case .press: declaration.capabilities.contains(.shortcut)
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
        case .selection: "a table, tree, tabs, select or radio group"
        case .checked: "a switch or checkbox"
        case .choice: "a select or radio group"
        case .anyView: "a view"
        case .click: "a view that takes a click (a button, switch, field or table)"
        case .press: "a shortcut (an entry of the scene's 'keys')"
        }
    }
}
