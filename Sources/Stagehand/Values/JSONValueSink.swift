/// Makes a ``Value`` straight from a JSON text, with no document in between: for a text that
/// already loaded as a document under the same limits, whose nodes' places are no longer needed.
///
/// The value is the one `Value(document.root)` gives: scalars resolve through the same
/// ``Value/init(resolving:)``, and collections are assembled by the same ``CollectionAssembly``
/// and ``ValuePlaces`` as ``NodeValueBuilder`` uses, so keys are shared the same way. A text past
/// a limit, or with a key repeated in a mapping, is refused (`refused`), so a caller reads it
/// through a document instead, whose diagnostics say what is wrong.
///
/// A document of a large data file costs about as much memory as the value made from it; making
/// the value from the text leaves the peak at the text and the value.
struct JSONValueSink: JSONTreeSink {
    /// An open collection, and whether a mapping's next scalar is a key.
    private struct Frame {
        var assembly: CollectionAssembly
        var expectsKey: Bool
    }

    private let limits: LoadLimits
    private var places = ValuePlaces()
    private var stack: [Frame] = []
    private var root: Value?
    /// Whether the reading stopped at a limit or a repeated key.
    private(set) var refused = false

    init(limits: LoadLimits) {
        self.limits = limits
    }

    var depth: Int { stack.count }
    var innermostIsMapping: Bool { stack.last?.assembly.isMapping ?? false }

    mutating func open(isMapping: Bool, at mark: YAMLEvent.Mark) -> TreeBuilder.Flow {
        guard stack.count < limits.maxDepth else { return refuse() }
        var place = 0
        if let last = stack.indices.last {
            // Read in place: a copy of the parent would retain its items on every row.
            let parent = (place: stack[last].assembly.place, isMapping: stack[last].assembly.isMapping, count: stack[last].assembly.count)
            place = places.below(parent.place, at: parent.isMapping ? parent.count : 0)
        }
        // A row of a list mostly has the keys of the row before it: room for as many values.
        let capacity = isMapping ? places[sharingAt: place].keyCount : 0
        stack.append(Frame(assembly: CollectionAssembly(isMapping: isMapping, place: place, capacity: capacity), expectsKey: isMapping))
        return .more
    }

    mutating func close() -> TreeBuilder.Flow {
        guard var frame = stack.popLast() else { return .more }
        // A document keeps a repeated key's first value and reports it: read through one.
        guard !frame.assembly.repeatsAKey else { return refuse() }
        attach(frame.assembly.value(sharing: &places[sharingAt: frame.assembly.place]))
        return .more
    }

    mutating func addScalar(_ kind: NodeStorage.Kind, bytes: UnsafeBufferPointer<UInt8>, at mark: YAMLEvent.Mark) -> TreeBuilder.Flow {
        guard bytes.count <= limits.maxScalarLength else { return refuse() }
        let last = stack.count - 1
        if last >= 0, stack[last].expectsKey {
            stack[last].assembly.addKey(bytes, sharing: places[sharingAt: stack[last].assembly.place], capacity: 0)
            stack[last].expectsKey = false
            return .more
        }
        let text = bytes.isEmpty ? "" : String(decoding: bytes, as: UTF8.self)
        attach(Value(resolving: Node.Scalar(text, style: kind.scalarStyle, tag: nil)))
        return .more
    }

    mutating func finishJSON() -> Value? {
        refused || !stack.isEmpty ? nil : root
    }

    /// Adds a finished value to the innermost open collection, or makes it the root.
    private mutating func attach(_ value: Value) {
        let last = stack.count - 1
        guard last >= 0 else {
            root = value
            return
        }
        stack[last].assembly.add(value)
        stack[last].expectsKey = stack[last].assembly.isMapping
    }

    private mutating func refuse() -> TreeBuilder.Flow {
        refused = true
        return .stop
    }
}

extension Value {
    /// The value of a JSON text, made without a document: what `Value(root)` of the document
    /// ``DocumentLoader`` makes of the same text gives. `nil` when the text is not JSON or passes
    /// one of `limits`: read it through the loader then, for its diagnostics.
    ///
    /// - Parameters:
    ///   - json: The text.
    ///   - limits: The bounds it is read with.
    package init?(json: UnsafeBufferPointer<UInt8>, limits: LoadLimits) {
        guard json.count <= limits.maxFileSize, json.count < Int(UInt32.max) else { return nil }
        var sink = JSONValueSink(limits: limits)
        var reader = JSONTreeReader(input: json)
        guard case .finished(let value) = reader.read(into: &sink) else { return nil }
        self = value
    }
}
