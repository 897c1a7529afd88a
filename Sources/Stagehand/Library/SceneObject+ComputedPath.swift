extension SceneObject {
    /// The segments `path` names now: filled from `input`'s value when it holds placeholders.
    /// Nil when nothing is to be written or read: the input has no value yet (null), or a
    /// placeholder finds nothing in it, which with `--strict` is reported as a runtime problem.
    ///
    /// - Parameters:
    ///   - path: The property's text, as written.
    ///   - input: The object's `input` outlet.
    ///   - property: The property's name, for the message.
    ///   - outcome: What came of it, for the message: `wrote nothing`, `read nothing`.
    func computedSegments(_ path: String, input: DataSource?, property: String = "path", outcome: String = "wrote nothing") -> [String]? {
        let computed = ComputedPath(path)
        guard computed.hasPlaceholder else { return Value.pathSegments(path) }
        // Lint reports a placeholder without an input (`placeholder-without-input`).
        guard let input, input.value != .null else { return nil }
        switch computed.segments(filledFrom: input.value) {
        case .success(let segments): return segments
        case .failure(let missing):
            if let scene, scene.options.reportsMissingData {
                scene.report(.pathNotInData, "\(debugName) \(outcome): its \(property) '\(path)': \(missing.description) of \(input.debugName)",
                             at: declarationLocation)
            }
            return nil
        }
    }
}
