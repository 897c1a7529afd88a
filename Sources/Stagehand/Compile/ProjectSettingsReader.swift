/// Reads a `.stagehand.yaml` document into ``ProjectSettings``, reporting every problem and
/// keeping what could be read.
enum ProjectSettingsReader {
    static let keys = ["ignore", "paths", "entry", "theme"]

    static func read(_ document: Document?, file: String, loadDiagnostics: [Diagnostic]) -> ProjectSettings {
        var settings = ProjectSettings(file: file)
        var reader = NodeReader()
        // An empty file (or only comments) is valid settings with nothing set.
        let diagnostics = loadDiagnostics.filter { $0.code != .emptyFile }
        guard let root = document?.root else {
            settings.diagnostics = diagnostics
            return settings
        }
        if case .scalar(let scalar) = root.content, scalar.isNull {
            settings.diagnostics = diagnostics
            return settings
        }
        if let pairs = reader.mapping(root, "the settings file") {
            for pair in reader.knownPairs(pairs, known: keys, in: "in \(ProjectSettings.fileName)") {
                switch pair.key.scalarText ?? "" {
                case "ignore":
                    settings.ignore = codes(pair.value, "'ignore'", reader: &reader)
                case "paths":
                    settings.paths = rules(pair.value, reader: &reader)
                case "theme":
                    settings.theme = reader.string(pair.value, "'theme'")
                default:
                    settings.entry = reader.string(pair.value, "'entry'")
                }
            }
        }
        settings.diagnostics = (diagnostics + reader.diagnostics).sortedByLocation().withSourceLines(from: document?.source)
        return settings
    }

    /// A list of codes (or one code); unknown codes are reported with a did-you-mean hint.
    static func codes(_ node: Node, _ what: String, reader: inout NodeReader) -> [Located<DiagnosticCode>] {
        // One code may be written without the list around it.
        let isOneCode = if case .scalar(let scalar) = node.content { !scalar.isNull } else { false }
        let items: [Node] = isOneCode ? [node] : Array(reader.list(node, what))
        var codes: [Located<DiagnosticCode>] = []
        for item in items {
            guard let text = reader.string(item, "a code in \(what)") else { continue }
            if let code = DiagnosticCode(rawValue: text.value) {
                codes.append(Located(code, at: text.location))
            } else {
                reader.report(.unknownCode, unknownCodeMessage(text.value), at: text.location)
            }
        }
        return codes
    }

    /// `unknown code 'x'; did you mean 'y'?`, shared with the ignore comments.
    static func unknownCodeMessage(_ text: String) -> String {
        let hint = Suggestion.hint(for: text, in: DiagnosticCode.allCases.map(\.rawValue)).map { "; \($0)" }
            ?? "; `lint --explain CODE` explains a code, and the lint manual page (`man stagehand.lint`, or your app's) lists them all"
        return "unknown diagnostic code '\(text)'\(hint)"
    }

    private static func rules(_ node: Node, reader: inout NodeReader) -> [ProjectSettings.PathRule] {
        guard let pairs = reader.mapping(node, "'paths'") else { return [] }
        var rules: [ProjectSettings.PathRule] = []
        for pair in pairs {
            guard let glob = reader.string(pair.key, "a glob in 'paths'") else { continue }
            rules.append(ProjectSettings.PathRule(glob: glob, codes: codes(pair.value, "the codes of '\(glob.value)'", reader: &reader)))
        }
        return rules
    }
}
