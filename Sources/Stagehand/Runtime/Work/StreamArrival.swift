/// What a running stream leaves in the mailbox besides an error: a value, or its end.
enum StreamArrival: Sendable {
    /// A value the sequence produced.
    case value(Value)
    /// The sequence ended by itself.
    case ended
}
