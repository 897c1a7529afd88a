internal import CLibYAML

/// A thin pull reader over libyaml's event parser.
///
/// It owns the C parser and the current C event. ``next()`` frees the previous event and parses
/// the next; the accessors read the current one, copying out only what the caller asks for.
/// Nothing C-owned escapes: every accessor returns Swift values. The input buffer is borrowed:
/// the caller keeps it alive for the reader's lifetime (libyaml reads from it lazily).
final class YAMLEventReader {
    /// Why libyaml stopped. After a failure the parser is in an error state and must not be used again.
    enum Failure {
        /// The reader stage refused the bytes (invalid UTF-8, a control character). libyaml only
        /// knows the byte offset at this stage, not a line and column. `value` is the offending
        /// byte or character, or -1.
        case encoding(problem: String, byteOffset: Int, value: Int)
        /// The scanner or parser refused the text.
        case syntax(problem: String, at: YAMLEvent.Mark, context: String?, contextAt: YAMLEvent.Mark?)
    }

    // Heap-allocated because libyaml's string input handler keeps a pointer to the parser itself,
    // so the parser must never move.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private let parserReady: Bool
    /// Whether `event` holds a parsed event that must be freed.
    private var holdsEvent = false
    // libyaml asserts on a NULL input, and an empty Swift buffer has no base address.
    private let emptyInput: UnsafeMutablePointer<UInt8>
    /// Why the last ``next()`` returned `nil`.
    private(set) var failure: Failure?

    /// Prepares to read `input`, which must stay valid until the reader is released.
    init(input: UnsafeBufferPointer<UInt8>) {
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        emptyInput = .allocate(capacity: 1)
        emptyInput.initialize(to: 0)
        parserReady = yaml_parser_initialize(parser) != 0
        if parserReady {
            if let base = input.baseAddress, input.count > 0 {
                yaml_parser_set_input_string(parser, base, input.count)
            } else {
                yaml_parser_set_input_string(parser, emptyInput, 0)
            }
        }
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        if parserReady { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
        emptyInput.deallocate()
    }

    /// Moves to the next event and returns its kind, or `nil` when libyaml stopped; ``failure``
    /// then says why. The previous event's details are gone after this call.
    func next() -> YAMLEvent? {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard parserReady else {
            failure = .syntax(problem: "the YAML parser could not be created (out of memory)",
                              at: YAMLEvent.Mark(line: 1, column: 1), context: nil, contextAt: nil)
            return nil
        }
        guard yaml_parser_parse(parser, event) != 0 else {
            failure = currentFailure()
            return nil
        }
        holdsEvent = true
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_STREAM_END_EVENT: return .streamEnd
        case YAML_DOCUMENT_START_EVENT: return .documentStart
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias
        case YAML_SCALAR_EVENT: return .scalar
        case YAML_SEQUENCE_START_EVENT: return .sequenceStart
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT: return .mappingStart
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default:
            // YAML_NO_EVENT is never produced by a successful parse; treat it as the end so the
            // builder cannot spin on it.
            return .streamEnd
        }
    }

    /// Where the current event starts.
    var mark: YAMLEvent.Mark {
        Self.mark(event.pointee.start_mark)
    }

    /// The anchor of the current scalar, sequence or mapping, or the name an alias refers to.
    var anchor: String? {
        let e = event.pointee
        switch e.type {
        case YAML_ALIAS_EVENT: return Self.string(e.data.alias.anchor)
        case YAML_SCALAR_EVENT: return Self.string(e.data.scalar.anchor)
        case YAML_SEQUENCE_START_EVENT: return Self.string(e.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT: return Self.string(e.data.mapping_start.anchor)
        default: return nil
        }
    }

    /// The current scalar's length in bytes.
    var scalarByteCount: Int {
        event.pointee.data.scalar.length
    }

    /// The current scalar's bytes, exactly as libyaml decoded them (already valid UTF-8). They
    /// belong to the event: valid only until the next call to ``next()``.
    var scalarBytes: UnsafeBufferPointer<UInt8> {
        let s = event.pointee.data.scalar
        return UnsafeBufferPointer(start: s.value, count: s.value == nil ? 0 : s.length)
    }

    /// How the current scalar was written.
    var scalarKind: NodeStorage.Kind {
        switch event.pointee.data.scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    /// The current scalar's explicit tag, if one was written.
    var scalarTag: String? {
        Self.string(event.pointee.data.scalar.tag)
    }

    private func currentFailure() -> Failure {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "invalid YAML"
        if p.error == YAML_READER_ERROR {
            return .encoding(problem: problem, byteOffset: p.problem_offset, value: Int(p.problem_value))
        }
        if p.error == YAML_MEMORY_ERROR {
            return .syntax(problem: "out of memory while parsing", at: YAMLEvent.Mark(line: 1, column: 1),
                           context: nil, contextAt: nil)
        }
        let context = p.context.map { String(cString: $0) }
        return .syntax(problem: problem, at: Self.mark(p.problem_mark),
                       context: context, contextAt: context == nil ? nil : Self.mark(p.context_mark))
    }

    /// libyaml counts lines and columns from 0; diagnostics count from 1.
    private static func mark(_ m: yaml_mark_t) -> YAMLEvent.Mark {
        YAMLEvent.Mark(line: m.line + 1, column: m.column + 1)
    }

    private static func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        p.map { String(cString: $0) }
    }
}
