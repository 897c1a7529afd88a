extension ScriptDecoder {
    /// One step decoded on its own (``decodeStep(text:file:limits:)``).
    package struct OneStep {
        /// The step.
        package var step: ScriptStep
        /// The step as one line of JSON, which a script's list of steps takes as it is.
        package var json: String
    }

    /// Decodes one step written on its own, as YAML or JSON (`{"tap": "addButton"}`, `back`):
    /// what an agent hands the agents' server, checked as a script's step is. `file` names the
    /// step in its diagnostics.
    ///
    /// - Parameters:
    ///   - text: The step, as an item of a script's `steps` holds it.
    ///   - file: What the step's diagnostics name as its place.
    ///   - limits: The bounds the text is read with.
    /// - Returns: The step, or `nil` and the diagnostics saying why it is not one.
    package static func decodeStep(text: String, file: String, limits: LoadLimits = .default) -> (step: OneStep?, diagnostics: [Diagnostic]) {
        let (document, problems) = DocumentLoader.parse(Array(text.utf8), file: file, limits: limits)
        guard let root = document?.root, !problems.containsErrors else {
            let start = SourceLocation(file: file, line: 1, column: 1)
            return (nil, problems.containsErrors ? problems : [Diagnostic(.invalidStep, "the step is empty; give one such as {\"tap\": \"addButton\"}", at: start)])
        }
        var reader = NodeReader()
        guard let step = decodeStep(root, &reader), !reader.diagnostics.containsErrors else {
            return (nil, reader.diagnostics)
        }
        return (OneStep(step: step, json: Value(root).jsonText(pretty: false)), [])
    }
}
