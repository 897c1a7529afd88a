/// Holds `.json` files to JSON. They are read by the strict ``JSONTreeReader``; one that is not
/// JSON is read again by libyaml (JSON is YAML's flow syntax), which would take a trailing comma,
/// a comment, a single-quoted string or a word without quotes, which jq, editors and JSON Schema
/// refuse. A file that libyaml read without errors is read again by the strict
/// ``JSONEventReader``; where it stops is a `not-json` error, named by what stands there.
enum JSONStrictness {
    /// Whether the file is held to JSON: its name ends in `.json` (`.scene.json`, `.script.json`,
    /// a data file).
    static func applies(to file: String) -> Bool {
        file.utf8.count > 5 && file.hasSuffix(".json")
    }

    /// The first place where `input` is not JSON, as a `not-json` diagnostic, or nil.
    static func problem(in input: UnsafeBufferPointer<UInt8>, file: String) -> Diagnostic? {
        guard let (mark, offset, problem) = firstFault(in: input) else { return nil }
        return diagnostic(problem, at: mark, offset: offset, in: input, file: file)
    }

    /// The first place where text libyaml read without errors is not JSON, with what stands
    /// there in words (a trailing comma, a comment, a tag), or nil: for text that is held to JSON
    /// without being a file (a command's `json` output).
    static func fault(in input: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int, what: String)? {
        guard let (mark, offset, problem) = firstFault(in: input) else { return nil }
        return (mark.line, mark.column, name(of: input, at: offset) ?? problem)
    }

    /// Where the strict reader stops, the byte offset, and its own words for why.
    private static func firstFault(in input: UnsafeBufferPointer<UInt8>) -> (YAMLEvent.Mark, Int, String)? {
        let reader = JSONEventReader(input: input)
        while reader.next() != nil {}
        guard let failure = reader.failure else { return nil }
        switch failure {
        case .syntax(let message, let at, _, _): return (at, reader.failureOffset, message)
        case .flowTooDeep(let at): return (at, reader.failureOffset, "nested too deep")
        // libyaml already checked the encoding of a file it read to its end.
        case .encoding: return nil
        }
    }

    /// The `not-json` error at `mark` (byte `offset`), named by what stands there, else by `problem`.
    static func diagnostic(_ problem: String, at mark: YAMLEvent.Mark, offset: Int, in input: UnsafeBufferPointer<UInt8>,
                           file: String) -> Diagnostic {
        let what = Self.name(of: input, at: offset) ?? problem
        return Diagnostic(.notJSON, "the file is named .json but is not JSON: \(what)",
                          at: SourceLocation(file: file, line: mark.line, column: mark.column))
    }

    /// ``diagnostic(_:at:offset:in:file:)`` only when a `//` or `/* */` comment stands at
    /// `offset`: YAML reads one as text and then fails somewhere after it, so for a `.json` file
    /// libyaml could not read either, the comment is the problem to show, where it is. Whatever
    /// else stops both readers (a bad escape, an unclosed list) keeps libyaml's own words.
    static func commentDiagnostic(at mark: YAMLEvent.Mark, offset: Int, in input: UnsafeBufferPointer<UInt8>,
                                  file: String) -> Diagnostic? {
        guard offset < input.count, input[offset] == UInt8(ascii: "/"), let what = Self.name(of: input, at: offset) else { return nil }
        return Diagnostic(.notJSON, "the file is named .json but is not JSON: \(what)",
                          at: SourceLocation(file: file, line: mark.line, column: mark.column))
    }

    /// What stands at `offset`, named as a person would: a trailing comma, a comment, …
    private static func name(of input: UnsafeBufferPointer<UInt8>, at offset: Int) -> String? {
        guard offset < input.count else { return nil }
        let byte = input[offset]
        switch byte {
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            var before = offset - 1
            while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(input[before]) { before -= 1 }
            return before >= 0 && input[before] == UInt8(ascii: ",") ? "a trailing comma before '\(Character(Unicode.Scalar(byte)))'; JSON has none" : nil
        case UInt8(ascii: "/"), UInt8(ascii: "#"): return "a comment; JSON has none"
        case UInt8(ascii: "'"): return "a string in single quotes; JSON strings take double quotes"
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "-"),
             UInt8(ascii: "?"), UInt8(ascii: "%"):
            return "'\(Character(Unicode.Scalar(byte)))', a YAML form JSON does not have"
        default:
            let isWordStart = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
            return isWordStart ? "a word without double quotes; JSON strings and keys take double quotes (true, false and null excepted)" : nil
        }
    }
}
