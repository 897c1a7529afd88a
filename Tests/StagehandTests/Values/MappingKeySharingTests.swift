import OrderedCollections
import Testing
import Stagehand

/// Rows with the same keys hold one list of keys between them, whichever reader built them, and
/// stay independent values: editing one row never changes another.
@Suite struct MappingKeySharingTests {
    /// The address of a mapping's list of keys: equal for mappings that share it.
    static func keyStorage(_ value: Value) -> UnsafeRawPointer? {
        guard case .mapping(let mapping) = value else { return nil }
        return mapping.keys.elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// The rows of a list value, or none.
    static func rows(_ value: Value) -> [Value] { value.list ?? [] }

    static func load(_ text: String, file: String) throws -> Value {
        let loaded = DocumentLoader.parse(Array(text.utf8), file: file)
        #expect(loaded.diagnostics.isEmpty)
        let document = try #require(loaded.document)
        return Value(try #require(document.root))
    }

    /// Whether every value has a list of keys, and all of them the same one.
    static func shareOneList(_ values: [Value]) -> Bool {
        let storages = values.map(keyStorage)
        return !storages.isEmpty && storages.allSatisfy { $0 != nil && $0 == storages[0] }
    }

    @Test func rowsReadFromJSONShareTheirKeys() throws {
        let text = """
            [{"id": 1, "name": "Ada", "email": "ada@example.org"},
             {"id": 2, "name": "Grace", "email": "grace@example.org"},
             {"id": 3, "name": "Alan", "email": "alan@example.org"}]
            """
        let rows = Self.rows(try Self.load(text, file: "rows.json"))
        #expect(rows.count == 3)
        #expect(Self.shareOneList(rows))
        #expect(rows[2].mapping?.keys.elements == ["id", "name", "email"])
        #expect(rows[1].value(atPath: "email") == "grace@example.org")
    }

    /// Nested mappings share with the mappings at the same place of the other rows, even when
    /// each row holds two mappings of different keys.
    @Test func nestedMappingsReadFromYAMLShareWithTheirPlaceInEveryRow() throws {
        let text = """
            - name: Ada
              address: { city: London, zip: N1 }
              company: { title: Analyst, size: 3 }
            - name: Grace
              address: { city: Arlington, zip: "22201" }
              company: { title: Admiral, size: 9 }
            - name: Alan
              address: { city: Wilmslow, zip: SK9 }
              company: { title: Reader, size: 1 }
            """
        let rows = Self.rows(try Self.load(text, file: "rows.yaml"))
        #expect(rows.count == 3)
        #expect(Self.shareOneList(rows))
        #expect(Self.shareOneList(rows.compactMap { $0.value(atPath: "address") }))
        #expect(Self.shareOneList(rows.compactMap { $0.value(atPath: "company") }))
        #expect(Self.keyStorage(rows[0].value(atPath: "address") ?? .null) != Self.keyStorage(rows[0].value(atPath: "company") ?? .null))
        #expect(rows[1].value(atPath: "address.zip") == "22201")
        #expect(rows[2].value(atPath: "company.size") == 1)
    }

    /// Rows with more keys than a mapping keeps without a hash table share them as well, and
    /// still find every key.
    @Test func wideRowsShareTheirKeysAndFindEveryOne() throws {
        let keys = (0..<20).map { "column\($0)" }
        let text = (0..<3).map { row in
            "- {" + keys.enumerated().map { "\($1): \(row * 100 + $0)" }.joined(separator: ", ") + "}\n"
        }.joined()
        let rows = Self.rows(try Self.load(text, file: "rows.yaml"))
        #expect(rows.count == 3)
        #expect(Self.shareOneList(rows))
        #expect(rows[2].value(atPath: "column17") == 217)
        #expect(rows[1].mapping?.index(forKey: "column19") == 19)
    }

    /// Rows whose keys differ from the row before, fewer, more, another order or others, read
    /// exactly as the document says.
    @Test func rowsWithOtherKeysKeepTheirOwn() throws {
        let text = "- {a: 1, b: 2}\n- {a: 3}\n- {a: 4, b: 5, c: 6}\n- {b: 7, a: 8}\n- {c: 9}\n- {a: 11, b: 12}\n"
        let rows = Self.rows(try Self.load(text, file: "rows.yaml"))
        #expect(rows.map { $0.mapping.map { Array($0.keys) } ?? [] } == [["a", "b"], ["a"], ["a", "b", "c"], ["b", "a"], ["c"], ["a", "b"]])
        #expect(rows[4] == ["c": 9])
        #expect(rows[5] == ["a": 11, "b": 12])
        #expect(rows[3].value(atPath: "a") == 8)
    }

    @Test(arguments: [
        (CommandOutputFormat.csv, "id,name\n1,Ada\n2,Grace\n3,Alan\n"),
        (CommandOutputFormat.tsv, "id\tname\n1\tAda\n2\tGrace\n3\tAlan\n"),
        (CommandOutputFormat.columns, "ID  NAME\n1   Ada\n2   Grace\n3   Alan\n"),
        (CommandOutputFormat.jsonl, "{\"id\": \"1\", \"name\": \"Ada\"}\n{\"id\": \"2\", \"name\": \"Grace\"}\n{\"id\": \"3\", \"name\": \"Alan\"}\n"),
    ])
    func rowsOfACommandsOutputShareTheirKeys(format: CommandOutputFormat, output: String) throws {
        let value = try CommandOutputParser.parse(Array(output.utf8), format: format, limits: LoadLimits()).get()
        let rows = Self.rows(value)
        #expect(rows.count == 3)
        #expect(Self.shareOneList(rows))
        #expect(rows[1].mapping?.values.elements == ["2", "Grace"])
    }

    struct Person: Encodable {
        var name: String
        var age: Int
    }

    @Test func encodedRecordsShareTheirKeys() throws {
        let value = try ValueEncoder().encode([Person(name: "Ada", age: 36), Person(name: "Grace", age: 85), Person(name: "Alan", age: 41)])
        let rows = Self.rows(value)
        #expect(rows.count == 3)
        #expect(Self.shareOneList(rows))
        #expect(rows[1] == ["name": "Grace", "age": 85])
    }

    /// Editing a row that shares its keys, its values or its keys, changes that row only, and
    /// the list still writes every key in the order read.
    @Test func editingOneRowLeavesTheOthersAsTheyWere() throws {
        let text = "[{\"id\": 1, \"name\": \"Ada\"}, {\"id\": 2, \"name\": \"Grace\"}, {\"id\": 3, \"name\": \"Alan\"}]"
        let original = try Self.load(text, file: "rows.json")
        var edited = original
        try edited.replace(at: ["0", "name"], with: "Augusta")
        try edited.replace(at: ["1", "born"], with: 1906)
        try edited.remove(at: ["2", "id"])
        let rows = Self.rows(edited)
        #expect(rows == [["id": 1, "name": "Augusta"], ["id": 2, "name": "Grace", "born": 1906], ["name": "Alan"]])
        #expect(Self.rows(original) == [["id": 1, "name": "Ada"], ["id": 2, "name": "Grace"], ["id": 3, "name": "Alan"]])
        #expect(Self.shareOneList(Self.rows(original)))
        #expect(Self.keyStorage(rows[0]) == Self.keyStorage(Self.rows(original)[0]))
        #expect(edited.jsonText(pretty: false) == "[{\"id\":1,\"name\":\"Augusta\"},{\"id\":2,\"name\":\"Grace\",\"born\":1906},{\"name\":\"Alan\"}]")
    }

    /// The same through the mapping itself, as an app's code edits a row it matched.
    @Test func changingAMatchedRowCopiesItsKeys() throws {
        let rows = Self.rows(try Self.load("- {a: 1, b: 2}\n- {a: 3, b: 4}\n", file: "rows.yaml"))
        guard case .mapping(var first) = rows[0] else {
            Issue.record("the first row is a mapping")
            return
        }
        first["c"] = 5
        first["a"] = 0
        #expect(first == ["a": 0, "b": 2, "c": 5])
        #expect(rows[0] == ["a": 1, "b": 2])
        #expect(rows[1] == ["a": 3, "b": 4])
        #expect(Self.shareOneList(rows))
    }
}
