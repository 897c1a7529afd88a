/// A script file compiled: its description and every problem found in it.
public struct CompiledScript {
    /// The script file, as given.
    public let file: String
    /// The decoded script; `nil` when there was no document to decode.
    public let description: ScriptDescription?
    /// Every problem found, sorted by position.
    public let diagnostics: [Diagnostic]
    /// The script's suppression comments, for lint to apply.
    var ignoreComments: [IgnoreComment] = []
    /// The parsed text, for the lines of diagnostics lint adds.
    var source: SourceText?

    /// The script, when it has no errors and so may be played.
    public var playable: ScriptDescription? {
        diagnostics.containsErrors ? nil : description
    }

    /// The path of the scene the script names, resolved against the script's folder.
    public var scenePath: String? {
        guard let named = description?.scene else { return nil }
        return PathResolver.resolve(named.value, against: PathResolver.directory(of: file))
    }
}
