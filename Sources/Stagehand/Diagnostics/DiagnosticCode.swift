/// Every stable diagnostic code, each documented once: what it means, a bad example and the fix.
///
/// The raw value is what lint prints between brackets; it never changes once released.
/// `stagehand lint --explain CODE` and `Docs/Diagnostics.md` both read its documentation.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, Codable {
    // MARK: Files and syntax
    /// A path given on the command line, or a file a script names (its `scene`, a stand-in's `stdout`, an `expect` step's `equals`), does not exist.
    case fileNotFound = "file-not-found"
    /// The file exists but could not be read (permissions, or it is a folder, or a folder search found it under a name that is not UTF-8, which cannot be opened by name); a FIFO, device or socket is `not-a-regular-file`.
    case unreadableFile = "unreadable-file"
    /// The file holds no YAML document at all, or only comments.
    case emptyFile = "empty-file"
    /// libyaml could not parse the file; the message is libyaml's own.
    case yamlSyntax = "yaml-syntax"
    /// A `.json` file (a scene, a script or a data file) uses syntax JSON does not have: a trailing comma, a comment, a single-quoted string, a word without quotes or another YAML-only form.
    case notJSON = "not-json"
    /// The file is not valid UTF-8, or holds a control character such as NUL that YAML does not allow.
    case invalidEncoding = "invalid-encoding"
    /// A scene, script or data file holds more than one YAML document (`---`).
    case multipleDocuments = "multiple-documents"
    /// The same key appears twice in one mapping; YAML would silently keep only one.
    case duplicateKey = "duplicate-key"
    /// An alias (`*name`) refers to an anchor (`&name`) that is not defined before it.
    case undefinedAlias = "undefined-alias"
    /// A merge key (`<<`) is given something other than a mapping or a list of mappings.
    case invalidMerge = "invalid-merge"
    /// A mapping key is itself a mapping or a list; scene files use plain keys only.
    case complexKey = "complex-key"

    // MARK: Limits
    /// The file is larger than the size limit (default 32 MiB, `--max-file-size`).
    case fileTooLarge = "file-too-large"
    /// Mappings and lists are nested deeper than the depth limit (default 256, `--max-depth`).
    case nestingTooDeep = "nesting-too-deep"
    /// Aliases would expand to more nodes than the limit (default 100000, `--max-alias-expansion`): a "billion laughs".
    case aliasExpansion = "alias-expansion"
    /// One scalar is longer than the limit (default 1 MiB, `--max-scalar-length`).
    case scalarTooLong = "scalar-too-long"

    // MARK: Scene structure
    /// A required key is missing: `stagehand` and `scene` at the top, `type` on every object, `id` and `to` on segues.
    case missingKey = "missing-key"
    /// A key that is not part of the format at this place; the message suggests the closest known key.
    case unknownKey = "unknown-key"
    /// A value has the wrong kind for its key: a list where a mapping belongs, a mapping where a string belongs.
    case wrongKind = "wrong-kind"
    /// `stagehand:` names a format version this runtime does not read.
    case unsupportedVersion = "unsupported-version"
    /// An id is empty, contains characters other than letters, digits, `_` and `-`, or uses the reserved name `item`.
    case invalidId = "invalid-id"
    /// Two objects in one scene share an id.
    case duplicateId = "duplicate-id"

    // MARK: Types, properties and outlets
    /// `type` names no registered type; the message suggests the closest one.
    case unknownType = "unknown-type"
    /// A type is declared in a section for another role, e.g. a binding under `responders`.
    case wrongSection = "wrong-section"
    /// A property the object's type does not declare.
    case unknownProperty = "unknown-property"
    /// A property the type requires is not set.
    case missingProperty = "missing-property"
    /// A property's value has the wrong kind or is out of range for the property.
    case invalidProperty = "invalid-property"
    /// An outlet the object's type does not declare.
    case unknownOutlet = "unknown-outlet"
    /// A required outlet is not connected.
    case missingOutlet = "missing-outlet"
    /// An outlet points at an object of the wrong kind, e.g. a binding's `view` at a data source.
    case outletTarget = "outlet-target"
    /// A list of ids is given to a single outlet, or a single outlet takes no list.
    case outletArity = "outlet-arity"
    /// An outlet, `on` entry or reference names an id no object in the scene has.
    case unknownId = "unknown-id"
    /// `children` on a view that holds none, or `prototype` on a view that is not a `Table`.
    case notAContainer = "not-a-container"
    /// A child of a container that takes only some views: a `Tabs` holds only `Tab` pages.
    case wrongChild = "wrong-child"
    /// An `on` entry names an event the view does not publish, or is not written `viewId.event`.
    case unknownEvent = "unknown-event"
    /// An object sets two properties that each decide the same thing, so one would be ignored.
    case conflictingProperties = "conflicting-properties"
    /// A custom type needs a service (a database, an API client) that the app did not hand to the registry.
    case missingService = "missing-service"

    // MARK: Shortcuts
    /// A shortcut under `keys` binds a key the runtime keeps for itself: Tab, Shift-Tab, Enter, Escape, Ctrl-C or Ctrl-P (and Ctrl-I, Ctrl-M, Ctrl-J and Ctrl-[, which a terminal sends as Tab, Enter and Escape).
    case reservedKey = "reserved-key"
    /// Two shortcuts of one scene bind the same key; reported on the second. Names that mean one key count as one: `shift-r` is `R`, `ctrl-R` is `ctrl-r`.
    case duplicateShortcut = "duplicate-shortcut"

    // MARK: Segues and files
    /// A `SegueResponder`'s `segue` names no segue of the scene.
    case unknownSegue = "unknown-segue"
    /// A segue's `to` names a scene file that does not exist.
    case missingSegueFile = "missing-segue-file"
    /// A `FileDataSource`'s `path` names a file that does not exist.
    case missingDataFile = "missing-data-file"
    /// A data file path leaves the scene's folder (absolute, climbing with `..`, or through a symbolic link).
    case dataFileOutsideScene = "data-file-outside-scene"
    /// A file a scene or script names other than a data file (a frame, a sample, a stand-in's output, a theme) leads outside the folder of the file that names it.
    case fileOutsideFolder = "file-outside-folder"
    /// A file a scene or script names, or one given on the command line, is a FIFO, device or socket (or, named by a scene or script, a folder), not a regular file.
    case notARegularFile = "not-a-regular-file"
    /// A `.stagehand.yaml` owned by another user (not root, not the one running) is ignored.
    case settingsFileIgnored = "settings-file-ignored"
    /// A data file could not be parsed as JSON or YAML.
    case invalidDataFile = "invalid-data-file"
    /// A `CommandDataSource` names a program that is neither on `PATH` nor (for a path with a `/`) beside the scene, or its program is empty (`""`, blank or null).
    case missingProgram = "missing-program"
    /// A command item after the program is a placeholder alone (`"{name}"`, `"{}"`) with no `--` item before it: a value starting with `-` would be read by the program as an option.
    case placeholderOption = "placeholder-option"

    // MARK: Styles
    /// A `style` (of a view, or named by a `StyleBinding`) that neither the scene's `styles`, its theme nor the built-in styles define; the message suggests the closest name.
    case unknownStyle = "unknown-style"
    /// A style's `fg` or `bg` is not a colour name, `gray` or `#rrggbb`.
    case badColour = "bad-colour"
    /// A style's text and background colours contrast less than 4.5:1 (WCAG 2); a style without `bg` is measured against the theme's `background` (default black).
    case lowContrast = "low-contrast"
    /// The scene's `theme` or that of `.stagehand.yaml` names a file that does not exist (a `--theme FILE` that is not a file stops the command with exit status 2; a theme outside the folder tree of the file that names it is `file-outside-folder`, one that is not a regular file `not-a-regular-file`).
    case missingTheme = "missing-theme"
    /// A `path`, `paths`, `by` or `select` holds a `{placeholder}`, but the object has no `input` outlet to fill it from.
    case placeholderWithoutInput = "placeholder-without-input"

    // MARK: Data flow
    /// Data sources depend on each other in a circle, so none could ever settle.
    case dependencyCycle = "dependency-cycle"
    /// A declared object that nothing uses: a data source no outlet reads, a binding or responder with nothing to act on.
    case unusedObject = "unused-object"
    /// A dot path or format placeholder leads nowhere in the data it reads, where lint knows that data's shape: a data file (after `select`), a `StaticDataSource`'s value, a command's `sample`, a list's items in a prototype (`item`), what filters, sorts and selections pass on, what a segue passes to the destination's `IncomingDataSource`, and the value of a custom data source whose type declares its shape (`valueShape`). An `OptionsBinding`'s `title` and `value` are checked against each item of the list at its `path`, a `Tree`'s `label` and `children` against its items at every depth. For `SetResponder`, a key no item has yet is fine (it is added). The message names the keys that are there and the closest one; the note points at the data.
    case pathNotInData = "path-not-in-data"
    /// A `ToggleResponder` on a switch's `toggle` flips the same data source and path that the switch's `SwitchBinding` already writes back. The value still flips once per toggle; the responder does nothing.
    case redundantToggle = "redundant-toggle"

    // MARK: Navigation
    /// A segue that no responder performs: no `SegueResponder` (or other responder whose property names a segue) names its id, so it can never be followed.
    case unusedSegue = "unused-segue"
    /// When a folder is linted, a scene that no chain of segues reaches from the entry scene. The entry is `entry` in `.stagehand.yaml`; without it, the one scene of its folder that no segue leads to (each folder of an app's scenes has its own). When several scenes of one folder are reached by nothing, each of them is reported, since lint cannot tell which is the entry; each warning names up to three of the others and counts the rest. A folder is judged the same however it is named: `.`, a relative or an absolute path.
    case unreachableScene = "unreachable-scene"
    /// The `entry` of a `.stagehand.yaml` names a scene file that does not exist.
    case missingEntry = "missing-entry"

    // MARK: Suppression
    /// A `# stagehand-ignore` or `# stagehand-ignore-file` comment, or an `ignore` or `paths` entry of `.stagehand.yaml`, silences nothing: no diagnostic with that code is there. A `# stagehand-ignore-file` comment below the file's first content line is reported too: it only works at the top.
    case unusedIgnore = "unused-ignore"
    /// An ignore comment or `.stagehand.yaml` names a code that is not a diagnostic code; the message suggests the closest one.
    case unknownCode = "unknown-code"

    // MARK: Scripts
    /// A script step that is not one of `tap`, `type`, `submit`, `select`, `toggle`, `key`, `wait`, `back`, `expect`, `snapshot`.
    case unknownStep = "unknown-step"
    /// A script step has the wrong shape or value: a bad duration, size, key name, or a missing field.
    case invalidStep = "invalid-step"
    /// A script step names a view id the script's scene does not have.
    case unknownView = "unknown-view"
    /// A script step gives a view input it cannot take, e.g. `type` into a `Label`.
    case unsupportedInput = "unsupported-input"
    /// A script names no scene, or the scene file it names does not exist.
    case missingScene = "missing-scene"

    // MARK: Running
    /// A data source's value could not be converted to the type a binding or responder expects.
    case valueConversion = "value-conversion"
    /// A responder threw an error; the scene goes on and shows the error in the status line.
    case responderFailed = "responder-failed"
    /// An edit was meant for an item that is no longer in its list (removed meanwhile, or the selection was cleared); nothing was changed.
    case itemGone = "item-gone"
    /// An edit's path leads nowhere in the value (an index out of range, a scalar in the way), or the data source cannot pass it back to where its value came from; nothing was changed.
    case editFailed = "edit-failed"
    /// A `FileDataSource` with `save: true` could not write its file; the value is kept in memory and the next change tries again.
    case dataFileNotSaved = "data-file-not-saved"
    /// A `CommandDataSource`'s command failed: it exited non-zero, timed out, printed output that does not parse or is too large, could not start, or commands are turned off. Its data source is `failed` and keeps its last value.
    case commandFailed = "command-failed"
    /// A custom data source's async load threw or did not finish within its timeout. The data source is `failed` and keeps its last value.
    case loadFailed = "load-failed"
    /// A script step could not be performed while playing, e.g. the view is disabled or hidden.
    case stepFailed = "step-failed"
    /// An `expect` step saw something other than what it wanted.
    case expectationFailed = "expectation-failed"
    /// A script has `commands`, and a command its scene ran matches none of them (or `test --no-commands` ran a command no stand-in answers): nothing ran, and the script fails at the step being played.
    case unmatchedCommand = "unmatched-command"
    /// A stand-in of a script's `commands` is malformed: no `match`, a `match` that is not a list or starts with a pattern, both `stdout` and `output`, a bad `exit` or `delay`.
    case invalidStandIn = "invalid-stand-in"
    /// A stand-in of a script's `commands` that no command of its scene (or the scenes it leads to) can match.
    case unusedStandIn = "unused-stand-in"

    /// The severity a diagnostic with this code has unless the check says otherwise.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .unusedObject, .pathNotInData, .redundantToggle, .lowContrast, .unusedSegue, .unreachableScene, .unusedIgnore, .unknownCode,
             .settingsFileIgnored, .unusedStandIn, .placeholderOption: .warning
        default: .error
        }
    }

    /// What the code means, a small example that triggers it, and how to fix it.
    public var documentation: (meaning: String, badExample: String, fix: String) {
        switch self {
        case .fileNotFound:
            ("A path given on the command line, or a file a script names (its `scene`, a stand-in's `stdout`, an `expect` step's `equals`), does not exist.",
             "stagehand lint Scenes/peple.scene.yaml",
             "Check the spelling of the path; paths in scripts are relative to the script file.")
        case .unreadableFile:
            ("The file exists but could not be read (permissions, or it is a folder, or a folder search found it under a name that is not UTF-8, which cannot be opened by name); a FIFO, device or socket is `not-a-regular-file`.",
             "chmod 000 Scenes/people.scene.yaml",
             "Make the file readable by the user running stagehand.")
        case .emptyFile:
            ("The file holds no YAML document at all, or only comments.",
             "# nothing here",
             "Start the file with `stagehand: 1` and `scene: NAME`.")
        case .yamlSyntax:
            ("libyaml could not parse the file; the message is libyaml's own.",
             "views: [ { type: Label }",
             "Close the bracket, quote the value or fix the indentation libyaml points at.")
        case .notJSON:
            ("A `.scene.json`, `.script.json` or `.json` data file must be JSON, as jq, editors and JSON Schema read it: the YAML loader would take a trailing comma, a comment, a single-quoted string or a word without quotes, but JSON does not. The position is where JSON reading stopped; for a data file, a note names the scene line that reads it.",
             "{ \"stagehand\": 1, \"scene\": \"people\", }",
             "Write JSON: double-quote every key and string, drop the trailing comma and the comments; or rename the file `.yaml` to use YAML's forms.")
        case .invalidEncoding:
            ("The file is not valid UTF-8, or holds a control character such as NUL that YAML does not allow.",
             "title: caf\\xE9   (Latin-1 bytes)",
             "Save the file as UTF-8 and remove control characters.")
        case .multipleDocuments:
            ("A scene, script or data file holds more than one YAML document (`---`). In a `.json` file, `---` is `not-json` instead.",
             "stagehand: 1\n---\nstagehand: 1",
             "Put each scene in a file of its own.")
        case .duplicateKey:
            ("The same key appears twice in one mapping; YAML would silently keep only one.",
             "properties: { text: Hi, text: Hello }",
             "Remove one of the two keys.")
        case .undefinedAlias:
            ("An alias (`*name`) refers to an anchor (`&name`) that is not defined before it.",
             "value: *missing",
             "Define the anchor with `&name` before the alias uses it.")
        case .invalidMerge:
            ("A merge key (`<<`) is given something other than a mapping or a list of mappings.",
             "<<: 3",
             "Merge an anchored mapping: `<<: *defaults`.")
        case .complexKey:
            ("A mapping key is itself a mapping or a list; scene files use plain keys only.",
             "? [a, b]\n: value",
             "Use a string as the key.")
        case .fileTooLarge:
            ("The file is larger than the size limit (default 32 MiB, `--max-file-size`).",
             "a 50 MB scene file",
             "Split the data into a data file, or raise the limit with `--max-file-size`.")
        case .nestingTooDeep:
            ("Mappings and lists are nested deeper than the depth limit (default 256, `--max-depth`), or flow-style ones (`[…]`, `{…}`) in YAML deeper than 1000 levels, whatever the limit; a file that is one JSON value throughout may nest as deep as the limit allows.",
             "[[[[[[ ... ]]]]]]",
             "Flatten the structure, or raise the limit with `--max-depth`; past 1000 levels, write the nesting in block style (`- - - …`) or make the whole file JSON.")
        case .aliasExpansion:
            ("Aliases would expand to more nodes than the limit (default 100000, `--max-alias-expansion`): a \"billion laughs\".",
             "a: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b] ...",
             "Use fewer nested aliases, or raise the limit with `--max-alias-expansion`.")
        case .scalarTooLong:
            ("One scalar is longer than the limit (default 1 MiB, `--max-scalar-length`).",
             "title: \"...two million characters...\"",
             "Move large text into a data file, or raise the limit with `--max-scalar-length`.")
        case .missingKey:
            ("A required key is missing: `stagehand` and `scene` at the top, `type` on every object, `id` and `to` on segues.",
             "views:\n  - id: title",
             "Add the key, e.g. `type: Label`.")
        case .unknownKey:
            ("A key that is not part of the format at this place; the message suggests the closest known key.",
             "tittle: People",
             "Use the suggested key, or remove it.")
        case .wrongKind:
            ("A value has the wrong kind for its key: a list where a mapping belongs, a mapping where a string belongs.",
             "views: { type: Label }",
             "Write the value in the kind the key takes, e.g. `views: [ { type: Label } ]`.")
        case .unsupportedVersion:
            ("`stagehand:` names a format version this runtime does not read.",
             "stagehand: 2",
             "Write `stagehand: 1`.")
        case .invalidId:
            ("An id is empty, contains characters other than letters, digits, `_` and `-`, or uses the reserved name `item`.",
             "id: \"my label\"",
             "Use an identifier such as `myLabel`.")
        case .duplicateId:
            ("Two objects in one scene share an id.",
             "- { type: Label, id: name }\n- { type: TextField, id: name }",
             "Give each object its own id.")
        case .unknownType:
            ("`type` names no registered type; the message suggests the closest one.",
             "type: Lable",
             "Use a type from `stagehand types`, or register your own from Swift.")
        case .wrongSection:
            ("A type is declared in a section for another role, e.g. a binding under `responders`.",
             "responders:\n  - type: TextBinding",
             "Move the object to the section its type belongs to.")
        case .unknownProperty:
            ("A property the object's type does not declare.",
             "- type: Label\n  properties: { txt: Hi }",
             "Use one of the type's properties (`stagehand types` lists them).")
        case .missingProperty:
            ("A property the type requires is not set.",
             "- type: FileDataSource\n  id: people",
             "Set it, e.g. `properties: { path: people.json }`.")
        case .invalidProperty:
            ("A property's value has the wrong kind or is out of range for the property.",
             "properties: { height: tall }",
             "Give a value of the declared kind, e.g. `height: 10`.")
        case .unknownOutlet:
            ("An outlet the object's type does not declare.",
             "outlets: { label: title }",
             "Use one of the type's outlets (`stagehand types` lists them).")
        case .missingOutlet:
            ("A required outlet is not connected.",
             "- type: TextBinding\n  outlets: { view: title }",
             "Connect it, e.g. `dataSource: person`.")
        case .outletTarget:
            ("An outlet points at an object of the wrong kind, e.g. a binding's `view` at a data source.",
             "outlets: { dataSource: titleLabel }",
             "Point the outlet at an object the outlet accepts.")
        case .outletArity:
            ("A list of ids is given to a single outlet, or a single outlet takes no list.",
             "outlets: { view: [a, b] }",
             "Give one id, or use a type whose outlet is a collection.")
        case .unknownId:
            ("An outlet, `on` entry or reference names an id no object in the scene has.",
             "outlets: { view: titel }",
             "Use an existing id; the message suggests the closest one.")
        case .notAContainer:
            ("`children` on a view that holds none, or `prototype` on a view that is not a `Table`.",
             "- type: Label\n  children: []",
             "Wrap the children in a `VStack` or `HStack`.")
        case .wrongChild:
            ("A child of a container that takes only some views: the children of a `Tabs` are its pages, and each must be a `Tab`.",
             "- type: Tabs\n  children:\n    - { type: Label, properties: { text: Disks } }",
             "Put the views inside a `Tab` (with a `title` for the bar): `- { type: Tab, properties: { title: Disks }, children: [ … ] }`.")
        case .unknownEvent:
            ("An `on` entry names an event the view does not publish, or is not written `viewId.event`.",
             "on: [addButton.click]",
             "Use an event the view publishes, e.g. `addButton.tap`.")
        case .unknownSegue:
            ("A `SegueResponder`'s `segue` names no segue of the scene.",
             "properties: { segue: shwPerson }",
             "Use the id of an entry under `segues`.")
        case .missingSegueFile:
            ("A segue's `to` names a scene file that does not exist.",
             "to: persn.scene.yaml",
             "Fix the path; it is relative to the scene file.")
        case .missingDataFile:
            ("A `FileDataSource`'s `path` names a file that does not exist.",
             "properties: { path: peple.json }",
             "Fix the path; it is relative to the scene file.")
        case .dataFileOutsideScene:
            ("A data file path leaves the scene's folder (absolute, climbing with `..`, or through a symbolic link that points outside). Such a file is never read or written, and nothing of it appears in any output.",
             "properties: { path: ../../etc/passwd }",
             "Keep data files in the scene's folder or below it, as files rather than links to elsewhere.")
        case .fileOutsideFolder:
            ("A file a scene or script names other than a data source's data file (an `expect` file, a frame, a command's `sample`, a stand-in's `stdout`, a fixture, a theme) leads outside the folder tree of the file that names it: absolute, climbing with `..`, or through a symbolic link. A scene or script file that a folder search finds (`lint .`, `format .`) and that is a symbolic link leading outside the folder is reported too, as is a scene a script or segue names that leads outside to a file not named as a scene (`NAME.scene.yaml`), and an `entry` outside the folder of its `.stagehand.yaml`. Such a file is never read or written, and nothing of it appears in any output.",
             "- expect: { frame: /etc/passwd }",
             "Keep the file in the folder of the file that names it, or below it.")
        case .settingsFileIgnored:
            ("A `.stagehand.yaml` on the way up from the linted folder belongs to another user than the one running Stagehand (and not to root), so it is ignored: a folder someone else controls cannot silence your errors. The next settings file further up (to the repository's root) applies instead.",
             "/shared/.stagehand.yaml   # owned by another user",
             "Take ownership of the file (`chown`), or move your settings into a folder of your own.")
        case .notARegularFile:
            ("A file a scene or script names, or one given on the command line, is a FIFO, a device, a socket or (named by a scene or script) a folder rather than a regular file. It is never opened in a way that could block, and never read or written.",
             "properties: { path: pipe.json }   # a FIFO",
             "Name a regular file.")
        case .conflictingProperties:
            ("An object sets two properties that each decide the same thing, so one would be ignored.",
             "- type: HiddenBinding\n  properties: { path: busy, state: loading }",
             "Keep one of them: `state` tests the data source's state, `path` its value.")
        case .missingService:
            ("A custom type needs a service (a database, an API client) that the app did not hand to the registry.",
             "a PlantsDataSource declaring `@Service var database: GardenDatabase` in an app that never called `registry.provide(database)`",
             "Provide the service at setup with `registry.provide(_:)`, or run the scene with the app that does.")
        case .unmatchedCommand:
            ("A script has `commands`, and a command its scene ran matches none of them; with `commands`, every command must have a stand-in (with `test --no-commands`, every command, whether the script has `commands` or not). Nothing ran: the command's data source failed, and the script fails at the step being played when the command started (the first step, for a command started as the scene appears).",
             "commands:\n  - match: [git, status]\n    output: \"\"\n# the scene runs [git, log, --oneline]",
             "Add a stand-in whose `match` fits the command, e.g. `match: [git, log, \"**\"]`, or fix the command.")
        case .invalidStandIn:
            ("A stand-in of a script's `commands` is malformed: it has no `match`, its `match` is not a list or starts with `*` or `**` instead of the program, it gives both `stdout` and `output`, or its `exit`, `delay` or an `env` name is not valid.",
             "commands:\n  - match: git status\n    output: \"\"",
             "Write `match` as a list, the program then each argument (`[git, status]`), and give `stdout` (a file) or `output` (text), not both.")
        case .unusedStandIn:
            ("A stand-in of a script's `commands` that no command of the script's scene, or of the scenes its segues lead to, can match: it never answers.",
             "commands:\n  - match: [git, stauts]\n    output: \"\"",
             "Fix the stand-in's `match` so it fits a command of the scene, or remove it.")
        case .placeholderWithoutInput:
            ("A `path`, `paths`, `by` or `select` holds a `{placeholder}`, which is filled from the object's `input` outlet, but the object has none: without it the path would name a key literally called `{hash}`. `format` placeholders are not concerned: they read the object's own value.",
             "- { type: SetResponder, on: [save.tap], outlets: { target: notes, value: noteText }, properties: { path: \"notes.{hash}\" } }",
             "Connect the data source whose value fills the placeholder: `outlets: { input: commit }`.")
        case .missingProgram:
            ("A `CommandDataSource` names a program that is neither on `PATH` nor (for a path with a `/`) beside the scene, or its program is empty (`\"\"`, blank or null).",
             "command: [fetch-plants]",
             "Install the program, or write its path relative to the scene, e.g. `[./fetch-plants.sh]` or `[sh, fetch-plants.sh]`.")
        case .placeholderOption:
            ("A command item after the program is a placeholder alone (`\"{name}\"`, `\"{}\"`) with no `--` item before it: a value starting with `-` (`--output=/tmp/x`) would be read by the program as an option. At run time such a value fails the data source instead of running the command.",
             "command: [grep, \"{pattern}\", notes.txt]",
             "Put `--` before the placeholders, so the program reads what follows as operands (`[grep, --, \"{pattern}\", notes.txt]`), or write the placeholder inside an option (`\"--regexp={pattern}\"`).")
        case .invalidDataFile:
            ("A data file could not be parsed as JSON or YAML (a `.json` file that YAML would read but JSON does not is `not-json`).",
             "people.json holding `[1, 2`",
             "Fix the data file; the notes say where.")
        case .unknownStyle:
            ("A `style` (of a view, or named by a `StyleBinding`) that neither the scene's `styles`, its theme nor the built-in styles define; the message suggests the closest name.",
             "properties: { style: eror }",
             "Use a built-in style (`plain`, `bold`, `dim`, `title`, `error`, `success`, `warning`, `accent`) or declare it under `styles`.")
        case .badColour:
            ("A style's `fg` or `bg` is not one of the 16 ANSI colour names, `gray` or `#rrggbb`.",
             "styles:\n  danger: { fg: crimson }",
             "Write a name such as `red` or `brightRed`, or the exact colour as `#dc143c`.")
        case .lowContrast:
            ("A style's text and background colours contrast less than 4.5:1 (WCAG 2 relative luminance; names at xterm's default palette, `gray` as `#808080`); a style without `bg` is measured against the theme's `background` (default black).",
             "styles:\n  muted: { fg: \"#333333\" }",
             "Pick colours further apart in lightness, e.g. `fg: \"#9e9e9e\"` on black.")
        case .missingTheme:
            ("The scene's `theme` or that of `.stagehand.yaml` names a file that does not exist (a `--theme FILE` that is not a file stops the command with exit status 2; a theme outside the folder tree of the file that names it is `file-outside-folder`, one that is not a regular file `not-a-regular-file`).",
             "theme: themes/drak.yaml",
             "Fix the path; it is relative to the file that names it and stays in its folder tree.")
        case .dependencyCycle:
            ("Data sources depend on each other in a circle, so none could ever settle.",
             "a filters b, b filters a",
             "Break the circle: one of them must read from an independent source.")
        case .unusedObject:
            ("A declared object that nothing uses: a data source no outlet reads, a binding or responder with nothing to act on.",
             "- type: StaticDataSource\n  id: leftover",
             "Connect it, or remove it.")
        case .pathNotInData:
            ("A dot path or format placeholder leads nowhere in the data it reads, where lint knows that data's shape: a data file (after `select`), a `StaticDataSource`'s value, a command's `sample`, a list's items in a prototype (`item`), what filters, sorts and selections pass on, what a segue passes to the destination's `IncomingDataSource`, and the value of a custom data source whose type declares its shape (`valueShape`). An `OptionsBinding`'s `title` and `value` are checked against each item of the list at its `path`, a `Tree`'s `label` and `children` against its items at every depth. For `SetResponder`, a key no item has yet is fine (it is added). The message names the keys that are there and the closest one; the note points at the data.",
             "properties: { path: reed }   (the books in books.yaml have `read`)",
             "Use a path the data has; the message suggests the closest key.")
        case .reservedKey:
            ("A shortcut under `keys` binds a key the runtime keeps: Tab and Shift-Tab move focus, Enter activates, Escape goes back, Ctrl-C quits and Ctrl-P opens the command palette (Ctrl-I, Ctrl-M, Ctrl-J and Ctrl-[ arrive as Tab, Enter and Escape).",
             "keys:\n  - { id: saveKey, key: enter, title: Save }",
             "Bind another key, such as `ctrl-s` or `f2`.")
        case .duplicateShortcut:
            ("Two shortcuts of one scene bind the same key, so a key press could fire either; the second binding is reported. `shift-r` and `R` are one key, as are `ctrl-R` and `ctrl-r`.",
             "keys:\n  - { id: reloadKey, key: r, title: Reload }\n  - { id: removeKey, key: r, title: Remove }",
             "Give each shortcut its own key.")
        case .redundantToggle:
            ("A `ToggleResponder` on a switch's `toggle` flips the same data source and path that the switch's `SwitchBinding` already writes back. The value still flips once per toggle; the responder does nothing.",
             "SwitchBinding { dataSource: book, view: readSwitch, path: read } and ToggleResponder on [readSwitch.toggle] { target: book, path: read }",
             "Remove the switch's `toggle` from the responder's `on`: a `SwitchBinding` needs no responder.")
        case .unusedSegue:
            ("A segue that no responder performs: no `SegueResponder` (or other responder whose property names a segue) names its id, so it can never be followed.",
             "segues:\n  - { id: showPerson, to: person.scene.yaml }\nresponders: []",
             "Add a `SegueResponder` with `segue: showPerson` and an `on` entry, or remove the segue.")
        case .unreachableScene:
            ("When a folder is linted, a scene that no chain of segues reaches from the entry scene. The entry is `entry` in `.stagehand.yaml`; without it, the one scene of its folder that no segue leads to (each folder of an app's scenes has its own). When several scenes of one folder are reached by nothing, each of them is reported, since lint cannot tell which is the entry; each warning names up to three of the others and counts the rest. A folder is judged the same however it is named: `.`, a relative or an absolute path.",
             "orphan.scene.yaml, which no segue's `to` names",
             "Add a segue (and a responder that performs it) that leads to the scene, set `entry` in `.stagehand.yaml`, or remove the scene.")
        case .missingEntry:
            ("The `entry` of a `.stagehand.yaml` names a scene file that does not exist.",
             "entry: mian.scene.yaml",
             "Fix the path; it is relative to the folder of `.stagehand.yaml`.")
        case .unusedIgnore:
            ("A `# stagehand-ignore` or `# stagehand-ignore-file` comment, or an `ignore` or `paths` entry of `.stagehand.yaml`, silences nothing: no diagnostic with that code is there. A `# stagehand-ignore-file` comment below the file's first content line is reported too: it only works at the top.",
             "- { type: Label, id: title }   # stagehand-ignore: unused-object",
             "Remove the ignore, or name the code of the diagnostic it was meant for.")
        case .unknownCode:
            ("An ignore comment or `.stagehand.yaml` names a code that is not a diagnostic code; the message suggests the closest one.",
             "# stagehand-ignore: unused-objet",
             "Use a code from this page, as lint prints it between brackets.")
        case .unknownStep:
            ("A script step that is not one of `tap`, `type`, `submit`, `select`, `toggle`, `key`, `wait`, `back`, `expect`, `snapshot`.",
             "- click: addButton",
             "Use the suggested step.")
        case .invalidStep:
            ("A script step has the wrong shape or value: a bad duration, size, key name, or a missing field.",
             "- wait: soon",
             "Write the step as the format shows, e.g. `wait: 300ms`.")
        case .unknownView:
            ("A script step names a view id the script's scene does not have.",
             "- tap: addButon",
             "Use a view id of the scene; the message suggests the closest.")
        case .unsupportedInput:
            ("A script step gives a view input it cannot take, e.g. `type` into a `Label`.",
             "- type: { into: title, text: x }",
             "Send the input to a view that takes it.")
        case .missingScene:
            ("A script names no scene, or the scene file it names does not exist.",
             "steps: [...]   (no `scene:`)",
             "Add `scene: NAME.scene.yaml`, or give the scene on the command line.")
        case .valueConversion:
            ("A data source's value could not be converted to the type a binding or responder expects.",
             "a binding expecting a number given `value: tall`",
             "Give the data source a value of the expected shape.")
        case .responderFailed:
            ("A responder threw an error; the scene goes on and shows the error in the status line.",
             "a responder whose outlet list holds no list",
             "Fix the data or the responder; the message is the responder's own.")
        case .itemGone:
            ("An edit was meant for an item that is no longer in its list (removed meanwhile, or the selection was cleared); nothing was changed.",
             "a SetResponder on a selection whose row another responder has just removed",
             "Select the item again; edit only what is still there.")
        case .editFailed:
            ("An edit's path leads nowhere in the value (an index out of range, a scalar in the way), or the data source cannot pass it back to where its value came from; nothing was changed.",
             "properties: { path: title.first }   (title is a string)",
             "Point the path at a part of the value that exists, or a key of a mapping.")
        case .dataFileNotSaved:
            ("A `FileDataSource` with `save: true` could not write its file; the value is kept in memory and the next change tries again.",
             "books.yaml in a folder that is not writable",
             "Make the file and its folder writable; the message says what the system refused.")
        case .commandFailed:
            ("A `CommandDataSource`'s command failed: it exited non-zero, timed out, printed output that does not parse or is too large, could not start, or commands are turned off. Its data source is `failed` and keeps its last value.",
             "command: [sh, -c, \"exit 3\"]",
             "Fix the command; the message has the last line of its standard error.")
        case .loadFailed:
            ("A custom data source's async load threw or did not finish within its timeout. The data source is `failed` and keeps its last value.",
             "a data source whose server did not answer",
             "Fix what the load reads; the message is the load's own error.")
        case .stepFailed:
            ("A script step could not be performed while playing, e.g. the view is disabled or hidden.",
             "- tap: addButton   (disabled)",
             "Make the step reachable, or expect the state instead.")
        case .expectationFailed:
            ("An `expect` step saw something other than what it wanted.",
             "- expect: { view: count, text: \"3 people\" }",
             "Fix the scene or the expectation; the message shows both.")
        }
    }
}
