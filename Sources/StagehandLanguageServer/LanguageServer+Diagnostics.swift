import Stagehand

extension LanguageServer {
    /// Lints an open scene or script as its text now reads and publishes every diagnostic lint
    /// gives, with its code and notes; an empty list clears what was shown before.
    func publishDiagnostics(for document: OpenDocument) -> [JSON] {
        guard document.kind != .other else { return [] }
        let diagnostics = linter.lint(bytes: document.text, file: document.path)
        let items = diagnostics.map { json(for: $0, in: document) }
        return [Self.notification("textDocument/publishDiagnostics", [
            "uri": .string(document.uri), "version": JSON(document.version), "diagnostics": .array(items),
        ])]
    }

    /// A diagnostic as the protocol sends it. One about another file (a data file that is not
    /// JSON) is shown where a note places it in this one (the line that reads the file), else at
    /// the top, with that file's position in its message.
    func json(for diagnostic: Diagnostic, in document: OpenDocument) -> JSON {
        let lines = document.lines
        let isHere = diagnostic.location.file == document.path
        let noteHere = isHere ? nil : diagnostic.notes.lazy.compactMap(\.location).first { $0.file == document.path }
        let range = isHere ? lines.scalarRange(at: diagnostic.location) : noteHere.map { lines.scalarRange(at: $0) } ?? 0..<0
        let message = isHere ? diagnostic.message : "\(diagnostic.location): \(diagnostic.message)"
        var item: [String: JSON] = [
            "range": lines.json(range),
            "severity": JSON(Self.severity(diagnostic.severity)),
            "code": .string(diagnostic.code.rawValue),
            "source": "stagehand",
            "message": .string(message),
        ]
        if !diagnostic.notes.isEmpty {
            item["relatedInformation"] = .array(diagnostic.notes.map { note in
                ["location": self.location(of: note, in: diagnostic, from: document), "message": .string(note.message)]
            })
        }
        return .object(item)
    }

    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// A note's place as a protocol location. One in another file (a data file that does not
    /// parse) is measured on the line the note carries, which is the text that was checked,
    /// rather than on the file read again.
    func location(of note: Diagnostic.Note, in diagnostic: Diagnostic, from document: OpenDocument) -> JSON {
        let place = note.location ?? diagnostic.location
        let line = note.location == nil ? diagnostic.sourceLine : note.sourceLine
        // The line the note carries is cut after 200 characters; a column past that needs the file.
        guard place.file != document.path, let line, place.column <= line.text.unicodeScalars.count + 1 else {
            return location(place, from: document)
        }
        let map = LineMap(Array(line.text.utf8))
        let range = map.scalarRange(at: SourceLocation(file: place.file, line: 1, column: place.column))
        func position(_ offset: Int) -> JSON {
            ["line": JSON(place.line - 1), "character": JSON(map.position(of: offset).character)]
        }
        return ["uri": .string(uri(ofFile: place.file)), "range": ["start": position(range.lowerBound), "end": position(range.upperBound)]]
    }

    /// A protocol location for a place in this document or in another file.
    func location(_ location: SourceLocation, from document: OpenDocument) -> JSON {
        if location.file == document.path {
            return ["uri": .string(document.uri), "range": document.lines.json(document.lines.scalarRange(at: location))]
        }
        let lines = self.lines(ofFile: location.file)
        return ["uri": .string(uri(ofFile: location.file)), "range": lines.json(lines.scalarRange(at: location))]
    }

    /// The text of a file: the editor's buffer when it is open, else what is on disk.
    func lines(ofFile path: String) -> LineMap {
        if let open = documents.values.first(where: { $0.path == path }) { return open.lines }
        return LineMap(FileBytes.read(path) ?? [])
    }

    /// The URI a file is open under, else its `file://` URI.
    func uri(ofFile path: String) -> String {
        documents.values.first { $0.path == path }?.uri ?? DocumentURI.uri(of: PathResolver.normalize(path))
    }
}
