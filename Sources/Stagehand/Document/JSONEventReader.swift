/// Reads a JSON text as the events libyaml gives for it, in time linear in its nesting depth.
///
/// libyaml's scanner looks at every open flow level for every token, so deep `[[[…]]]` costs it
/// time in the square of the depth; the loader reads a whole-file JSON text that passes
/// ``LibYAMLParser/maxFlowDepth`` with this reader instead. The events are libyaml's for the
/// same text: flow collections, strings as double-quoted scalars with their decoded text,
/// numbers, `true`, `false` and `null` as plain scalars with their text, each marked where
/// libyaml marks it (1-based lines, columns in Unicode scalars, a leading byte-order mark not
/// counted). Open collections live on an explicit stack: no input makes it recurse.
///
/// The input is borrowed: the caller keeps it alive for the reader's lifetime.
package final class JSONEventReader: YAMLEventSource {
    /// What the next token may be.
    private enum Expect {
        case streamStart, documentStart, value, valueOrEnd, key, keyOrEnd, colon, separator, documentEnd, streamEnd, done
    }

    private let input: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var column = 1
    /// Whether each open collection is a mapping, outermost first.
    private var open: [Bool] = []
    private var expect = Expect.streamStart
    /// Decoded text of a string that holds escapes; other scalars point into the input.
    private var scratch: UnsafeMutablePointer<UInt8>
    private var scratchCapacity = 256
    private var scratchCount = 0
    package private(set) var failure: LibYAMLFailure?
    /// The byte offset where reading failed, for a message that names what stands there.
    private(set) var failureOffset = 0
    package private(set) var mark = YAMLEvent.Mark(line: 1, column: 1)
    package private(set) var scalarBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    package private(set) var scalarKind = NodeStorage.Kind.plain
    package var anchor: String? { nil }
    package var scalarTag: String? { nil }
    var scalarByteCount: Int { scalarBytes.count }

    /// Prepares to read `input`, which must stay valid until the reader is released.
    package init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        scratch = .allocate(capacity: scratchCapacity)
    }

    deinit {
        scratch.deallocate()
    }

    private var here: YAMLEvent.Mark { YAMLEvent.Mark(line: line, column: column) }

    private var peek: UInt8? { position < input.count ? input[position] : nil }

    /// Moves past one ASCII byte that is not a line break.
    private func advance() {
        position += 1
        column += 1
    }

    package func next() -> YAMLEvent? {
        guard failure == nil else { return nil }
        while true {
            switch expect {
            case .streamStart:
                // libyaml skips a UTF-8 byte-order mark without counting a column for it.
                if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3 }
                expect = .documentStart
                return .streamStart
            case .documentStart:
                skipWhitespace()
                guard position < input.count else { return fail("expected a JSON value, found the end of the text") }
                mark = here
                expect = .value
                return .documentStart
            case .value, .valueOrEnd:
                skipWhitespace()
                if expect == .valueOrEnd, peek == UInt8(ascii: "]") { return close() }
                return value()
            case .key, .keyOrEnd:
                skipWhitespace()
                if expect == .keyOrEnd, peek == UInt8(ascii: "}") { return close() }
                guard peek == UInt8(ascii: "\"") else { return fail("expected a key in double quotes (JSON)") }
                return string(then: .colon)
            case .colon:
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { return fail("expected ':' after the key") }
                advance()
                expect = .value
            case .separator:
                skipWhitespace()
                guard let isMapping = open.last else {
                    expect = .documentEnd
                    continue
                }
                switch peek {
                case UInt8(ascii: ","):
                    advance()
                    expect = isMapping ? .key : .value
                case UInt8(ascii: "}") where isMapping, UInt8(ascii: "]") where !isMapping:
                    return close()
                case nil:
                    return fail("the text ends while \(open.count) JSON arrays and objects are still open (the innermost needs '"
                                + (isMapping ? "}')" : "]')"))
                default:
                    return fail(isMapping ? "expected ',' or '}' after a value in a mapping"
                                          : "expected ',' or ']' after an item in a list")
                }
            case .documentEnd:
                skipWhitespace()
                guard position == input.count else { return fail("expected the end of the text after the JSON value") }
                mark = here
                expect = .streamEnd
                return .documentEnd
            case .streamEnd:
                mark = here
                expect = .done
                return .streamEnd
            case .done:
                return nil
            }
        }
    }

    private func fail(_ problem: String, context: String? = nil, contextAt: YAMLEvent.Mark? = nil) -> YAMLEvent? {
        failure = .syntax(problem: problem, at: here, context: context, contextAt: contextAt)
        failureOffset = position
        expect = .done
        return nil
    }

    /// ``fail(_:context:contextAt:)`` for the helpers that answer whether they succeeded: always `false`.
    private func failed(_ problem: String) -> Bool {
        _ = fail(problem)
        return false
    }

    private func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                column = 1
            case UInt8(ascii: "\r"):
                // CR LF is one break, counted at the LF.
                position += 1
                if peek != UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                }
            default:
                return
            }
        }
    }

    private func value() -> YAMLEvent? {
        mark = here
        switch peek ?? 0 {
        case UInt8(ascii: "["):
            open.append(false)
            advance()
            expect = .valueOrEnd
            return .sequenceStart
        case UInt8(ascii: "{"):
            open.append(true)
            advance()
            expect = .keyOrEnd
            return .mappingStart
        case UInt8(ascii: "\""):
            return string(then: .separator)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number()
        default:
            for word in ["true", "false", "null"] where hasPrefix(word) {
                return plain(from: position, count: word.utf8.count)
            }
            return fail("expected a JSON value (an object, array, string, number, true, false or null)")
        }
    }

    private func hasPrefix(_ word: String) -> Bool {
        var i = position
        for byte in word.utf8 {
            guard i < input.count, input[i] == byte else { return false }
            i += 1
        }
        return true
    }

    private func close() -> YAMLEvent? {
        mark = here
        advance()
        let isMapping = open.removeLast()
        expect = .separator
        return isMapping ? .mappingEnd : .sequenceEnd
    }

    /// A plain scalar of `count` ASCII bytes from `start`, which is the current position.
    private func plain(from start: Int, count: Int) -> YAMLEvent? {
        position = start + count
        column += count
        scalarBytes = UnsafeBufferPointer(rebasing: input[start..<position])
        scalarKind = .plain
        expect = .separator
        return .scalar
    }

    private func number() -> YAMLEvent? {
        let start = position
        var i = position
        func digits() -> Bool {
            let first = i
            while i < input.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[i]) { i += 1 }
            return i > first
        }
        if input[i] == UInt8(ascii: "-") { i += 1 }
        if i < input.count, input[i] == UInt8(ascii: "0") {
            i += 1
        } else if !digits() {
            return failNumber(at: i, start: start)
        }
        if i < input.count, input[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() else { return failNumber(at: i, start: start) }
        }
        if i < input.count, input[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < input.count, input[i] == UInt8(ascii: "+") || input[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() else { return failNumber(at: i, start: start) }
        }
        return plain(from: start, count: i - start)
    }

    private func failNumber(at i: Int, start: Int) -> YAMLEvent? {
        column += i - start
        position = i
        return fail("expected a digit in this JSON number")
    }

    /// A string from the opening quote at the current position; its text points into the input
    /// unless it holds escapes, which are decoded into the scratch buffer.
    private func string(then next: Expect) -> YAMLEvent? {
        mark = here
        let opening = here
        advance()
        let contentStart = position
        var escaped = false
        scratchCount = 0
        while position < input.count {
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "\""):
                scalarBytes = escaped
                    ? UnsafeBufferPointer(start: scratch, count: scratchCount)
                    : UnsafeBufferPointer(rebasing: input[contentStart..<position])
                advance()
                scalarKind = .doubleQuoted
                expect = next
                return .scalar
            case UInt8(ascii: "\\"):
                if !escaped {
                    escaped = true
                    append(UnsafeBufferPointer(rebasing: input[contentStart..<position]))
                }
                guard escape() else { return nil }
            case 0..<0x20 where byte != UInt8(ascii: "\t"):
                return fail("a control character or line break inside a JSON string; write it as an escape such as \\n",
                            context: "while reading a string", contextAt: opening)
            case 0x20..<0x80:
                if escaped { append(byte) }
                advance()
            default:
                let length = Self.utf8Length(input, at: position)
                guard length > 0 else {
                    failure = .encoding(problem: "invalid UTF-8 octet", byteOffset: position, value: Int(byte))
                    expect = .done
                    return nil
                }
                if escaped { append(UnsafeBufferPointer(rebasing: input[position..<position + length])) }
                // libyaml counts NEL, LS and PS as line breaks wherever they stand.
                let isBreak = (length == 2 && input[position + 1] == 0x85)
                    || (length == 3 && byte == 0xE2 && input[position + 1] == 0x80 && input[position + 2] & 0xFE == 0xA8)
                position += length
                if isBreak {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }
        return fail("found the end of the text inside a string", context: "while reading a string", contextAt: opening)
    }

    /// Decodes the escape at the current backslash into the scratch buffer; `false` after a failure.
    private func escape() -> Bool {
        advance()
        guard let letter = peek else { return failed("found the end of the text inside a string") }
        if let simple = JSONEscape.byte(for: letter) {
            append(simple)
            advance()
            return true
        }
        guard letter == UInt8(ascii: "u") else { return failed("unknown escape in a JSON string") }
        guard let first = unicodeEscape() else { return false }
        let decoded = JSONEscape.scalar(first: first) {
            guard hasPrefix("\\u") else { return .none }
            advance()
            return .some(unicodeEscape())
        }
        switch decoded {
        case .scalar(let scalar): UTF8.encode(scalar) { append($0) }
        case .refused(let problem): return failed(problem)
        case .lowDigitsRefused: return false
        }
        return true
    }

    /// The four hex digits after the `u` at the current position, moving past them.
    private func unicodeEscape() -> UInt32? {
        advance()
        var scalar: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek.flatMap({ JSONEscape.hexValue($0) }) else {
                _ = failed("expected four hex digits after \\u")
                return nil
            }
            scalar = scalar << 4 | digit
            advance()
        }
        return scalar
    }


    /// The length of the well-formed UTF-8 sequence of two or more bytes at `i`, or 0 when none starts there.
    static func utf8Length(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let lead = bytes[i]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard i + length <= bytes.count, (low...high).contains(bytes[i + 1]) else { return 0 }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        return length
    }

    private func append(_ byte: UInt8) {
        reserve(1)
        scratch[scratchCount] = byte
        scratchCount += 1
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (scratch + scratchCount).update(from: base, count: bytes.count)
        scratchCount += bytes.count
    }

    private func reserve(_ count: Int) {
        guard scratchCount + count > scratchCapacity else { return }
        let capacity = max(scratchCapacity * 2, scratchCount + count)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: scratch, count: scratchCount)
        scratch.deallocate()
        scratch = grown
        scratchCapacity = capacity
    }
}
