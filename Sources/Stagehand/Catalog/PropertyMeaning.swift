/// What a property's text means beyond its kind, declared once with the property so that lint,
/// `stagehand types` and editors treat it alike without naming any type or property.
public enum PropertyMeaning: String, Sendable, CaseIterable {
    /// Nothing beyond its kind.
    case plain
    /// A path, relative to the scene file, to a JSON or YAML data file inside the scene's folder.
    case dataFile
    /// The id of one of the scene's segues.
    case segue
    /// A dot path into a value (`author.name`, `items.0`, `count`).
    case dotPath
    /// Text with `{path}` placeholders filled from a value, as `TextBinding`'s `format`.
    case textFormat
    /// A command line as a list: the program (on `PATH`, or a path relative to the scene file),
    /// then its arguments.
    case command
    /// The options of a choice (`Select`'s and `RadioGroup`'s `options`): a list whose items are
    /// scalars, or mappings with `title` and `value` (at least one of them) and nothing else.
    case choiceOptions
    /// A key that fires a shortcut (`r`, `ctrl-r`, `shift-f5`), as a script's `key` step names
    /// it: lint reads it, refuses the runtime's own keys (`reserved-key`) and a key bound twice
    /// in one scene (`duplicate-shortcut`).
    case keyChord
    /// The name of a style: a built-in one, or one the scene's `styles` or its theme declares.
    case styleName
    /// How the object's data files are read: one of the command output formats (`json`, `yaml`,
    /// `lines`, `text`, `jsonl`, `csv`, `tsv`, `columns`), as `CommandDataSource`'s `format`
    /// says how its `sample` reads. Without one, a data file is JSON or YAML.
    case dataFormat
    /// A list of titles, each one line of text (`Table`'s `columns`): an item that is a list, a
    /// mapping or null is an error at the item.
    case titles
    /// A count of columns or lines (a view's `width` and `height`, a stack's `spacing`): 0 to
    /// 10,000, so a negative one, or one no terminal could show, is an error.
    case cellCount
    /// A process's exit status (`QuitResponder`'s `status`): 0 to 255, all a process can end
    /// with, so another number is an error rather than a status the system cuts to 8 bits.
    case exitStatus
    /// A list of numbers (`Sparkline`'s `values`): an item that is not a number is an error at
    /// the item.
    case numbers
    /// Variables for a command's environment (`CommandDataSource`'s `env`): a mapping of names
    /// to text, so a value that is a list or a mapping is an error at the value.
    case environment

    /// The largest count of cells a scene may give: far more columns or lines than any terminal
    /// has, and far from where adding up sizes and spacing could overflow.
    package static let largestCellCount = 10_000

    /// A few words naming the meaning, for `stagehand types` and editors' hover; `nil` for
    /// ``plain``, which adds nothing to the kind.
    public var displayName: String? {
        switch self {
        case .plain: nil
        case .dataFile: "data file"
        case .segue: "segue id"
        case .dotPath: "dot path"
        case .textFormat: "text format"
        case .command: "command line"
        case .choiceOptions: "choice options"
        case .keyChord: "key"
        case .styleName: "style name"
        case .dataFormat: "data format"
        case .titles: "titles"
        case .cellCount: "count of cells"
        case .exitStatus: "exit status"
        case .numbers: "numbers"
        case .environment: "environment variables"
        }
    }
}
