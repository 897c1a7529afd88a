extension SceneObject {
    /// The segments `path` names now: filled from `input`'s value when it holds placeholders.
    /// Nil when nothing is to be written or read: the input has no value yet (null), or a
    /// placeholder finds nothing in it, which with `--strict` is reported as a runtime problem.
    ///
    /// Every object whose `path`, `paths`, `by` or `select` may be computed from its `input`
    /// reads its path here, so they all fill, wait and report alike.
    ///
    /// - Parameters:
    ///   - path: The property's text, as written.
    ///   - input: The object's `input` outlet.
    ///   - property: The property's name, for the message.
    ///   - outcome: What came of it, for the message: `wrote nothing`, `read nothing`.
    func computedSegments(_ path: String, input: DataSource?, property: String = "path", outcome: String = "wrote nothing") -> [String]? {
        guard ComputedPath.hasPlaceholder(path) else { return Value.pathSegments(path) }
        // Lint reports a placeholder without an input (`placeholder-without-input`).
        guard let input, input.value != .null else { return nil }
        switch ComputedPath(path).segments(filledFrom: input.value) {
        case .success(let segments): return segments
        case .failure(let missing):
            reportUnfilled(path, missing: missing, input: input, property: property, outcome: outcome)
            return nil
        }
    }

    /// Reports, with `--strict`, a placeholder the input cannot fill: once per declaration,
    /// property and placeholder, since a binding meets it again at every change and one in a
    /// table's prototype has an instance per row.
    private func reportUnfilled(_ path: String, missing: PlaceholderFilling.Missing, input: DataSource, property: String, outcome: String) {
        guard let scene, scene.options.reportsMissingData else { return }
        let place = declarationLocation.map { "\($0.file):\($0.line):\($0.column)" } ?? debugName
        guard scene.reportedMissingData.insert("\(place)\u{0}\(property)\u{0}\(missing.placeholder)\u{0}input").inserted else { return }
        scene.report(.pathNotInData, "\(debugName) \(outcome): its \(property) '\(path)': \(missing.description) of \(input.debugName)",
                     at: declarationLocation)
    }
}

/// What a dot path that may be computed from an `input` reads in a value.
enum PathReading {
    /// The path could not be computed yet (its input has no value, or a placeholder finds
    /// nothing in it): nothing was read.
    case unread
    /// What lies at the path; nil when nothing does.
    case read(Value?)

    /// What was read; nil when nothing was, or nothing lies there.
    var found: Value? {
        if case .read(let value) = self { return value }
        return nil
    }
}

extension SceneObject {
    /// What `path` reads in `value`: a path as written is walked in place (bindings read theirs
    /// at every change; `count` of a list is read too), one with placeholders is filled from
    /// `input` first, as ``computedSegments(_:input:property:outcome:)`` fills it.
    ///
    /// - Parameters:
    ///   - path: The property's text, as written.
    ///   - value: What the path reads into.
    ///   - input: The object's `input` outlet.
    ///   - property: The property's name, for the message.
    func reading(_ path: String, in value: Value, input: DataSource?, property: String = "path") -> PathReading {
        guard ComputedPath.hasPlaceholder(path) else { return .read(value.value(atPath: path)) }
        guard let segments = computedSegments(path, input: input, property: property, outcome: "read nothing") else { return .unread }
        return .read(value.value(atSegments: segments))
    }
}

extension DataRead {
    /// The placeholders of paths computed from data read the `input` outlet's value: lint checks
    /// them against its shape, as it checks a command's, and an editor completes its keys.
    ///
    /// - Parameter properties: The properties whose paths may hold placeholders.
    static func inputFilling(_ properties: [String]) -> DataRead {
        DataRead(outlet: "input", formats: properties)
    }
}
