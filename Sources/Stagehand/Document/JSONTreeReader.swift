/// Reads a `.json` file straight into the ``TreeBuilder``: no libyaml, no events, one pass over
/// the bytes.
///
/// Reading JSON through libyaml cost a YAML scanner's work per byte (simple-key bookkeeping,
/// lookahead over a decoding buffer) and an event per node, and a `.json` file was then read a
/// second time to be held to JSON. This reader does both at once: it accepts exactly RFC 8259
/// JSON and hands each node to the builder as it finds it, so the limits, duplicate keys and
/// storage are the builder's, as for YAML. Nodes are what libyaml made of the same text: strings
/// are double-quoted scalars holding their decoded text, numbers, `true`, `false` and `null`
/// plain scalars holding their text (so numbers resolve to the same ``Value``), each at
/// libyaml's position (1-based lines; columns in Unicode scalars; a leading byte-order mark not
/// counted; CR LF, CR, NEL, LS and PS breaking lines as they do for libyaml).
///
/// What it refuses, it only reports (``Outcome/notJSON(_:)``): the loader then reads the text
/// the way it always has, so a file that is not JSON gets the diagnostic it always got, and this
/// reader's own is used only where that reading would have accepted the text. Inside strings it
/// refuses, besides what JSON refuses, the characters libyaml refuses in any file (DEL, C1
/// controls other than NEL, U+FFFE, U+FFFF), so no file that loaded before loads differently.
///
/// Open collections live on the builder's explicit stack: no input makes this recurse. The input
/// is borrowed for the reader's lifetime.
///
/// The nodes go to a ``JSONTreeSink``: the ``TreeBuilder`` for a document, or a sink that makes
/// the value straight away for a text already known to load.
package struct JSONTreeReader {
    /// Where and why the text is not JSON.
    package struct Failure: Error {
        /// What was expected or found, as a sentence fragment.
        let problem: String
        /// The byte offset of the place.
        let offset: Int
        /// The line and column of the place.
        package let mark: YAMLEvent.Mark
    }

    /// How a reading ended.
    package enum Outcome<Built> {
        /// The text is JSON; what the sink built holds it (a builder may have reported duplicate
        /// keys or over-long strings).
        case finished(Built)
        /// A limit stopped the builder; its diagnostics say which.
        case stopped
        /// The text is not JSON (or is not text libyaml would take) at the place given.
        case notJSON(Failure)
    }

    private let input: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private var i = 0
    private var line = 1
    /// Where the current line starts.
    private var lineStart = 0
    /// Bytes on the current line before `i` that are not columns of their own: the second,
    /// third and fourth bytes of multi-byte characters.
    private var extraBytes = 0
    /// The decoded text of a string with escapes; other strings are handed over from the input.
    private var scratch: [UInt8] = []
    private var failure: Failure?

    /// Prepares to read `input`, which must stay valid while the reader is used.
    package init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        // libyaml skips a UTF-8 byte-order mark without counting a column for it.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            i = 3
            lineStart = 3
        }
    }

    /// The position of the byte at `i`.
    private var mark: YAMLEvent.Mark {
        YAMLEvent.Mark(line: line, column: i - lineStart - extraBytes + 1)
    }

    /// Reads the whole text into `builder`.
    package mutating func read<Sink: JSONTreeSink & ~Copyable>(into builder: inout Sink) -> Outcome<Sink.Built> {
        let n = input.count
        var expectValue = true
        while true {
            skipWhitespace()
            if expectValue {
                guard i < n else { return fail(builder.depth == 0 ? "expected a JSON value, found the end of the text" : unclosed(builder)) }
                let at = mark
                switch input[i] {
                case UInt8(ascii: "{"):
                    switch open(isMapping: true, closer: UInt8(ascii: "}"), at: at, into: &builder) {
                    case .stopped: return .stopped
                    case .empty: expectValue = false
                    case .items: guard key(into: &builder) else { return outcome() }
                    }
                case UInt8(ascii: "["):
                    switch open(isMapping: false, closer: UInt8(ascii: "]"), at: at, into: &builder) {
                    case .stopped: return .stopped
                    case .empty: expectValue = false
                    case .items: break
                    }
                case UInt8(ascii: "\""):
                    guard string(into: &builder) else { return outcome() }
                    expectValue = false
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard number(into: &builder, at: at) else { return outcome() }
                    expectValue = false
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    guard word(into: &builder, at: at) else { return outcome() }
                    expectValue = false
                default:
                    return fail("expected a JSON value (an object, array, string, number, true, false or null)")
                }
            } else {
                guard builder.depth > 0 else {
                    guard i == n else { return fail("expected the end of the text after the JSON value") }
                    guard let built = builder.finishJSON() else { return .stopped }
                    return .finished(built)
                }
                let isMapping = builder.innermostIsMapping
                guard i < n else { return fail(unclosed(builder)) }
                switch input[i] {
                case UInt8(ascii: ","):
                    i += 1
                    expectValue = true
                    if isMapping {
                        skipWhitespace()
                        guard key(into: &builder) else { return outcome() }
                    }
                case UInt8(ascii: "}") where isMapping, UInt8(ascii: "]") where !isMapping:
                    i += 1
                    guard builder.close() == .more else { return .stopped }
                default:
                    return fail(isMapping ? "expected ',' or '}' after a value in a mapping"
                                          : "expected ',' or ']' after an item in a list")
                }
            }
        }
    }

    /// What opening an object or an array found.
    private enum Opened {
        /// The sink asked to stop.
        case stopped
        /// It closed at once (`{}`, `[]`), and is closed in the sink too.
        case empty
        /// Its first key or item follows.
        case items
    }

    /// Opens the object or array whose first byte is at `i`, and closes it at once when `closer`
    /// is the next byte that is not white space.
    ///
    /// Always inlined: each call site passes constants, so each compiles to the branch it would
    /// be written as; a single branch choosing between the two at run time cost 3% more
    /// instructions in this loop (measured on a 100,000-row table).
    @inline(__always)
    private mutating func open<Sink: JSONTreeSink & ~Copyable>(
        isMapping: Bool, closer: UInt8, at mark: YAMLEvent.Mark, into builder: inout Sink
    ) -> Opened {
        guard builder.open(isMapping: isMapping, at: mark) == .more else { return .stopped }
        i += 1
        skipWhitespace()
        guard i < input.count, input[i] == closer else { return .items }
        i += 1
        return builder.close() == .more ? .empty : .stopped
    }

    /// What a helper that returned `false` ended with.
    private func outcome<Built>() -> Outcome<Built> {
        failure.map { Outcome<Built>.notJSON($0) } ?? .stopped
    }

    private mutating func fail<Built>(_ problem: String) -> Outcome<Built> {
        _ = failed(problem)
        return outcome()
    }

    /// Records where and why the text is not JSON, for the helpers that answer whether they
    /// succeeded: always `false`.
    private mutating func failed(_ problem: String) -> Bool {
        failure = Failure(problem: problem, offset: i, mark: mark)
        return false
    }

    private func unclosed<Sink: JSONTreeSink & ~Copyable>(_ builder: borrowing Sink) -> String {
        "the text ends while \(builder.depth) JSON arrays and objects are still open (the innermost needs '"
            + (builder.innermostIsMapping ? "}')" : "]')")
    }

    private mutating func skipWhitespace() {
        let n = input.count
        while i < n {
            switch input[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                i += 1
            case UInt8(ascii: "\n"):
                i += 1
                newLine()
            case UInt8(ascii: "\r"):
                // CR LF is one break, counted at the LF.
                i += 1
                if i >= n || input[i] != UInt8(ascii: "\n") { newLine() }
            default:
                return
            }
        }
    }

    /// Starts a line at `i`.
    private mutating func newLine() {
        line += 1
        lineStart = i
        extraBytes = 0
    }

    /// A mapping's key at `i`, and the colon after it; `false` after a failure or a limit.
    private mutating func key<Sink: JSONTreeSink & ~Copyable>(into builder: inout Sink) -> Bool {
        guard i < input.count, input[i] == UInt8(ascii: "\"") else { return failed("expected a key in double quotes (JSON)") }
        guard string(into: &builder) else { return false }
        skipWhitespace()
        guard i < input.count, input[i] == UInt8(ascii: ":") else { return failed("expected ':' after the key") }
        i += 1
        return true
    }

    /// The string whose opening quote is at `i`, as a double-quoted scalar; `false` after a
    /// failure or a limit. Its text is handed over from the input unless it holds escapes.
    private mutating func string<Sink: JSONTreeSink & ~Copyable>(into builder: inout Sink) -> Bool {
        let at = mark
        i += 1
        let start = i
        let n = input.count
        // Most strings are printable ASCII without escapes: look for their end alone.
        while i < n {
            let byte = input[i]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: input[start..<i])
                i += 1
                return builder.addScalar(.doubleQuoted, bytes: text, at: at) == .more
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x7F { break }
            i += 1
        }
        scratch.removeAll(keepingCapacity: true)
        var escaped = false
        while i < n {
            let byte = input[i]
            switch byte {
            case UInt8(ascii: "\""):
                i += 1
                let flow = escaped
                    ? scratch.withUnsafeBufferPointer { builder.addScalar(.doubleQuoted, bytes: $0, at: at) }
                    : builder.addScalar(.doubleQuoted, bytes: UnsafeBufferPointer(rebasing: input[start..<(i - 1)]), at: at)
                return flow == .more
            case UInt8(ascii: "\\"):
                if !escaped {
                    escaped = true
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<i]))
                }
                guard escape() else { return false }
            case 0..<0x20:
                return failed("a control character or line break inside a JSON string; write it as an escape such as \\n or \\t")
            case 0x7F:
                return failed("a control character inside a string")
            case 0x20..<0x7F:
                if escaped { scratch.append(byte) }
                i += 1
            default:
                guard multiByte(copying: escaped) else { return false }
            }
        }
        return failed("found the end of the text inside a string")
    }

    /// Moves past the multi-byte character at `i`, copying it to the scratch text when asked;
    /// `false` when the bytes are no UTF-8 or a character libyaml refuses.
    private mutating func multiByte(copying: Bool) -> Bool {
        let length = JSONEventReader.utf8Length(input, at: i)
        guard length > 0 else { return failed("invalid UTF-8") }
        let lead = input[i], second = input[i + 1]
        // C1 controls (U+0080–U+009F) but NEL, and U+FFFE and U+FFFF, are not printable for libyaml.
        if lead == 0xC2, second < 0xA0, second != 0x85 { return failed("a control character inside a string") }
        if lead == 0xEF, second == 0xBF, input[i + 2] >= 0xBE { return failed("a non-character inside a string") }
        if copying { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[i..<(i + length)])) }
        // libyaml counts NEL, LS and PS as line breaks wherever they stand.
        let isBreak = (lead == 0xC2 && second == 0x85)
            || (lead == 0xE2 && second == 0x80 && input[i + 2] & 0xFE == 0xA8)
        i += length
        if isBreak {
            newLine()
        } else {
            extraBytes += length - 1
        }
        return true
    }

    /// Decodes the escape at the backslash at `i` into the scratch text; `false` after a failure.
    private mutating func escape() -> Bool {
        i += 1
        guard i < input.count else { return failed("found the end of the text inside a string") }
        let letter = input[i]
        if let simple = JSONEscape.byte(for: letter) {
            scratch.append(simple)
            i += 1
            return true
        }
        guard letter == UInt8(ascii: "u") else { return failed("unknown escape in a JSON string") }
        guard let first = unicodeEscape() else { return false }
        let decoded = JSONEscape.scalar(first: first) {
            guard i + 1 < input.count, input[i] == UInt8(ascii: "\\"), input[i + 1] == UInt8(ascii: "u") else { return .none }
            i += 1
            return .some(unicodeEscape())
        }
        switch decoded {
        case .scalar(let scalar): UTF8.encode(scalar) { scratch.append($0) }
        case .refused(let problem): return failed(problem)
        case .lowDigitsRefused: return false
        }
        return true
    }

    /// The four hex digits after the `u` at `i`, moving past them.
    private mutating func unicodeEscape() -> UInt32? {
        i += 1
        var scalar: UInt32 = 0
        for _ in 0..<4 {
            guard i < input.count, let digit = JSONEscape.hexValue(input[i]) else {
                _ = failed("expected four hex digits after \\u")
                return nil
            }
            scalar = scalar << 4 | digit
            i += 1
        }
        return scalar
    }


    /// The number at `i`, as a plain scalar of its text: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)?
    /// ([eE] [-+]? [0-9]+)?. A leading zero ends the number, and what follows is refused where
    /// it stands.
    private mutating func number<Sink: JSONTreeSink & ~Copyable>(into builder: inout Sink, at: YAMLEvent.Mark) -> Bool {
        let start = i
        if input[i] == UInt8(ascii: "-") { i += 1 }
        if i < input.count, input[i] == UInt8(ascii: "0") {
            i += 1
        } else if !digits() {
            return failed("expected a digit in this JSON number")
        }
        if i < input.count, input[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() else { return failed("expected a digit in this JSON number") }
        }
        if i < input.count, input[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < input.count, input[i] == UInt8(ascii: "+") || input[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() else { return failed("expected a digit in this JSON number") }
        }
        return builder.addScalar(.plain, bytes: UnsafeBufferPointer(rebasing: input[start..<i]), at: at) == .more
    }

    /// Moves past digits at `i`: whether there was one.
    private mutating func digits() -> Bool {
        let first = i
        while i < input.count, input[i] &- UInt8(ascii: "0") < 10 { i += 1 }
        return i > first
    }

    /// `true`, `false` or `null` at `i`, as a plain scalar.
    private mutating func word<Sink: JSONTreeSink & ~Copyable>(into builder: inout Sink, at: YAMLEvent.Mark) -> Bool {
        let word: StaticString = switch input[i] {
        case UInt8(ascii: "t"): "true"
        case UInt8(ascii: "f"): "false"
        default: "null"
        }
        let count = word.utf8CodeUnitCount
        guard input.count - i >= count else { return failed("expected a JSON value (an object, array, string, number, true, false or null)") }
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for k in 0..<count where input[i + k] != bytes[k] {
            return failed("expected a JSON value (an object, array, string, number, true, false or null)")
        }
        let text = UnsafeBufferPointer(rebasing: input[i..<(i + count)])
        i += count
        return builder.addScalar(.plain, bytes: text, at: at) == .more
    }
}
