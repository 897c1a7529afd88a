/// How a data file is written back: in the syntax it was read in, chosen by its extension.
enum DataFileFormat {
    case json
    case yaml

    /// `.json` files are JSON; everything else a data source loads is YAML.
    init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }

    /// The file's text for a value: JSON with two-space indentation, or block-style YAML; keys
    /// in the value's order, one item or member per line, and a final newline.
    func text(of value: Value) -> String {
        switch self {
        case .json: value.jsonText(pretty: true) + "\n"
        case .yaml: value.yamlText()
        }
    }
}
