import Foundation
import OrderedCollections
import Testing

import Stagehand


/// Decodes through every container kind by hand, including nested and super decoders.
private struct Manual: Decodable, Equatable {
    var first: Int
    var pair: [String]
    var flag: Bool
    var parent: String

    enum Keys: String, CodingKey { case first, nested, list, parent }
    enum NestedKeys: String, CodingKey { case flag }

    init(from decoder: any Decoder) throws {
        let root = try decoder.container(keyedBy: Keys.self)
        var list = try root.nestedUnkeyedContainer(forKey: .list)
        first = try list.decode(Int.self)
        var inner = try list.nestedUnkeyedContainer()
        pair = [try inner.decode(String.self), try inner.decode(String.self)]
        #expect(inner.isAtEnd)
        #expect(try list.decodeNil())
        #expect(list.isAtEnd)
        flag = try root.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested).decode(Bool.self, forKey: .flag)
        parent = try root.superDecoder(forKey: .parent).singleValueContainer().decode(String.self)
    }

    init(first: Int, pair: [String], flag: Bool, parent: String) {
        (self.first, self.pair, self.flag, self.parent) = (first, pair, flag, parent)
    }
}

private struct Widths: Decodable {
    var i8: Int8?
    var u8: UInt8?
    var i16: Int16?
    var u16: UInt16?
    var i32: Int32?
    var u32: UInt32?
    var i64: Int64?
    var u64: UInt64?
    var u: UInt?
    var f: Float?
}

@Suite struct ValueDecoderTests {
    let decoder = ValueDecoder()

    private func message<T: Decodable>(decoding type: T.Type, from value: Value) -> String? {
        do {
            _ = try decoder.decode(type, from: value)
            return nil
        } catch {
            return ValueDecoder.describe(error)
        }
    }

    @Test func nestedStructsOptionalsAndArrays() throws {
        let value: Value = [
            "name": "Ada", "age": 36, "height": 1.65,
            "address": ["city": "London", "zip": 12345],
            "tags": ["math", "poetry"],
        ]
        let person = try decoder.decode(Person.self, from: value)
        #expect(
            person
                == Person(
                    name: "Ada", age: 36, height: 1.65, address: .init(city: "London", zip: "12345"),
                    tags: ["math", "poetry"]))
    }

    @Test func missingAndNullOptionalsAreNil() throws {
        let value: Value = ["name": "Bo", "age": 3, "height": nil, "address": ["city": "Oslo"], "tags": []]
        let person = try decoder.decode(Person.self, from: value)
        #expect(person.height == nil)
        #expect(person.address.zip == nil)
        #expect(person.tags.isEmpty)
        #expect(try decoder.decode(Int?.self, from: .null) == nil)
        #expect(try decoder.decode([Int?].self, from: [1, nil, 3]) == [1, nil, 3])
    }

    @Test func dictionariesEnumsAndValues() throws {
        let value: Value = [
            "mood": "cheerful", "priority": 2, "limits": ["a": 1, "b": 2.0],
            "extra": ["z": 1, "a": [true, nil]], "note": nil,
        ]
        let settings = try decoder.decode(Settings.self, from: value)
        #expect(settings.mood == .cheerful)
        #expect(settings.priority == .high)
        #expect(settings.limits == ["a": 1, "b": 2])
        #expect(settings.extra == ["z": 1, "a": [true, nil]])
        // Mapping order survives a `Value` field exactly.
        if case .mapping(let m) = settings.extra { #expect(Array(m.keys) == ["z", "a"]) } else { Issue.record("not a mapping") }
        #expect(settings.note == nil)
        #expect(try decoder.decode(Value.self, from: [1, "two"]) == [1, "two"])
        #expect(try decoder.decode([String: [Int]].self, from: ["x": [1, 2]]) == ["x": [1, 2]])
        #expect(try decoder.decode([Int: String].self, from: ["1": "one"]) == [1: "one"])
    }

    @Test func containersByHand() throws {
        let value: Value = ["first": 0, "list": [7, ["a", "b"], nil], "nested": ["flag": true], "parent": "p"]
        #expect(try decoder.decode(Manual.self, from: value) == Manual(first: 7, pair: ["a", "b"], flag: true, parent: "p"))
    }

    /// The 128-bit integers reach each container through overloads of their own.
    @Test func wideIntegersInEveryContainer() throws {
        #expect(try decoder.decode(Int128.self, from: -5) == -5)
        #expect(try decoder.decode([UInt128].self, from: [1, 2]) == [1, 2])
        #expect(try decoder.decode([String: Int128].self, from: ["a": 3]) == ["a": 3])
    }

    @Test func numericConversions() throws {
        #expect(try decoder.decode(Double.self, from: 2) == 2.0)
        #expect(try decoder.decode(Float.self, from: 3) == 3.0)
        #expect(try decoder.decode(Float.self, from: 0.5) == 0.5)
        #expect(try decoder.decode(Int.self, from: 4.0) == 4)
        #expect(try decoder.decode(UInt8.self, from: 255) == 255)
        #expect(try decoder.decode(Int8.self, from: -128) == -128)
        #expect(try decoder.decode(UInt64.self, from: .int(Int.max)) == UInt64(Int.max))
        #expect(try decoder.decode(Int16.self, from: -2.0) == -2)
        #expect(try decoder.decode(Double.self, from: .double(.infinity)) == .infinity)
        let widths = try decoder.decode(
            Widths.self,
            from: ["i8": 1, "u8": 2, "i16": 3, "u16": 4, "i32": 5, "u32": 6, "i64": 7, "u64": 8, "u": 9, "f": 1.5])
        #expect(widths.i8 == 1 && widths.u8 == 2 && widths.i16 == 3 && widths.u16 == 4)
        #expect(widths.i32 == 5 && widths.u32 == 6 && widths.i64 == 7 && widths.u64 == 8 && widths.u == 9)
        #expect(widths.f == 1.5)
    }

    @Test func scalarsDecodeAsStrings() throws {
        #expect(try decoder.decode(String.self, from: 12345) == "12345")
        #expect(try decoder.decode(String.self, from: 1.5) == "1.5")
        #expect(try decoder.decode(String.self, from: 2.0) == "2")
        #expect(try decoder.decode(String.self, from: true) == "true")
        #expect(try decoder.decode([String].self, from: [1, "a", false]) == ["1", "a", "false"])
    }

    @Test func strictKinds() {
        #expect(message(decoding: Bool.self, from: 1) == "expected true or false, found an integer 1")
        #expect(message(decoding: Bool.self, from: "true") == "expected true or false, found a string \"true\"")
        #expect(message(decoding: Int.self, from: "3") == "expected an integer, found a string \"3\"")
        #expect(message(decoding: Double.self, from: "3.5") == "expected a number, found a string \"3.5\"")
        #expect(message(decoding: String.self, from: [1]) == "expected a string, found a list")
        #expect(message(decoding: [Int].self, from: ["a": 1]) == "expected a list, found a mapping")
        #expect(message(decoding: Person.self, from: []) == "expected a mapping, found an empty list")
        #expect(message(decoding: Int.self, from: .null) == "expected an integer, found null")
    }

    @Test func rangeErrors() {
        #expect(message(decoding: UInt8.self, from: 300) == "300 is out of range for UInt8 (0...255)")
        #expect(message(decoding: UInt.self, from: -1) == "-1 is out of range for UInt (0...\(UInt.max))")
        #expect(message(decoding: Int8.self, from: -129) == "-129 is out of range for Int8 (-128...127)")
        #expect(message(decoding: Int.self, from: 1.5) == "expected an integer, found a number 1.5")
        #expect(message(decoding: Int.self, from: .double(.nan)) == "expected an integer, found a number nan")
        #expect(message(decoding: Int32.self, from: 1e10)?.hasPrefix("10000000000 is out of range for Int32") == true)
        #expect(message(decoding: Float.self, from: 1e300)?.hasPrefix("1e+300 is out of range for Float") == true)
        #expect(throws: DecodingError.self) { try decoder.decode(Widths.self, from: ["u16": 70000]) }
    }

    @Test func errorMessagesCarryPaths() {
        let people: Value = ["people": [["height": 1.8], ["height": 2], ["height": "tall"]]]
        struct Entry: Decodable { var height: Double }
        struct Root: Decodable { var people: [Entry] }
        #expect(message(decoding: Root.self, from: people) == "at 'people.2.height': expected a number, found a string \"tall\"")

        let missing: Value = ["name": "Ada", "age": 1, "address": ["zip": "1"], "tags": []]
        #expect(message(decoding: Person.self, from: missing) == "at 'address': missing required key 'city'")

        let misspelt: Value = ["name": "Ada", "aeg": 1, "address": ["city": "X"], "tags": []]
        #expect(message(decoding: Person.self, from: misspelt) == "missing required key 'age' (is 'aeg' a misspelling of it?)")

        let badTag: Value = ["name": "Ada", "age": 1, "address": ["city": "X"], "tags": ["a", ["b"]]]
        #expect(message(decoding: Person.self, from: badTag) == "at 'tags.1': expected a string, found a list")

        let nullAge: Value = ["name": "Ada", "age": nil, "address": ["city": "X"], "tags": []]
        #expect(message(decoding: Person.self, from: nullAge) == "at 'age': expected an integer, found null")

        #expect(message(decoding: [Int].self, from: [1, 2, 3000000000000000000]) == nil)
        #expect(message(decoding: [UInt8].self, from: [1, 2, 256]) == "at '2': 256 is out of range for UInt8 (0...255)")
    }

    @Test func enumErrorsListCasesAndSuggest() {
        #expect(
            message(decoding: [Mood].self, from: ["calm", "grumpi"])
                == "at '1': expected one of 'calm', 'cheerful', 'grumpy', found a string \"grumpi\"; did you mean 'grumpy'?")
        #expect(
            message(decoding: Mood.self, from: "zzz") == "expected one of 'calm', 'cheerful', 'grumpy', found a string \"zzz\"")
        // Not CaseIterable: the standard library's own message stands, with the path.
        #expect(message(decoding: [String: Priority].self, from: ["p": 5])?.hasPrefix("at 'p': ") == true)
    }

    @Test func unkeyedContainerPastTheEnd() {
        struct Pair: Decodable {
            var a: Int, b: Int
            init(from decoder: any Decoder) throws {
                var c = try decoder.unkeyedContainer()
                a = try c.decode(Int.self)
                b = try c.decode(Int.self)
            }
        }
        #expect(message(decoding: Pair.self, from: [1]) == "at '1': expected another item, but the list has only 1 item")
    }

    @Test func userInfoReachesTypes() throws {
        struct Probe: Decodable {
            var seen: String?
            init(from decoder: any Decoder) throws { seen = decoder.userInfo[Self.key] as? String }
            static let key = CodingUserInfoKey(rawValue: "probe")!
        }
        var custom = ValueDecoder()
        custom.userInfo[Probe.key] = "hello"
        #expect(try custom.decode(Probe.self, from: .null).seen == "hello")
    }

    @Test func describeOtherErrors() {
        struct Oops: Error, CustomStringConvertible { var description: String { "oops" } }
        #expect(ValueDecoder.describe(Oops()) == "oops")
        let foreign = DecodingError.keyNotFound(
            ValueCodingKey(stringValue: "b"),
            .init(codingPath: [ValueCodingKey(stringValue: "a"), ForeignIndex(intValue: 3)], debugDescription: "No value"))
        #expect(ValueDecoder.describe(foreign) == "at 'a.3': missing required key 'b'")
    }

    @Test func valueRoundTripsThroughJSON() throws {
        let value: Value = ["b": 1, "a": [true, nil, 2.5, "x"], "c": ["n": -3]]
        let data = try JSONEncoder().encode(value)
        let text = String(decoding: data, as: UTF8.self)
        // Key order in the output is the encoder's choice, so check the pieces.
        #expect(text.contains(#""a":[true,null,2.5,"x"]"#))
        #expect(text.contains(#""c":{"n":-3}"#))
        #expect(text.contains(#""b":1"#))
        #expect(String(decoding: try JSONEncoder().encode(Value.null), as: UTF8.self) == "null")
        let back = try JSONDecoder().decode(Value.self, from: data)
        #expect(back.value(atPath: "a") == [true, nil, 2.5, "x"])
        #expect(back.value(atPath: "c.n") == -3)
        #expect(back.value(atPath: "b") == 1)
    }
}

/// An index key as other decoders spell it.
private struct ForeignIndex: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { return nil }
    init(intValue: Int) { self.intValue = intValue; stringValue = "Index \(intValue)" }
}
