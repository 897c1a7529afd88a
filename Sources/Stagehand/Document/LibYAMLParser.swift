internal import CLibYAML

/// Why libyaml stopped. After a failure the parser is in an error state and must not be used again.
package enum LibYAMLFailure: Sendable {
    /// The reader stage refused the bytes (invalid UTF-8, a control character). libyaml only
    /// knows the byte offset at this stage, not a line and column. `value` is the offending
    /// byte or character, or -1.
    case encoding(problem: String, byteOffset: Int, value: Int)
    /// The scanner or parser refused the text.
    case syntax(problem: String, at: YAMLEvent.Mark, context: String?, contextAt: YAMLEvent.Mark?)
    /// A flow collection (`[`, `{`) opened more than ``LibYAMLParser/maxFlowDepth`` levels deep.
    case flowTooDeep(at: YAMLEvent.Mark)
}

/// One libyaml event parser over a borrowed input buffer.
///
/// The caller keeps the input alive for the parser's lifetime (libyaml reads from it lazily), and
/// uses the parser from one thread at a time.
package final class LibYAMLParser {
    // Heap-allocated because libyaml's string input handler keeps a pointer to the parser itself,
    // so the parser must never move.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let ready: Bool
    // libyaml asserts on a NULL input, and an empty Swift buffer has no base address.
    private let emptyInput: UnsafeMutablePointer<UInt8>
    /// How many flow collections are open, by the events returned so far.
    private var flowDepth = 0
    /// Where the flow collection that passed ``maxFlowDepth`` starts, once one has.
    private var flowTooDeepAt: YAMLEvent.Mark?
    /// The file libyaml reads from as it arrives, when it was given one; kept alive here
    /// because libyaml holds only a pointer to it.
    private let stream: StreamCursor?

    /// The deepest nesting of flow collections (`[…]`, `{…}`, and so all of JSON) libyaml is
    /// given, whatever `--max-depth` allows. libyaml's scanner looks at every open flow level for
    /// every token, so its time grows with the square of flow depth (10,000 levels take seconds,
    /// 100,000 minutes); block nesting (`- - - …`) has no such cost and only the depth limit. A
    /// file that is JSON throughout is read again past this point by ``JSONEventReader``.
    package static let maxFlowDepth = 1_000

    init(input: UnsafeBufferPointer<UInt8>) {
        parser = .allocate(capacity: 1)
        emptyInput = .allocate(capacity: 1)
        emptyInput.initialize(to: 0)
        stream = nil
        ready = yaml_parser_initialize(parser) != 0
        if ready {
            if let base = input.baseAddress, input.count > 0 {
                yaml_parser_set_input_string(parser, base, input.count)
            } else {
                yaml_parser_set_input_string(parser, emptyInput, 0)
            }
        }
    }

    /// A parser of `file`, which libyaml reads as it arrives (see ``StreamedFile``): what it has
    /// read is parsed while the rest is still being read.
    init(streaming file: StreamedFile) {
        parser = .allocate(capacity: 1)
        emptyInput = .allocate(capacity: 1)
        emptyInput.initialize(to: 0)
        let cursor = StreamCursor(file: file)
        stream = cursor
        ready = yaml_parser_initialize(parser) != 0
        if ready {
            yaml_parser_set_input(parser, { data, buffer, size, sizeRead in
                guard let data, let buffer, let sizeRead else { return 0 }
                let cursor = Unmanaged<StreamCursor>.fromOpaque(data).takeUnretainedValue()
                let count = cursor.file.copy(from: cursor.offset, into: buffer, count: size)
                cursor.offset += count
                // Nothing copied is the end of the input to libyaml; a read that failed or found
                // the file grown is reported by the loader, which then sets this parse aside.
                sizeRead.pointee = count
                return 1
            }, Unmanaged.passUnretained(cursor).toOpaque())
        }
    }

    /// Where libyaml is in a streamed file: used only by the thread that parses.
    private final class StreamCursor {
        let file: StreamedFile
        var offset = 0

        init(file: StreamedFile) { self.file = file }
    }

    deinit {
        if ready { yaml_parser_delete(parser) }
        parser.deallocate()
        emptyInput.deallocate()
    }

    /// Parses the next event into `event`, which the caller must later free with
    /// `yaml_event_delete`; on `false` nothing was stored and ``failure`` says why.
    func parse(into event: UnsafeMutablePointer<yaml_event_t>) -> Bool {
        guard ready, flowTooDeepAt == nil, yaml_parser_parse(parser, event) != 0 else { return false }
        switch event.pointee.type {
        case YAML_SEQUENCE_START_EVENT where event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE,
             YAML_MAPPING_START_EVENT where event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE:
            flowDepth += 1
            if flowDepth > Self.maxFlowDepth {
                // libyaml scans at most about a thousand bytes ahead of the event it returns, so
                // stopping here bounds the scanner's work whatever the input holds.
                flowTooDeepAt = YAMLEvent.Mark(event.pointee.start_mark)
                yaml_event_delete(event)
                return false
            }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            // A flow collection holds only flow collections, so any end inside one closes one.
            if flowDepth > 0 { flowDepth -= 1 }
        default:
            break
        }
        return true
    }

    /// Why the last ``parse(into:)`` failed.
    var failure: LibYAMLFailure {
        if let flowTooDeepAt { return .flowTooDeep(at: flowTooDeepAt) }
        guard ready else {
            return .syntax(problem: "the YAML parser could not be created (out of memory)",
                           at: YAMLEvent.Mark(line: 1, column: 1), context: nil, contextAt: nil)
        }
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
        return .syntax(problem: problem, at: YAMLEvent.Mark(p.problem_mark),
                       context: context, contextAt: context == nil ? nil : YAMLEvent.Mark(p.context_mark))
    }
}

extension YAMLEvent.Mark {
    /// libyaml counts lines and columns from 0; diagnostics count from 1.
    init(_ mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}
