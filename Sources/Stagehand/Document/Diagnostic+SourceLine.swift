extension Diagnostic {
    /// The diagnostic given the line it points at (and its notes theirs) from `source`, when
    /// it names that file.
    package func withSourceLine(from source: SourceText?) -> Diagnostic {
        [self].withSourceLines(from: source)[0]
    }
}
