/// The kind of libyaml's current parser event; ``YAMLEventReader`` exposes the event's details.
///
/// A payload-free enum on purpose: the builder reads only the details it needs from the C event,
/// so no event is copied into an intermediate Swift value first.
enum YAMLEvent {
    /// A 1-based position in the input, in lines and Unicode-scalar columns.
    struct Mark {
        var line: Int
        var column: Int
    }

    /// A scalar's content. `text` is empty when the scalar was longer than the reader's limit,
    /// so an absurd scalar never becomes a Swift string; `byteCount` is always the real length.
    struct Scalar {
        var text: String
        var byteCount: Int
        var style: Node.Scalar.Style
        var tag: String?
    }

    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case alias
    case scalar
    case sequenceStart
    case sequenceEnd
    case mappingStart
    case mappingEnd
}
