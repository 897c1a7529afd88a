/// One libyaml parser event, copied out of C memory so the C event can be freed at once.
///
/// Only what the tree builder needs is kept: directives, implicit flags and collection styles are dropped.
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
        var anchor: String?
    }

    case streamStart
    case streamEnd
    case documentStart(Mark)
    case documentEnd
    case alias(anchor: String, at: Mark)
    case scalar(Scalar, at: Mark)
    case sequenceStart(anchor: String?, at: Mark)
    case sequenceEnd
    case mappingStart(anchor: String?, at: Mark)
    case mappingEnd
}
