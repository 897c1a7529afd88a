extension Diagnostic {
    /// What makes two diagnostics the same problem: code, severity, place and words; not notes.
    private struct Sameness: Hashable {
        let code: DiagnosticCode
        let severity: Severity
        let location: SourceLocation
        let message: String

        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code
            severity = diagnostic.severity
            location = diagnostic.location
            message = diagnostic.message
        }
    }

    /// `diagnostics` with each repeated one told once: a problem several files lead to (a shared
    /// data file that is not JSON, read by two scenes) is found once per file, with the same
    /// place and words, and differs only in the notes that say where each file reads it. The
    /// first keeps its place in the list and takes the later ones' new notes.
    static func mergingRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var first: [Sameness: Int] = [:]
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let key = Sameness(diagnostic)
            if let index = first[key] {
                for note in diagnostic.notes where !result[index].notes.contains(note) { result[index].notes.append(note) }
            } else {
                first[key] = result.count
                result.append(diagnostic)
            }
        }
        return result
    }
}
