import OrderedCollections
import Testing
import Stagehand

/// `Value(node)` reads the document's buffers directly; it must give exactly what walking the
/// tree node by node gives, for every shape a document can take.
@Suite struct NodeValueBuilderTests {
    /// The conversion written the plain way, through node handles.
    static func reference(_ node: Node) -> Value {
        switch node.content {
        case .scalar(let scalar): return Value(resolving: scalar)
        case .sequence(let items): return .list(items.map(reference))
        case .mapping(let pairs):
            var mapping = OrderedDictionary<String, Value>()
            for pair in pairs { mapping[pair.key.scalarText ?? ""] = reference(pair.value) }
            return .mapping(mapping)
        }
    }

    @Test(arguments: [
        "a: 1\nb: [x, 2.5, true, ~, '007', \"q\"]\nc: { d: { e: [] } }\n",
        "base: &b { x: 1, y: 2 }\nuse: { <<: *b, y: 3 }\nagain: *b\nlist: &l [1, 2]\nlists: [*l, *l]\n",
        "tagged: !!str 12\nint: !!int '12'\nfloat: !!float '1.5'\ncustom: !thing value\n",
        "text: |\n  line one\n  line two\nfolded: >\n  a\n  b\nempty:\n\"\": blank key\n",
        "? [complex, key]\n: value\nplain: after\n",
        "dup: 1\ndup: 2\n",
        "- 1\n- [2, [3, [4]]]\n- { a: [ { b: c } ] }\n",
        "- { a: 1, b: 2 }\n- { a: 3, b: 4 }\n- { b: 5, a: 6 }\n- { a: 7, a: 8 }\n- { a: 9, b: 10 }\n- { a: 11 }\n",
        "unicode: \"ünïcödé ✓\"\nnumbers: [0x1F, 0o17, -.inf, .nan, +12, 1e3, 1_000]\n",
    ])
    func matchesTheNodeByNodeConversion(text: String) throws {
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "t.yaml").document)
        let root = try #require(document.root)
        let built = Value(root)
        let expected = Self.reference(root)
        // NaN is never equal to itself: compare the text of both instead.
        #expect(built.yamlText() == expected.yamlText())
        if !text.contains(".nan") { #expect(built == expected) }
    }

    /// The rows of a list with the same keys share one list of keys; a row with other keys, or
    /// the same keys in another order, has its own.
    @Test func rowsWithTheSameKeysShareThem() throws {
        let text = "- { name: Ada, size: 1 }\n- { name: Grace, size: 2 }\n- { size: 3, name: Alan }\n- { size: 4, name: Edsger }\n"
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "t.yaml").document)
        guard case .list(let rows) = Value(try #require(document.root)) else {
            Issue.record("the document is a list")
            return
        }
        let keys = rows.compactMap { row -> OrderedSet<String>? in
            if case .mapping(let mapping) = row { return mapping.keys }
            return nil
        }
        #expect(keys.map { Array($0) } == [["name", "size"], ["name", "size"], ["size", "name"], ["size", "name"]])
        func storage(_ set: OrderedSet<String>) -> UnsafeRawPointer? {
            set.elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        #expect(storage(keys[0]) == storage(keys[1]))
        #expect(storage(keys[2]) == storage(keys[3]))
        #expect(storage(keys[0]) != storage(keys[2]))
    }
}
