/// Decodes a document into a ``ScriptDescription``, reporting every malformed step in one pass.
public enum ScriptDecoder {
    /// The keys a script's top level takes.
    public static let topLevelKeys = ["scene", "size", "commands", "env", "fixtures", "steps"]
    /// The keys a stand-in of `commands` takes.
    public static let standInKeys = ["match", "stdout", "output", "exit", "stderr", "delay"]
    /// The keys an `expect` step takes.
    public static let expectKeys = ["view", "screen", "frame", "file", "equals", "status", "text", "enabled", "hidden", "focused", "checked", "value", "rows", "selected", "tree"]

    /// Decodes a document; the description holds whatever could be read, the diagnostics the rest.
    ///
    /// - Parameter document: A loaded script file.
    /// - Returns: The script as far as it could be read, and the structural problems found.
    public static func decode(_ document: Document) -> (script: ScriptDescription, diagnostics: [Diagnostic]) {
        var reader = NodeReader()
        var script = ScriptDescription(file: document.file)
        script.source = document.source
        // A misspelled key (`step:`) is read as the key it is a near miss of: one typo, one error.
        for (key, pair) in reader.topLevelEntries(of: document, kind: "script", known: topLevelKeys) {
            switch key {
            case "scene": script.scene = reader.string(pair.value, "'scene'")
            case "size":
                guard let text = reader.string(pair.value, "'size'") else { continue }
                if let size = TerminalSize(parsing: text.value) {
                    script.size = Located(size, at: text.location)
                } else {
                    reader.report(.invalidStep, "size must be COLUMNSxROWS such as 80x24 (columns \(TerminalSize.accepted.columns), rows \(TerminalSize.accepted.rows)), not '\(text.value)'", at: text.location)
                }
            case "commands":
                script.commands = reader.list(pair.value, "'commands'").compactMap { decodeStandIn($0, &reader) }
            case "env":
                forEachNamed(pair.value, in: "env", naming: "a variable's name", &reader) { name, node, reader in
                    guard let value = reader.stringText(node, "the value of '\(name.value)'") else { return }
                    if name.value.isEmpty || name.value.contains("=") {
                        reader.report(.invalidStandIn, "'\(name.value)' is not a variable's name; a name holds no '=' and is not empty", at: name.location)
                        return
                    }
                    script.environment.append((name.value, value))
                }
            case "fixtures":
                forEachNamed(pair.value, in: "fixtures", naming: "a fixture's name", &reader) { name, node, reader in
                    guard let file = reader.string(node, "the data file of fixture '\(name.value)'") else { return }
                    script.fixtures.append((name.value, file))
                }
            case "steps":
                for item in reader.list(pair.value, "'steps'") {
                    if let step = decodeStep(item, &reader) { script.steps.append(step) }
                }
            default: break
            }
        }
        reader.reportMissing(["steps": "missing key 'steps' in a script"], in: document, known: topLevelKeys)
        return (script, reader.diagnostics)
    }

    /// Reads each `NAME: VALUE` pair of the mapping under `key`, in order: the name as a string
    /// (a pair whose name is not one is reported and skipped), the value as `body` says.
    private static func forEachNamed(
        _ node: Node, in key: String, naming what: String, _ reader: inout NodeReader,
        _ body: (Located<String>, Node, inout NodeReader) -> Void
    ) {
        guard let pairs = reader.mapping(node, "'\(key)'") else { return }
        for pair in pairs {
            guard let name = reader.string(pair.key, what) else { continue }
            body(name, pair.value, &reader)
        }
    }

    /// One stand-in of `commands`: `{ match: [program, args…], stdout | output, exit, stderr, delay }`.
    static func decodeStandIn(_ node: Node, _ reader: inout NodeReader) -> CommandStandInDescription? {
        guard let pairs = reader.mapping(node, "a stand-in of 'commands'") else { return nil }
        var fields: [String: Node] = [:]
        for pair in reader.knownPairs(pairs, known: standInKeys, in: "in a stand-in") {
            fields[pair.key.scalarText ?? ""] = pair.value
        }
        guard let matchNode = fields["match"] else {
            reader.report(.invalidStandIn, "a stand-in needs 'match', the whole argument list, program first: match: [git, status]", at: node.location)
            return nil
        }
        guard case .sequence = matchNode.content else {
            let hint = matchNode.scalarText.map { text in
                "; write [\(text.split(separator: " ").joined(separator: ", "))]"
            } ?? ""
            reader.report(.invalidStandIn, "'match' is a list, the program then each argument\(hint)", at: matchNode.location)
            return nil
        }
        var items: [CommandPatternItem] = []
        var wellFormed = true
        for item in reader.list(matchNode, "'match'") {
            guard let text = reader.stringText(item, "an item of 'match'") else { wellFormed = false; continue }
            items.append(CommandPatternItem(text))
        }
        guard wellFormed else { return nil }
        guard let first = items.first else {
            reader.report(.invalidStandIn, "'match' is empty; give the program, then its arguments", at: matchNode.location)
            return nil
        }
        guard case .word(let program) = first, !program.isEmpty else {
            reader.report(.invalidStandIn, "'match' starts with the program's name, not a pattern: '*' and '**' stand for arguments", at: matchNode.location)
            return nil
        }
        var standIn = CommandStandInDescription(match: Located(CommandPattern(items), at: matchNode.location), location: node.location)
        if let value = fields["stdout"] { standIn.stdoutFile = reader.string(value, "'stdout' (a file relative to the script)") }
        if let value = fields["output"], let text = reader.stringText(value, "'output'") { standIn.output = Located(text, at: value.location) }
        if standIn.stdoutFile != nil, let output = standIn.output {
            reader.report(.invalidStandIn, "a stand-in gives 'stdout' (a file) or 'output' (the text), not both", at: output.location)
        }
        if let value = fields["exit"], let status = reader.int(value, "'exit'") {
            if (0...255).contains(status.value) {
                standIn.exitStatus = status
            } else {
                reader.report(.invalidStandIn, "'exit' is a status from 0 to 255, not \(status.value)", at: status.location)
            }
        }
        if let value = fields["stderr"], let text = reader.stringText(value, "'stderr'") { standIn.stderr = Located(text, at: value.location) }
        if let value = fields["delay"] {
            if let duration = SceneDuration(Value(value)) {
                standIn.delay = Located(duration, at: value.location)
            } else {
                reader.report(.invalidStandIn, "'delay' takes a duration such as 300ms or 1.5s, not '\(value.scalarText ?? value.kindDescription)'", at: value.location)
            }
        }
        return standIn
    }

    static func decodeStep(_ node: Node, _ reader: inout NodeReader) -> ScriptStep? {
        let keyword: String
        let argument: Node?
        let keywordLocation: SourceLocation
        switch node.content {
        case .scalar(let s):
            keyword = s.text
            argument = nil
            keywordLocation = node.location
        case .mapping(let pairs) where pairs.count == 1:
            keyword = pairs[0].key.scalarText ?? ""
            argument = pairs[0].value
            keywordLocation = pairs[0].key.location
        default:
            reader.report(.invalidStep, "a step is one keyword such as 'back', or a mapping with one keyword such as 'tap: addButton'", at: node.location)
            return nil
        }
        guard let step = StepKeyword(rawValue: keyword) else {
            let keywords = StepKeyword.allCases.map(\.rawValue)
            let hint = Suggestion.hint(for: keyword, in: keywords).map { "; \($0)" } ?? ""
            reader.report(.unknownStep, "unknown step '\(keyword)'\(hint); a step is one of \(keywords.joined(separator: ", "))", at: keywordLocation)
            return nil
        }
        guard let action = decodeAction(step, argument, at: node.location, &reader) else { return nil }
        return ScriptStep(action: action, keyword: keyword, location: node.location)
    }

    static func decodeAction(_ step: StepKeyword, _ argument: Node?, at location: SourceLocation, _ reader: inout NodeReader) -> ScriptStep.Action? {
        let keyword = step.rawValue
        /// Whether nothing was written after the keyword's colon (or only `~` or `null`).
        func isAbsent(_ argument: Node?) -> Bool {
            argument.map { node in node.scalarText.map { $0.isEmpty || $0 == "~" || $0 == "null" } ?? false } ?? true
        }
        func needArgument(_ shape: String) -> Node? {
            guard let argument, !isAbsent(argument) else {
                reader.report(.invalidStep, "'\(keyword)' needs \(shape)", at: location)
                return nil
            }
            return argument
        }
        func viewID(_ node: Node) -> Located<String>? { reader.string(node, "'\(keyword)' (a view id)") }
        func fields(_ node: Node, _ known: [String], required: [String]) -> [String: Node]? {
            guard let pairs = reader.mapping(node, "'\(keyword)'") else { return nil }
            var result: [String: Node] = [:]
            for pair in reader.knownPairs(pairs, known: known, in: "in '\(keyword)'") {
                result[pair.key.scalarText ?? ""] = pair.value
            }
            for key in required where result[key] == nil {
                reader.report(.invalidStep, "'\(keyword)' needs '\(key)'", at: node.location)
                return nil
            }
            return result
        }
        /// `{ table: viewId, row: N }`, the row counted from 0.
        func tableRow(_ node: Node) -> (table: Located<String>, row: Located<Int>)? {
            guard let f = fields(node, ["table", "row"], required: ["table", "row"]),
                let table = f["table"].flatMap({ reader.string($0, "'table'") }),
                let row = f["row"].flatMap({ reader.int($0, "'row'") })
            else { return nil }
            if row.value < 0 {
                reader.report(.invalidStep, "'row' counts from 0; \(row.value) is not a row", at: row.location)
                return nil
            }
            return (table, row)
        }

        switch step {
        case .tap, .submit, .toggle, .clear:
            guard let arg = needArgument("a view id"), let id = viewID(arg) else { return nil }
            return switch step {
            case .tap: .tap(view: id)
            case .submit: .submit(view: id)
            case .clear: .clear(view: id)
            default: .toggle(view: id)
            }
        case .type:
            guard let arg = needArgument("'{ into: viewId, text: ... }'"),
                let f = fields(arg, ["into", "text"], required: ["into", "text"]),
                let into = f["into"].flatMap({ reader.string($0, "'into'") })
            else { return nil }
            let text = f["text"]?.scalarText ?? ""
            if f["text"]?.scalarText == nil, let node = f["text"] {
                reader.report(.wrongKind, "'text' must be a string, not \(node.kindDescription)", at: node.location)
                return nil
            }
            return .type(into: into, text: text)
        case .click:
            guard let arg = needArgument("a view id, or '{ table: viewId, row: N }'") else { return nil }
            guard arg.scalarText == nil else { return viewID(arg).map { .click(view: $0, row: nil) } }
            return tableRow(arg).map { .click(view: $0.table, row: $0.row) }
        case .select:
            guard let arg = needArgument("'{ table: viewId, row: N }'") else { return nil }
            return tableRow(arg).map { .select(table: $0.table, row: $0.row) }
        case .key:
            guard let arg = needArgument("a key name"), let key = reader.string(arg, "'key'") else { return nil }
            guard let chord = KeyChord(name: key.value), chord != KeyChord(.character("c"), modifiers: .ctrl) else {
                let names = KeyChord.baseNames
                let hint = KeyChord.suggestion(for: key.value).map { "; did you mean '\($0)'?" } ?? ""
                reader.report(.invalidStep, "unknown key '\(key.value)'; use \(names.joined(separator: ", ")) or one character, with modifiers ctrl-, alt-, shift-\(hint)", at: key.location)
                return nil
            }
            return .key(key)
        case .press:
            guard let arg = needArgument("a shortcut id"), let id = reader.string(arg, "'press' (a shortcut id)") else { return nil }
            return .press(shortcut: id)
        case .wait:
            guard let arg = needArgument("a duration such as 300ms") else { return nil }
            guard let duration = SceneDuration(Value(arg)) else {
                reader.report(.invalidStep, "'wait' takes a duration such as 300ms or 1.5s, not '\(arg.scalarText ?? arg.kindDescription)'", at: arg.location)
                return nil
            }
            return .wait(duration)
        case .back, .snapshot:
            // Written alone (`- back`); `back:` with nothing after it means the same. A value
            // would be taken for an option these steps do not have.
            if let argument, !isAbsent(argument) {
                reader.report(.wrongKind, "'\(keyword)' takes no value, not \(argument.kindDescription); write it alone, as '- \(keyword)'",
                              at: argument.location)
                return nil
            }
            return step == .back ? .back : .snapshot
        case .expect:
            // A mistyped or ill-typed check is one mistake: it is reported once, not again as
            // "needs something to check".
            let reportedBefore = reader.diagnostics.count
            guard let arg = needArgument("what to check, e.g. '{ view: title, text: People }'"),
                let f = fields(arg, expectKeys, required: [])
            else { return nil }
            var e = Expectation()
            e.view = f["view"].flatMap { reader.string($0, "'view'") }
            e.screen = f["screen"].flatMap { reader.string($0, "'screen'") }
            e.frame = f["frame"].flatMap { reader.string($0, "'frame'") }
            e.file = f["file"].flatMap { reader.string($0, "'file'") }
            e.equals = f["equals"].flatMap { reader.string($0, "'equals'") }
            // Any scalar is taken as its text (`status: 0`, `text: 42`); anything else is
            // reported and compared as empty text.
            func scalarText(_ key: String) -> Located<String>? {
                guard let node = f[key] else { return nil }
                if node.scalarText == nil { reader.report(.wrongKind, "'\(key)' must be a string, not \(node.kindDescription)", at: node.location) }
                return Located(node.scalarText ?? "", at: node.location)
            }
            e.status = scalarText("status")
            e.text = scalarText("text")
            e.enabled = f["enabled"].flatMap { reader.bool($0, "'enabled'") }
            e.hidden = f["hidden"].flatMap { reader.bool($0, "'hidden'") }
            e.focused = f["focused"].flatMap { reader.bool($0, "'focused'") }
            e.rows = f["rows"].flatMap { reader.int($0, "'rows'") }
            e.checked = f["checked"].flatMap { reader.bool($0, "'checked'") }
            if let node = f["value"] {
                let value = Value(node)
                if case .string("none") = value { e.value = Located(.null, at: node.location) } else { e.value = Located(value, at: node.location) }
            }
            if let node = f["selected"] {
                let value = Value(node)
                if value == .null || value == .string("none") {
                    e.selected = Located(nil, at: node.location)
                } else if case .int(let i) = value {
                    e.selected = Located(i, at: node.location)
                } else {
                    reader.report(.wrongKind, "'selected' must be a row number or null, not \(node.kindDescription)", at: node.location)
                }
            }
            if let node = f["tree"] { e.tree = decodeTreeExpectation(node, &reader) }
            guard reader.diagnostics.count == reportedBefore else { return nil }
            let viewChecks = e.text != nil || e.enabled != nil || e.hidden != nil || e.focused != nil || e.rows != nil || e.selected != nil
                || e.checked != nil || e.value != nil
            if (e.file == nil) != (e.equals == nil) {
                reader.report(.invalidStep, "'expect' compares a saved file with a data file: give both 'file' (relative to the scene) and 'equals' (relative to the script)", at: arg.location)
                return nil
            }
            if e.screen == nil && e.frame == nil && e.status == nil && e.file == nil && e.tree == nil && !viewChecks {
                reader.report(.invalidStep, "'expect' needs something to check: 'screen', 'frame', 'status', 'file' with 'equals', 'tree', or 'view' with 'text', 'enabled', 'hidden', 'focused', 'checked', 'value', 'rows' or 'selected'", at: arg.location)
                return nil
            }
            if viewChecks && e.view == nil && f["view"] == nil {
                reader.report(.invalidStep, "'expect' checks a view's state but names no 'view'", at: arg.location)
                return nil
            }
            return .expect(e)
        }
    }

    /// `tree: { view: ID, KEY: VALUE, … }`: the view, and at least one field of its node.
    static func decodeTreeExpectation(_ node: Node, _ reader: inout NodeReader) -> TreeExpectation? {
        guard let pairs = reader.mapping(node, "'tree'") else { return nil }
        var view: Located<String>?
        var checks: [(field: Located<String>, value: Located<Value>)] = []
        for pair in reader.knownPairs(pairs, known: ["view"] + TreeExpectation.fields, in: "in 'tree'") {
            let key = pair.key.scalarText ?? ""
            if key == "view" {
                view = reader.string(pair.value, "'view'")
            } else {
                checks.append((Located(key, at: pair.key.location), Located(Value(pair.value), at: pair.value.location)))
            }
        }
        guard let view else {
            reader.report(.invalidStep, "'tree' needs 'view', the id of the view whose node is checked", at: node.location)
            return nil
        }
        if checks.isEmpty {
            reader.report(.invalidStep, "'tree' needs a field of the node to check, such as 'focused: true'; the fields are \(TreeExpectation.fields.joined(separator: ", "))", at: node.location)
            return nil
        }
        return TreeExpectation(view: view, checks: checks)
    }
}
