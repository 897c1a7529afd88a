/// Applies a file's suppression comments and the project settings to its diagnostics: what they
/// silence is dropped, and a comment code that silences nothing, or names no code, is itself a
/// warning (`unused-ignore`, `unknown-code`).
///
/// Comments apply to diagnostics located in their own file; settings to any file they cover.
struct Suppression {
    /// The file the comments are in.
    let file: String
    let comments: [IgnoreComment]
    /// The settings that apply to the file, if any.
    let settings: ProjectSettings?
    /// Codes whose checks did not run on the file (navigation, when the file was not linted as
    /// part of a folder): an ignore naming them cannot be judged, so it is never reported unused.
    var unjudged: Set<DiagnosticCode> = [.unreachableScene]

    /// What remains of a file's diagnostics, with the comments' own problems, and where the
    /// settings entries that silenced something are written.
    struct Outcome {
        var diagnostics: [Diagnostic]
        var usedSettings: Set<SourceLocation>
    }

    func apply(to diagnostics: [Diagnostic]) -> Outcome {
        guard !comments.isEmpty || settings != nil else { return Outcome(diagnostics: diagnostics, usedSettings: []) }
        // Each comment's codes, read; unknown ones are reported and cover nothing.
        var problems: [Diagnostic] = []
        var codes: [[DiagnosticCode?]] = []
        for comment in comments {
            codes.append(comment.codes.map { written in
                if let code = DiagnosticCode(rawValue: written.value) { return code }
                problems.append(Diagnostic(.unknownCode, ProjectSettingsReader.unknownCodeMessage(written.value), at: written.location))
                return nil
            })
        }
        var used = codes.map { Array(repeating: false, count: $0.count) }
        // The comments that cover each line, and those that cover the file: each diagnostic
        // looks only at its own.
        var byLine: [Int: [Int]] = [:]
        var wholeFile: [Int] = []
        for (index, comment) in comments.enumerated() {
            switch comment.scope {
            case .line(let line): byLine[line, default: []].append(index)
            case .file: wholeFile.append(index)
            case .misplacedFile: break
            }
        }
        var usedSettings: Set<SourceLocation> = []
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            var silenced = false
            if diagnostic.location.file == file {
                for index in (byLine[diagnostic.location.line] ?? []) + wholeFile {
                    for (slot, code) in codes[index].enumerated() where code == diagnostic.code {
                        used[index][slot] = true
                        silenced = true
                    }
                }
            }
            if !silenced, let place = settings?.rule(silencing: diagnostic.code, in: diagnostic.location.file) {
                usedSettings.insert(place)
                silenced = true
            }
            if !silenced { kept.append(diagnostic) }
        }
        for (index, comment) in comments.enumerated() {
            for (slot, written) in comment.codes.enumerated() where !used[index][slot] {
                guard let code = codes[index][slot], !unjudged.contains(code) || comment.scope == .misplacedFile else { continue }
                problems.append(Diagnostic(.unusedIgnore, unusedMessage(written.value, comment.scope), at: written.location))
            }
        }
        // The comments' own problems may be silenced by the settings, never by a comment.
        for problem in problems {
            if let place = settings?.rule(silencing: problem.code, in: problem.location.file) {
                usedSettings.insert(place)
            } else {
                kept.append(problem)
            }
        }
        return Outcome(diagnostics: kept, usedSettings: usedSettings)
    }

    private func unusedMessage(_ code: String, _ scope: IgnoreComment.Scope) -> String {
        switch scope {
        case .line(let line):
            "this ignore silences nothing: there is no '\(code)' diagnostic on line \(line); remove '\(code)' from the comment"
        case .file:
            "this ignore silences nothing: there is no '\(code)' diagnostic in this file; remove '\(code)' from the comment"
        case .misplacedFile:
            "'stagehand-ignore-file' works only at the top of a file, before its first line that is not a comment; move it there"
        }
    }
}
