/// Where the tree builder reads libyaml's events from: one event at a time, with the details of
/// the current one. ``YAMLEventReader`` asks libyaml on the builder's own thread;
/// ``PipelinedEventReader`` reads what libyaml produced on another thread meanwhile.
protocol YAMLEventSource: AnyObject {
    /// The next event, or `nil` at the end of the events (then ``failure`` says whether libyaml
    /// stopped on a problem).
    func next() -> YAMLEvent?
    /// Why libyaml stopped early, once ``next()`` has returned `nil`.
    var failure: LibYAMLFailure? { get }
    /// Where the current event starts.
    var mark: YAMLEvent.Mark { get }
    /// The current event's anchor, or for an alias the anchor it names.
    var anchor: String? { get }
    /// The current scalar's length in bytes, even when its text was not kept (over the limit).
    var scalarByteCount: Int { get }
    /// The current scalar's text; valid until the next call to ``next()``.
    var scalarBytes: UnsafeBufferPointer<UInt8> { get }
    /// How the current scalar was written.
    var scalarKind: NodeStorage.Kind { get }
    /// The current scalar's explicit tag.
    var scalarTag: String? { get }
}
