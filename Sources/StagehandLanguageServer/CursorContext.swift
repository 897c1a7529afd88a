/// Where the cursor is in a YAML text, in terms completion needs: the keys and list items from
/// the top down to the mapping or list it is in, and whether it is writing a key, a value or a
/// list item. Worked out from indentation and the cursor's own line, so it needs no parse.
struct CursorContext {
    /// One step from the top of the document towards the cursor.
    enum Step: Equatable {
        /// The value of `key`; the key sits at `line`, `column`, with its mapping's other keys.
        case key(String, line: Int, column: Int)
        /// An item of a list; for a block item, its marker is at `line`, `column`.
        case item(line: Int, column: Int)

        var key: String? {
            if case .key(let key, _, _) = self { return key }
            return nil
        }
    }

    /// What the cursor is writing.
    enum Slot: Equatable {
        /// A key of a mapping (or, on a line that opens a list item, perhaps a scalar item).
        case key(prefix: String)
        /// The value of `key`.
        case value(key: String, prefix: String)
        /// A scalar item of a list.
        case item(prefix: String)
    }

    /// The column of steps inside a flow collection.
    static let flowColumn = -1

    /// The path from the top of the document to the mapping or list the cursor is in.
    var path: [Step]
    /// What is being written.
    var slot: Slot
    /// The byte range of the word being written, replaced by a completion.
    var replace: Range<Int>
    /// Where the mapping the cursor is in keeps its keys: a line of it and the keys' column;
    /// `nil` inside a flow mapping.
    var mapping: (line: Int, column: Int)?
    /// Pairs already written in the flow mapping the cursor is in.
    var flowPairs: [String: String] = [:]
    /// Pairs written in every flow mapping open at the cursor, innermost last winning.
    var allFlowPairs: [String: String] = [:]
    /// Whether the cursor's line opens a list item (`- `), so a bare word may be a scalar item.
    var opensItem = false

    /// The word being written.
    var prefix: String {
        switch slot {
        case .key(let p), .item(let p), .value(_, let p): p
        }
    }

    /// Works out the context at byte `offset` of the outline's text.
    init(outline: TextOutline, line lineNumber: Int, offset: Int) {
        let lineStart = outline.lineStarts[lineNumber]
        let full = Array(outline.lineBytes(lineNumber))
        let cursorColumn = max(0, min(offset - lineStart, full.count))
        let before = Array(full[..<cursorColumn])
        let current = OutlineLine(number: lineNumber, bytes: before[...])

        // The block levels above the cursor's line.
        var path: [Step] = []
        let column: Int
        if current.isBlank && current.dashes.isEmpty {
            column = cursorColumn
        } else {
            column = current.dashes.first ?? current.indent
        }
        path = CursorContext.ancestors(of: column, above: lineNumber, in: outline, opensItem: !current.dashes.isEmpty)
        for dash in current.dashes { path.append(.item(line: lineNumber, column: dash)) }
        opensItem = !current.dashes.isEmpty
        mapping = (lineNumber, current.contentColumn)

        // The cursor's own line: `key: value…`, a flow collection, or a bare word.
        let content = Array(before[current.contentColumn...])
        // After `key:`, the value typed so far; a line without one is a key, an item or a flow.
        var keyed: (key: String, value: [UInt8])?
        if let key = current.key, let colon = CursorContext.colonIndex(in: content) {
            var valueStart = colon + 1
            while valueStart < content.count, content[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
            keyed = (key, Array(content[valueStart...]))
        }
        let opensFlow = { (text: [UInt8]) in text.first == UInt8(ascii: "{") || text.first == UInt8(ascii: "[") }
        let flowText = keyed.map { opensFlow($0.value) ? $0.value : nil } ?? (opensFlow(content) ? content : nil)
        if let flowText {
            if let keyed { path.append(.key(keyed.key, line: lineNumber, column: current.contentColumn)) }
            var flow = FlowScanner()
            flow.scan(flowText)
            path += flow.steps(line: lineNumber)
            slot = flow.slot
            flowPairs = flow.pairs
            allFlowPairs = flow.allPairs
            mapping = nil
            replace = (offset - flow.token.utf8.count)..<CursorContext.wordEnd(after: offset, in: outline.bytes)
        } else if let keyed {
            var prefix = String(decoding: keyed.value, as: UTF8.self)
            if let quote = prefix.first, quote == "\"" || quote == "'" { prefix.removeFirst() }
            slot = .value(key: keyed.key, prefix: prefix)
            replace = (offset - prefix.utf8.count)..<CursorContext.wordEnd(after: offset, in: outline.bytes)
        } else {
            var word = String(decoding: content, as: UTF8.self)
            if let quote = word.first, quote == "\"" || quote == "'" { word.removeFirst() }
            slot = .key(prefix: word)
            replace = (offset - word.utf8.count)..<CursorContext.wordEnd(after: offset, in: outline.bytes)
        }
        self.path = path
    }

    /// The index of the `:` that ends a key in `content`, if any.
    private static func colonIndex(in content: [UInt8]) -> Int? {
        var quote: UInt8?
        for (i, byte) in content.enumerated() {
            if let q = quote {
                if byte == q { quote = nil }
                continue
            }
            if i == 0, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                continue
            }
            if byte == UInt8(ascii: ":"), i + 1 == content.count || content[i + 1] == UInt8(ascii: " ") { return i }
        }
        return nil
    }

    /// Where the word under the cursor ends, so a completion replaces all of it.
    private static func wordEnd(after offset: Int, in bytes: [UInt8]) -> Int {
        var end = max(0, min(offset, bytes.count))
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// The keys and items enclosing a block node whose first character is at `column` on the line
    /// below `lineNumber`, outermost first.
    static func ancestors(of column: Int, above lineNumber: Int, in outline: TextOutline, opensItem: Bool) -> [Step] {
        var reversed: [Step] = []
        var target = column
        // Whether the node at `target` is an item of a list whose markers are at `target`: then a
        // `key:` line at the same column owns the list (an indentless list).
        var inList = opensItem
        var number = lineNumber - 1
        while number >= 0, target > 0 || inList {
            let line = outline.line(number)
            number -= 1
            if line.isBlank { continue }
            if inList {
                if line.indent > target { continue }
                if line.dashes.first == target { continue }  // a sibling item
                inList = false
                if line.indent == target, line.dashes.isEmpty, let key = line.key {
                    reversed.append(.key(key, line: line.number, column: line.keyColumn))
                    continue
                }
                if line.keyColumn < target, let key = line.key, line.value == nil {
                    reversed.append(.key(key, line: line.number, column: line.keyColumn))
                    reversed += itemSteps(of: line)
                    target = line.dashes.first ?? line.keyColumn
                    inList = !line.dashes.isEmpty
                    continue
                }
                if line.indent == target, line.dashes.isEmpty { continue }
                break
            }
            // The node at `target` is a mapping key (or a scalar) of a mapping at `target`.
            if line.dashes.last.map({ $0 + 2 == target || line.keyColumn == target }) == true, line.keyColumn == target {
                // This line's item marker opens the mapping `target` belongs to.
                reversed += itemSteps(of: line)
                target = line.dashes.first ?? target
                inList = true
                continue
            }
            if line.keyColumn >= target && line.indent >= target { continue }
            if line.indent < target, let key = line.key, line.keyColumn < target {
                reversed.append(.key(key, line: line.number, column: line.keyColumn))
                reversed += itemSteps(of: line)
                target = line.dashes.first ?? line.keyColumn
                inList = !line.dashes.isEmpty
                continue
            }
            if line.indent < target {
                // A list item holding a scalar, or text the outline cannot read: stop here.
                break
            }
        }
        return reversed.reversed()
    }

    /// The item steps a line's markers open, innermost first (the ancestors are built reversed).
    private static func itemSteps(of line: OutlineLine) -> [Step] {
        line.dashes.reversed().map { .item(line: line.number, column: $0) }
    }
}
