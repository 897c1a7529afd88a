/// The kind of libyaml's current parser event; ``YAMLEventReader`` exposes the event's details.
///
/// A payload-free enum on purpose: the builder reads only the details it needs from the C event,
/// so no event is copied into an intermediate Swift value first.
package enum YAMLEvent {
    /// A 1-based position in the input, in lines and Unicode-scalar columns.
    package struct Mark {
        package var line: Int
        package var column: Int
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
