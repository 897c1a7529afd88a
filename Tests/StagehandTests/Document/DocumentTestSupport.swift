import Stagehand

/// Shorthands for the document tests: parse text, and read positions and texts back compactly.
enum DocumentTestSupport {
    static let file = "test.scene.yaml"

    static func parse(_ text: String, limits: LoadLimits = .default) -> (document: Document?, diagnostics: [Diagnostic]) {
        DocumentLoader.parse(Array(text.utf8), file: file, limits: limits)
    }

    /// The root of a text that must parse without any diagnostic, or `nil` (the test then fails on it).
    static func cleanRoot(_ text: String) -> Node? {
        let (document, diagnostics) = parse(text)
        guard diagnostics.isEmpty else { return nil }
        return document?.root
    }
}

extension Node {
    /// `line:column`, for compact expectations.
    var docPos: String { "\(location.line):\(location.column)" }

    /// The keys of a mapping in order, or `[]`.
    var docKeys: [String] { pairs?.compactMap { $0.key.scalarText } ?? [] }
}

extension Diagnostic {
    /// `line:column`, for compact expectations.
    var docPos: String { "\(location.line):\(location.column)" }
}
