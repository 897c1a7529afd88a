/// One problem found in a scene, script or data file.
///
/// Printed as compilers print them: `path:line:column: error: message [code]`, the source line
/// with a caret under the column, then any notes.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// A problem that makes lint fail and keeps a scene from running.
        case error
        /// A likely mistake; lint reports it and fails on it only with `--strict` or `--max-warnings`.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// A secondary message attached to a diagnostic, such as a did-you-mean hint or a related place.
    public struct Note: Hashable, Sendable {
        /// The message.
        public var message: String
        /// Where the note points, when it points somewhere other than the diagnostic itself.
        public var location: SourceLocation?
        /// The line at ``location``, from the bytes that were parsed, when they were at hand.
        public var sourceLine: SourceLine?

        /// Creates a note.
        ///
        /// - Parameters:
        ///   - message: The note, in words.
        ///   - location: The place it points at, if any.
        ///   - sourceLine: The text of the line at `location`, to show under the note.
        public init(_ message: String, at location: SourceLocation? = nil, sourceLine: SourceLine? = nil) {
            self.message = message
            self.location = location
            self.sourceLine = sourceLine
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The stable code, documented in ``DiagnosticCode``.
    public var code: DiagnosticCode
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is wrong.
    public var location: SourceLocation
    /// Hints and related places.
    public var notes: [Note]
    /// The line at ``location``, from the bytes that were parsed: the loader, the compiler and
    /// the running scene attach it where they hold those bytes. `nil` when there were none (a
    /// file that could not be read, a place in no file) or they were not valid UTF-8.
    public var sourceLine: SourceLine?

    /// The most characters of a message; a longer one is cut and ends in `…`.
    public static let longestMessage = 1_000

    /// Creates a diagnostic with the code's default severity unless one is given.
    ///
    /// - Parameters:
    ///   - code: The stable code.
    ///   - message: What is wrong, in one sentence without a trailing period.
    ///   - location: Where it is wrong.
    ///   - severity: How serious it is; the code's ``DiagnosticCode/defaultSeverity`` when `nil`.
    ///   - notes: Hints and related places.
    ///   - sourceLine: The text of the line at `location`, to show under the message.
    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation,
        severity: Severity? = nil,
        notes: [Note] = [],
        sourceLine: SourceLine? = nil
    ) {
        self.code = code
        // A message quoting a huge value (a 200 KB argument) is cut, the cut marked: quoted
        // values are cut where they are quoted, this is the last guard for any other.
        self.message = message.utf8.count > Self.longestMessage ? CommandWords.cut(message, limit: Self.longestMessage) : message
        self.location = location
        self.severity = severity ?? code.defaultSeverity
        self.notes = notes
        self.sourceLine = sourceLine
    }

    /// The one-line form: `path:line:column: error: message [code]`, with control characters,
    /// tabs and line breaks of the path and message escaped (see `TerminalText`).
    public var formatted: String {
        "\(TerminalText.oneLine(location.description)): \(severity.rawValue): \(TerminalText.oneLine(message)) [\(code.rawValue)]"
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The diagnostic as lint prints it; see ``formatted``.
    public var description: String { formatted }
}

/// Questions asked of a whole list of diagnostics.
extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, line, column; stable for diagnostics at the same place.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            a.element.location == b.element.location ? a.offset < b.offset : a.element.location < b.element.location
        }.map(\.element)
    }
}

/// A diagnostic can be thrown where a single problem stops the work.
extension Diagnostic: Error {}
