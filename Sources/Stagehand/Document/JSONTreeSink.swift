/// What the ``JSONTreeReader`` hands the nodes of a JSON text to, in the order it finds them: a
/// mapping's key before its value, a collection's end after its last item.
package protocol JSONTreeSink: ~Copyable {
    /// What the sink makes of a whole text.
    associatedtype Built

    /// How many collections are open.
    var depth: Int { get }
    /// Whether the innermost open collection is a mapping; meaningless while `depth` is 0.
    var innermostIsMapping: Bool { get }

    /// Opens a mapping or a list that starts at `mark`.
    mutating func open(isMapping: Bool, at mark: YAMLEvent.Mark) -> TreeBuilder.Flow
    /// Closes the innermost open collection.
    mutating func close() -> TreeBuilder.Flow
    /// Adds a scalar found at `mark`: a string's decoded text (`.doubleQuoted`), or a number,
    /// `true`, `false` or `null` as written (`.plain`).
    mutating func addScalar(_ kind: NodeStorage.Kind, bytes: UnsafeBufferPointer<UInt8>, at mark: YAMLEvent.Mark) -> TreeBuilder.Flow
    /// What the text made, once its one value is complete; `nil` when the sink had stopped.
    mutating func finishJSON() -> Built?
}

extension TreeBuilder: JSONTreeSink {
    package var innermostIsMapping: Bool { top.isMapping }

    package mutating func open(isMapping: Bool, at mark: YAMLEvent.Mark) -> Flow {
        open(isMapping: isMapping, anchor: nil, at: mark)
    }
}
