extension Suggestion {
    /// Whether one of the `written` names that is not `declared` is a near miss of `name`, so
    /// its did-you-mean already points there: a required outlet or property spelled wrong is
    /// then one error (the unknown name, with its fix), not also a missing one.
    ///
    /// - Parameters:
    ///   - name: the declared name that seems missing.
    ///   - written: the names the object wrote.
    ///   - declared: every name its type declares.
    package static func isNearMiss(of name: String, amongWritten written: [String], declared: [String]) -> Bool {
        written.contains { word in
            !declared.contains(word) && closest(to: word, in: declared) == name
        }
    }
}
