/// Turns libyaml events into a document's flat ``NodeStorage``, enforcing the ``LoadLimits`` as it goes.
///
/// Collections under construction live on an explicit stack, so no input can make this code
/// recurse; their finished children wait on one pending list and are stored, one after another,
/// when the collection ends. An alias becomes one record that shares the anchored node's
/// children; each anchored node remembers how many nodes it stands for, which bounds a "billion
/// laughs" before anything is expanded.
package struct TreeBuilder: ~Copyable {
    /// An anchored node with the size and height it adds wherever an alias repeats it.
    private struct Anchored {
        var node: NodeStorage.Pending
        /// The node's explicit tag, which an alias repeats.
        var tag: String?
        var size: Int
        var height: Int
    }

    /// Whether to keep pulling events (or, for the JSON reader, reading). When stopping,
    /// `finished` holds the result.
    package enum Flow {
        case more
        case stop
    }

    private let file: String
    private let limits: LoadLimits
    /// Everything found so far, in the order found.
    var diagnostics: [Diagnostic] = []
    /// The innermost open collection, kept out of `outer` so the per-event bookkeeping touches a
    /// plain variable rather than an array element. Meaningless while `depth` is 0.
    var top = BuildFrame.none
    /// The open collections around `top`, outermost first.
    var outer: [BuildFrame] = []
    /// How many collections are open.
    package var depth = 0
    /// The finished nodes of every open collection, innermost last; a mapping's as key, value,
    /// key, value….
    var pending: [NodeStorage.Pending] = []
    /// The ``BuildFrame/Details`` of the open frames that have any, innermost last: a frame gets
    /// its entry only while it is innermost, so entries are pushed and popped like the frames.
    var details: [BuildFrame.Details] = []
    var nodes: NodeStorage.Builder
    // Stays empty (and unallocated) for the common file without anchors.
    private var anchors: [String: Anchored] = [:]
    private var aliasNodes = 0
    private var root: NodeStorage.Pending?
    private var documentCount = 0
    /// The document to return once the builder stops; `nil` after a fatal problem.
    private var finished: Document?
    /// Whether libyaml read the input to its end. It checks every byte it reads, so the whole
    /// input is then known to be valid UTF-8.
    private(set) var readWholeInput = false
    /// Where libyaml refused a flow collection past ``LibYAMLParser/maxFlowDepth``, if it did.
    private(set) var flowTooDeepAt: YAMLEvent.Mark?

    /// A builder for a text of `inputSize` bytes; `isJSON` when the ``JSONTreeReader`` reads it,
    /// whose nodes are denser than a YAML scene's (see ``NodeStorage/Builder/init(expectedBytes:bytesPerNode:)``).
    package init(file: String, limits: LoadLimits, inputSize: Int, isJSON: Bool = false) {
        self.file = file
        self.limits = limits
        // Minified JSON rows (`{"first":"First1","age":21}`) average 6 to 8 bytes a node.
        nodes = NodeStorage.Builder(expectedBytes: inputSize, bytesPerNode: isJSON ? 4 : 8)
        // Each level of block nesting takes at least two bytes (`- `), as does each level of JSON
        // (`[` and `]`), and other flow nesting is held to a thousand levels, so this is as deep
        // as the input can go: the stack never grows by copying. Capacity never reached costs address space only.
        outer.reserveCapacity(min(max(limits.maxDepth, 0), inputSize / 2 + LibYAMLParser.maxFlowDepth) + 1)
        pending.reserveCapacity(256)
    }

    /// Reads events until the stream ends or a fatal problem stops it.
    ///
    /// Returns the document, or `nil` when libyaml failed or a limit was passed: a partial tree
    /// would only lead later checks to report keys as missing that were simply never read.
    mutating func run(_ reader: some YAMLEventSource, input: UnsafeBufferPointer<UInt8>) -> Document? {
        while let event = reader.next() {
            if handle(event, from: reader) == .stop { return finished }
        }
        if let failure = reader.failure {
            if case .flowTooDeep(let mark) = failure { flowTooDeepAt = mark }
            diagnostics.append(diagnostic(for: failure, input: input))
        }
        return nil
    }

    private mutating func handle(_ event: YAMLEvent, from reader: some YAMLEventSource) -> Flow {
        switch event {
        case .scalar:
            return addScalar(from: reader)
        case .mappingStart:
            return open(isMapping: true, anchor: reader.anchor, at: reader.mark)
        case .sequenceStart:
            return open(isMapping: false, anchor: reader.anchor, at: reader.mark)
        case .mappingEnd, .sequenceEnd:
            return close()
        case .alias:
            return addAlias(reader.anchor ?? "", at: reader.mark)
        case .streamStart, .documentEnd:
            return .more
        case .documentStart:
            documentCount += 1
            guard documentCount > 1 else { return .more }
            // The first document is whole; stop here rather than report on files that are not scenes.
            diagnostics.append(Diagnostic(.multipleDocuments,
                                          "the file holds more than one YAML document; put each in a file of its own",
                                          at: location(reader.mark)))
            return finish()
        case .streamEnd:
            readWholeInput = true
            if documentCount == 0 {
                let nothing = JSONStrictness.applies(to: file) ? "the file holds no JSON value" : "the file holds no YAML document"
                diagnostics.append(Diagnostic(.emptyFile, nothing,
                                              at: SourceLocation(file: file, line: 1, column: 1)))
            }
            return finish()
        }
    }

    /// Hands the nodes built so far to the document and stops.
    private mutating func finish() -> Flow {
        var rootIndex: Int?
        if let root {
            // Stored in place: a copy of the builder would copy every record to add one.
            rootIndex = nodes.store(root: root)
            guard rootIndex != nil else {
                let (line, column) = nodes.position(of: root)
                return tooMany(at: YAMLEvent.Mark(line: line, column: column))
            }
        }
        let storage = nodes.finish(file: file)
        finished = Document(file: file, root: rootIndex.map { Node(storage, $0) })
        nodes = NodeStorage.Builder(expectedBytes: 0)
        return .stop
    }

    private mutating func addScalar(from reader: some YAMLEventSource) -> Flow {
        let mark = reader.mark
        let byteCount = reader.scalarByteCount
        var bytes = reader.scalarBytes
        if byteCount > limits.maxScalarLength {
            diagnostics.append(Diagnostic(
                .scalarTooLong,
                "this scalar is \(byteCount) bytes long, over the limit of \(limits.maxScalarLength) bytes (--max-scalar-length)",
                at: location(mark)))
            // Keep an empty node so the tree keeps its shape; the text itself is never copied.
            bytes = UnsafeBufferPointer(start: nil, count: 0)
        }
        let tag = reader.scalarTag
        guard let node = nodes.scalar(reader.scalarKind, bytes: bytes, tag: tag, line: mark.line, column: mark.column)
        else { return tooMany(at: mark) }
        if let anchor = reader.anchor {
            anchors[anchor] = Anchored(node: node, tag: tag, size: 1, height: 0)
        }
        attach(node, size: 1, height: 0)
        return .more
    }

    mutating func open(isMapping: Bool, anchor: String?, at mark: YAMLEvent.Mark) -> Flow {
        guard depth < limits.maxDepth else {
            return tooDeep(at: location(mark))
        }
        // Swaps, not assignments: a frame moves between `top` and `outer` without being copied.
        var frame = BuildFrame(isMapping: isMapping, line: mark.line, column: mark.column, start: pending.count)
        if let anchor {
            frame.details = Int32(truncatingIfNeeded: details.count)
            details.append(BuildFrame.Details(anchor: anchor))
        }
        swap(&frame, &top)
        if depth > 0 { outer.append(frame) }
        depth += 1
        return .more
    }

    package mutating func close() -> Flow {
        // libyaml balances start and end events, so a collection is always open here; stay safe anyway.
        guard depth > 0 else { return .more }
        var frame = outer.popLast() ?? BuildFrame.none
        swap(&frame, &top)
        depth -= 1
        // The innermost frame's details are the last entry, if it has any.
        let extra = frame.details >= 0 ? details.popLast() : nil
        let built = frame.isMapping
            ? finishMapping(frame, merges: extra?.merges ?? [])
            : pending.withUnsafeBufferPointer { all in
                nodes.collection(.sequence, children: UnsafeBufferPointer(rebasing: all[frame.start...]),
                                 line: frame.line, column: frame.column)
            }
        pending.removeSubrange(frame.start...)
        guard let node = built else { return tooMany(at: YAMLEvent.Mark(line: frame.line, column: frame.column)) }
        let height = Int(frame.height)
        if let anchor = extra?.anchor {
            anchors[anchor] = Anchored(node: node, tag: nil, size: frame.size, height: height)
        }
        attach(node, size: frame.size, height: height)
        return .more
    }

    /// Adds a scalar the ``JSONTreeReader`` found at `mark`: a string's decoded text, or a
    /// number, `true`, `false` or `null` as written.
    package mutating func addScalar(_ kind: NodeStorage.Kind, bytes: UnsafeBufferPointer<UInt8>, at mark: YAMLEvent.Mark) -> Flow {
        var bytes = bytes
        if bytes.count > limits.maxScalarLength {
            diagnostics.append(Diagnostic(
                .scalarTooLong,
                "this scalar is \(bytes.count) bytes long, over the limit of \(limits.maxScalarLength) bytes (--max-scalar-length)",
                at: location(mark)))
            bytes = UnsafeBufferPointer(start: nil, count: 0)
        }
        guard let node = nodes.scalar(kind, bytes: bytes, tag: nil, line: mark.line, column: mark.column)
        else { return tooMany(at: mark) }
        attach(node, size: 1, height: 0)
        return .more
    }

    /// The document of a text the ``JSONTreeReader`` read to its end (and so checked byte by
    /// byte), once its one value is complete; `nil` when the builder had stopped.
    package mutating func finishJSON() -> Document? {
        guard finished == nil, depth == 0, root != nil else { return finished }
        readWholeInput = true
        documentCount = 1
        _ = finish()
        return finished
    }

    private mutating func addAlias(_ name: String, at mark: YAMLEvent.Mark) -> Flow {
        guard let anchored = anchors[name] else {
            diagnostics.append(Diagnostic(.undefinedAlias,
                                          "alias '*\(name)' refers to no anchor '&\(name)' defined before it",
                                          at: location(mark)))
            // A null stands in, so the rest of the file is still checked.
            guard let null = nodes.scalar(.plain, bytes: UnsafeBufferPointer(start: nil, count: 0), tag: nil,
                                          line: mark.line, column: mark.column)
            else { return tooMany(at: mark) }
            attach(null, size: 1, height: 0)
            return .more
        }
        // The copy nests as deep as the anchored node does, wherever the alias puts it.
        if depth + anchored.height > limits.maxDepth {
            return tooDeep(at: location(mark))
        }
        aliasNodes += anchored.size
        if aliasNodes > limits.maxAliasExpansion {
            diagnostics.append(Diagnostic(
                .aliasExpansion,
                "aliases expand to more than \(limits.maxAliasExpansion) nodes (--max-alias-expansion)",
                at: location(mark)))
            return .stop
        }
        let copy = nodes.copy(of: anchored.node, tag: anchored.tag, line: mark.line, column: mark.column)
        attach(copy, size: anchored.size, height: anchored.height)
        return .more
    }

    /// Adds a finished node to the innermost open collection, or makes it the root.
    private mutating func attach(_ node: NodeStorage.Pending, size: Int, height: Int) {
        guard depth > 0 else {
            root = node
            return
        }
        top.size += size
        top.height = max(top.height, UInt32(clamping: height + 1))
        if top.isMapping {
            attachToMapping(node)
        } else {
            pending.append(node)
        }
    }

    /// The storage's 32-bit offsets ran out: only a document of billions of nodes gets here.
    private mutating func tooMany(at mark: YAMLEvent.Mark) -> Flow {
        diagnostics.append(Diagnostic(
            .fileTooLarge, "the document holds more nodes or text than the loader can index (4 GiB)",
            at: location(mark)))
        return .stop
    }

    private mutating func tooDeep(at location: SourceLocation) -> Flow {
        diagnostics.append(Diagnostic(
            .nestingTooDeep,
            "mappings and lists nest deeper than the limit of \(limits.maxDepth) levels (--max-depth)",
            at: location))
        return .stop
    }

    func location(_ mark: YAMLEvent.Mark) -> SourceLocation {
        SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    /// Where a pending node starts.
    func location(of node: NodeStorage.Pending) -> SourceLocation {
        let (line, column) = nodes.position(of: node)
        return SourceLocation(file: file, line: line, column: column)
    }

    private func diagnostic(for failure: LibYAMLFailure, input: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        switch failure {
        case .encoding(let problem, let offset, let value):
            let detail: String
            if value < 0 {
                detail = ""
            } else if problem.contains("octet") {
                detail = " (byte 0x\(hex(value, digits: 2)))"
            } else {
                detail = " (U+\(hex(value, digits: 4)))"
            }
            // libyaml reports a control character (valid UTF-8, but not allowed in YAML text) as
            // a reader error too: say what it is, and how to write one.
            let message = problem.contains("control characters")
                ? "the file holds a control character\(detail), which YAML text does not allow; write it as an escape in a double-quoted string (\"\\e\", \"\\u0007\")"
                : "the file is not valid UTF-8 text: \(problem)\(detail)"
            return Diagnostic(.invalidEncoding, message, at: location(TextPosition.mark(atByteOffset: offset, in: input)))
        case .syntax(let problem, let mark, let context, let contextMark):
            var notes: [Diagnostic.Note] = []
            if let contextMark, contextMark.line == mark.line, mark.column - contextMark.column > YAMLProblemHint.longestKey,
               problem.contains("could not find expected ':'")
            {
                // libyaml gives up on a key past YAML's limit for keys without '?' and says only
                // that it found no ':'.
                notes.append(Diagnostic.Note("likely cause: " + YAMLProblemHint.keyTooLong, at: location(contextMark)))
            } else if let hint = YAMLProblemHint.hint(for: problem) {
                notes.append(Diagnostic.Note("likely cause: " + hint, at: location(mark)))
            }
            if let context {
                var contextLocation: SourceLocation?
                if let contextMark { contextLocation = location(contextMark) }
                notes.append(Diagnostic.Note(context, at: contextLocation))
            }
            return Diagnostic(.yamlSyntax, problem, at: location(mark), notes: notes)
        case .flowTooDeep(let mark):
            return Diagnostic(
                .nestingTooDeep,
                "lists and mappings in flow style ([…], {…}) nest deeper than \(LibYAMLParser.maxFlowDepth) levels, "
                    + "the limit for flow style in YAML whatever --max-depth allows; write deeper nesting in block style "
                    + "(- - - …), or as a file that is one JSON value throughout",
                at: location(mark))
        }
    }

    private func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
