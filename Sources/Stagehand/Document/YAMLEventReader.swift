internal import CLibYAML

/// A thin pull reader over libyaml's event parser.
///
/// ``next()`` frees the previous event and parses the next; the accessors read the current one,
/// copying out only what the caller asks for. Nothing C-owned escapes: every accessor returns
/// Swift values. The input buffer is borrowed: the caller keeps it alive for the reader's
/// lifetime (libyaml reads from it lazily).
package final class YAMLEventReader: YAMLEventSource {
    package typealias Failure = LibYAMLFailure

    private let parser: LibYAMLParser
    private let storage: UnsafeMutablePointer<yaml_event_t>
    /// The event the accessors read; `nil` before the first and after the last.
    private var current: UnsafeMutablePointer<yaml_event_t>?
    /// Why the last ``next()`` returned `nil`.
    package private(set) var failure: Failure?

    /// Prepares to read `input`, which must stay valid until the reader is released.
    package init(input: UnsafeBufferPointer<UInt8>) {
        parser = LibYAMLParser(input: input)
        storage = .allocate(capacity: 1)
    }

    deinit {
        if current != nil { yaml_event_delete(storage) }
        storage.deallocate()
    }

    /// Moves to the next event and returns its kind, or `nil` when libyaml stopped; ``failure``
    /// then says why. The previous event's details are gone after this call.
    package func next() -> YAMLEvent? {
        if current != nil {
            yaml_event_delete(storage)
            current = nil
        }
        guard parser.parse(into: storage) else {
            failure = parser.failure
            return nil
        }
        current = storage
        return Self.event(of: storage.pointee.type)
    }

    /// The event kind of a libyaml event type.
    static func event(of type: yaml_event_type_t) -> YAMLEvent {
        switch type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_STREAM_END_EVENT: .streamEnd
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_ALIAS_EVENT: .alias
        case YAML_SCALAR_EVENT: .scalar
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        case YAML_MAPPING_END_EVENT: .mappingEnd
        // YAML_NO_EVENT is never produced by a successful parse; treat it as the end so the
        // builder cannot spin on it.
        default: .streamEnd
        }
    }

    private var event: UnsafeMutablePointer<yaml_event_t> {
        guard let current else { preconditionFailure("no current YAML event") }
        return current
    }

    /// Where the current event starts.
    package var mark: YAMLEvent.Mark {
        YAMLEvent.Mark(event.pointee.start_mark)
    }

    /// The anchor of the current scalar, sequence or mapping, or the name an alias refers to.
    package var anchor: String? {
        Self.string(stagehand_event_anchor(event))
    }

    /// The current scalar's length in bytes.
    var scalarByteCount: Int {
        stagehand_scalar_length(event)
    }

    /// The current scalar's bytes, exactly as libyaml decoded them (already valid UTF-8). They
    /// belong to the event: valid only until the next call to ``next()``.
    package var scalarBytes: UnsafeBufferPointer<UInt8> {
        guard let value = stagehand_scalar_value(event) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: value, count: stagehand_scalar_length(event))
    }

    /// How the current scalar was written.
    package var scalarKind: NodeStorage.Kind {
        Self.kind(of: stagehand_scalar_style(event))
    }

    /// The node kind of a libyaml scalar style.
    static func kind(of style: yaml_scalar_style_t) -> NodeStorage.Kind {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    package var scalarTag: String? {
        Self.string(stagehand_scalar_tag(event))
    }

    private static func string(_ p: UnsafePointer<yaml_char_t>?) -> String? {
        p.map { String(cString: $0) }
    }
}
