import OrderedCollections
import Testing

import Stagehand


/// Encodes through every container kind by hand, including nested containers and super encoders.
private struct Manual: Encodable {
    enum Keys: String, CodingKey { case first, nested, list, parent }
    enum NestedKeys: String, CodingKey { case flag }

    func encode(to encoder: any Encoder) throws {
        var root = encoder.container(keyedBy: Keys.self)
        try root.encode(7, forKey: .first)
        var list = root.nestedUnkeyedContainer(forKey: .list)
        // The nested container is written after its sibling below is created: boxes are
        // resolved at the end, so late writes still land in place.
        var nested = root.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
        try list.encode(1)
        var inner = list.nestedUnkeyedContainer()
        try list.encodeNil()
        try inner.encode("a")
        try inner.encode("b")
        var listSuper = list.superEncoder().singleValueContainer()
        try listSuper.encode(UInt8(9))
        try nested.encode(true, forKey: .flag)
        var parent = root.superEncoder(forKey: .parent).singleValueContainer()
        try parent.encode("p")
        var superKeyed = root.superEncoder().container(keyedBy: NestedKeys.self)
        try superKeyed.encode(false, forKey: .flag)
    }
}

private struct Widths: Encodable {
    var i8: Int8 = -8
    var u8: UInt8 = 8
    var i16: Int16 = -16
    var u16: UInt16 = 16
    var i32: Int32 = -32
    var u32: UInt32 = 32
    var i64: Int64 = .min
    var u64: UInt64 = UInt64(Int.max)
    var u: UInt = 0
    var f: Float = 0.1
}

private struct Big: Encodable {
    var counts: [UInt64]
}

@Suite struct ValueEncoderTests {
    let encoder = ValueEncoder()

    private func keys(_ value: Value?) -> [String] {
        guard case .mapping(let m) = value else { return [] }
        return Array(m.keys)
    }

    @Test func structsKeepFieldOrder() throws {
        let person = Person(
            name: "Ada", age: 36, height: 1.65, address: .init(city: "London", zip: "N1"), tags: ["math", "poetry"])
        let value = try encoder.encode(person)
        #expect(keys(value) == ["name", "age", "height", "address", "tags"])
        #expect(keys(value.value(atPath: "address")) == ["city", "zip"])
        // `OrderedDictionary` equality is order-sensitive, so this checks order as well.
        let expected: Value = [
            "name": "Ada", "age": 36, "height": 1.65,
            "address": ["city": "London", "zip": "N1"],
            "tags": ["math", "poetry"],
        ]
        #expect(value == expected)
    }

    @Test func nestedStructsAndArrays() throws {
        let people = [
            Person(name: "A", age: 1, height: nil, address: .init(city: "X"), tags: []),
            Person(name: "B", age: 2, height: 2, address: .init(city: "Y"), tags: ["t"]),
        ]
        let value = try encoder.encode(["people": people])
        #expect(value.value(atPath: "people.count") == 2)
        #expect(value.value(atPath: "people.1.address.city") == "Y")
        #expect(value.value(atPath: "people.1.tags") == ["t"])
        #expect(value.value(atPath: "people.0.tags") == [])
        #expect(try encoder.encode([[1, 2], [], [3]]) == [[1, 2], [], [3]])
    }

    @Test func optionals() throws {
        let value = try encoder.encode(Person(name: "Bo", age: 3, height: nil, address: .init(city: "Oslo"), tags: []))
        // Synthesized conformances skip nil optionals rather than writing null.
        #expect(keys(value) == ["name", "age", "address", "tags"])
        #expect(keys(value.value(atPath: "address")) == ["city"])
        #expect(try encoder.encode([1, nil, 3] as [Int?]) == [1, nil, 3])
        #expect(try encoder.encode(Int?.none) == .null)
        #expect(try encoder.encode(Optional(Optional(5))) == 5)
    }

    @Test func enumsWithRawValues() throws {
        #expect(try encoder.encode(Mood.grumpy) == "grumpy")
        #expect(try encoder.encode(Priority.high) == 2)
        #expect(try encoder.encode([Mood.calm, .cheerful]) == ["calm", "cheerful"])
    }

    @Test func dictionariesSortTheirKeys() throws {
        let words = ["pear": 3, "apple": 1, "fig": 2, "banana": 4, "cherry": 5]
        let value = try encoder.encode(words)
        #expect(keys(value) == ["apple", "banana", "cherry", "fig", "pear"])
        #expect(value == ["apple": 1, "banana": 4, "cherry": 5, "fig": 2, "pear": 3])
        // Integer keys sort by number, not as text.
        #expect(keys(try encoder.encode([10: "ten", 2: "two", 1: "one"])) == ["1", "2", "10"])
        // Nested dictionaries sort too.
        let nested = try encoder.encode(["z": ["b": 1, "a": 2], "y": [:]])
        #expect(keys(nested) == ["y", "z"])
        #expect(keys(nested.value(atPath: "z")) == ["a", "b"])
    }

    @Test func valuePassesThroughUnchanged() throws {
        let value: Value = ["z": 1, "a": [true, nil, 2.5, "x"], "m": ["q": .double(.infinity)]]
        #expect(try encoder.encode(value) == value)
        #expect(keys(try encoder.encode(value)) == ["z", "a", "m"])
        let settings = Settings(
            mood: .calm, priority: .low, limits: [:], extra: value, note: .null, delay: .init(milliseconds: 1500))
        let encoded = try encoder.encode(settings)
        #expect(encoded.value(atPath: "extra") == value)
        #expect(keys(encoded.value(atPath: "extra")) == ["z", "a", "m"])
        #expect(encoded.value(atPath: "note") == .null)
        #expect(encoded.value(atPath: "delay") == "1500ms")
        #expect(try encoder.encode([Value.null, 1, "two"]) == [nil, 1, "two"])
    }

    @Test func numbers() throws {
        let value = try encoder.encode(Widths())
        #expect(
            value
                == [
                    "i8": -8, "u8": 8, "i16": -16, "u16": 16, "i32": -32, "u32": 32,
                    "i64": .int(.min), "u64": .int(.max), "u": 0, "f": 0.1,
                ])
        #expect(try encoder.encode(2.5) == .double(2.5))
        #expect(try encoder.encode(Float(2)) == .double(2))
        #expect(try encoder.encode(Double.nan).number?.isNaN == true)
        #expect(try encoder.encode(UInt64(42)) == .int(42))
        #expect(try encoder.encode(true) == true)
    }

    /// The 128-bit integers reach each container through overloads of their own.
    @Test func wideIntegersInEveryContainer() throws {
        #expect(try encoder.encode(Int128(-5)) == -5)
        #expect(try encoder.encode([UInt128(1), 2]) == [1, 2])
        #expect(try encoder.encode(["a": Int128(3)]) == ["a": 3])
        #expect(throws: EncodingError.self) { try encoder.encode(UInt128(UInt64.max) * 4) }
    }

    @Test func uint64OverflowIsAnError() throws {
        #expect(throws: EncodingError.self) { try encoder.encode(UInt64.max) }
        #expect(throws: EncodingError.self) { try encoder.encode(UInt(Int.max) + 1) }
        do {
            _ = try encoder.encode(["totals": Big(counts: [1, UInt64(Int.max) + 1])])
            Issue.record("expected an error")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(ValueDecoder.pathText(context.codingPath) == "totals.counts.1")
            #expect(context.debugDescription.hasPrefix("9223372036854775808 is out of range"))
        }
    }

    @Test func containersByHand() throws {
        let value = try encoder.encode(Manual())
        #expect(keys(value) == ["first", "list", "nested", "parent", "super"])
        #expect(
            value
                == [
                    "first": 7, "list": [1, ["a", "b"], nil, 9], "nested": ["flag": true], "parent": "p",
                    "super": ["flag": false],
                ])
    }

    @Test func roundTripsThroughTheDecoder() throws {
        let decoder = ValueDecoder()
        let person = Person(
            name: "Ada", age: 36, height: nil, address: .init(city: "London", zip: "12345"), tags: ["a"])
        #expect(try decoder.decode(Person.self, from: encoder.encode(person)) == person)

        let settings = Settings(
            mood: .cheerful, priority: .high, limits: ["b": 2, "a": 1], extra: ["k": [1, 2]], note: nil,
            delay: .init(milliseconds: 2000))
        #expect(try decoder.decode(Settings.self, from: encoder.encode(settings)) == settings)

        let table: [Int: [Mood]] = [3: [.calm], 1: [.grumpy, .cheerful]]
        #expect(try decoder.decode([Int: [Mood]].self, from: encoder.encode(table)) == table)

        let floats: [Float] = [0.1, 1e-3, -2.5]
        #expect(try decoder.decode([Float].self, from: encoder.encode(floats)) == floats)
    }

    @Test func misuseIsAnErrorNotATrap() throws {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(1)
                try single.encode(2)
            }
        }
        struct Mixed: Encodable {
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode("x")
                var list = encoder.unkeyedContainer()
                try list.encode(1)
            }
        }
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(throws: EncodingError.self) { try encoder.encode(Twice()) }
        #expect(throws: EncodingError.self) { try encoder.encode(Mixed()) }
        #expect(throws: EncodingError.self) { try encoder.encode(Nothing()) }
        // Nested, a type that encodes nothing is an empty mapping, as with `JSONEncoder`.
        #expect(try encoder.encode([Nothing()]) == [[:]])
    }

    @Test func userInfoReachesTypes() throws {
        struct Probe: Encodable {
            static let key = CodingUserInfoKey(rawValue: "probe")!
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(encoder.userInfo[Self.key] as? String ?? "none")
            }
        }
        var custom = ValueEncoder()
        custom.userInfo[Probe.key] = "hello"
        #expect(try custom.encode(Probe()) == "hello")
        #expect(try encoder.encode(Probe()) == "none")
    }
}
