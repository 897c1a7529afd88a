extension Array where Element == Diagnostic {
    /// The diagnostics, each given the line it points at (and each note with a place, the line
    /// at its place) from the source of the file it names, where one of `sources` is that file
    /// and the diagnostic has no line yet.
    ///
    /// Every source is read once, for the lines wanted from it; diagnostics are not reordered.
    package func withSourceLines(from sources: [SourceText]) -> [Diagnostic] {
        guard !isEmpty, !sources.isEmpty else { return self }
        var wanted: [String: Set<Int>] = [:]
        for diagnostic in self {
            if diagnostic.sourceLine == nil { wanted[diagnostic.location.file, default: []].insert(diagnostic.location.line) }
            for note in diagnostic.notes where note.sourceLine == nil {
                if let place = note.location { wanted[place.file, default: []].insert(place.line) }
            }
        }
        var lines: [String: [Int: SourceLine]] = [:]
        for source in sources where lines[source.file] == nil {
            guard let numbers = wanted[source.file] else { continue }
            lines[source.file] = source.lines(numbers)
        }
        guard !lines.isEmpty else { return self }
        return map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.sourceLine == nil {
                diagnostic.sourceLine = lines[diagnostic.location.file]?[diagnostic.location.line]
            }
            for index in diagnostic.notes.indices where diagnostic.notes[index].sourceLine == nil {
                guard let place = diagnostic.notes[index].location else { continue }
                diagnostic.notes[index].sourceLine = lines[place.file]?[place.line]
            }
            return diagnostic
        }
    }

    /// The diagnostics given lines from a source, when there is one.
    package func withSourceLines(from source: SourceText?) -> [Diagnostic] {
        source.map { withSourceLines(from: [$0]) } ?? self
    }
}
