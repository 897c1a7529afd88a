import Foundation
import Testing

import Stagehand

@Suite struct SchemaJSONTextTests {
    @Test func writesScalars() {
        #expect(Value.null.jsonText() == "null")
        #expect(Value.bool(true).jsonText() == "true")
        #expect(Value.bool(false).jsonText() == "false")
        #expect(Value.int(42).jsonText() == "42")
        #expect(Value.int(-7).jsonText() == "-7")
        #expect(Value.int(Int.min).jsonText() == "-9223372036854775808")
        #expect(Value.string("hi").jsonText() == "\"hi\"")
    }

    @Test(arguments: [
        (1.5, "1.5"), (1.0, "1.0"), (0.1, "0.1"), (-0.0, "-0.0"), (1e20, "1e+20"), (1e-7, "1e-07"),
        (123456789.125, "123456789.125"), (Double.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func writesDoublesInShortestRoundTripForm(_ value: Double, _ expected: String) {
        #expect(Value.double(value).jsonText() == expected)
    }

    @Test func doublesReadBackExactly() throws {
        for value in [0.1, 1.0 / 3.0, 2.0 / 3.0, 1e300, 123.456e-200, Double.pi, 9007199254740993.0] {
            let text = Value.double(value).jsonText()
            let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect((decoded as? NSNumber)?.doubleValue == value, "\(text)")
        }
    }

    @Test func escapesStrings() {
        #expect(Value.string("a\"b\\c").jsonText() == #""a\"b\\c""#)
        #expect(Value.string("\n\r\t\u{08}\u{0C}").jsonText() == #""\n\r\t\b\f""#)
        #expect(Value.string("\u{00}\u{01}\u{1B}\u{1F}\u{7F}").jsonText() == #""\u0000\u0001\u001b\u001f\u007f""#)
        #expect(Value.string("\u{2028}\u{2029}").jsonText() == #""\u2028\u2029""#)
        #expect(Value.string("/ é 日本 🎭").jsonText() == "\"/ é 日本 🎭\"")
        #expect(Value.mapping(["k\"ey\n": 1]).jsonText(pretty: false) == #"{"k\"ey\n":1}"#)
    }

    @Test func escapedStringsReadBack() throws {
        var text = ""
        for scalar in (0...0x80).compactMap(Unicode.Scalar.init) { text.unicodeScalars.append(scalar) }
        text += "\u{2028}é🎭\"\\"
        let json = Value.list([.string(text)]).jsonText()
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        #expect(decoded == [text])
    }

    @Test func keepsMappingOrder() {
        let value: Value = ["zebra": 1, "apple": 2, "mango": ["z": true, "a": nil]]
        #expect(value.jsonText(pretty: false) == #"{"zebra":1,"apple":2,"mango":{"z":true,"a":null}}"#)
    }

    @Test func prettyPrintsWithTwoSpaces() {
        let value: Value = ["name": "Ada", "tags": ["a", 1, 2.5], "empty": [], "none": [:], "nested": ["x": [[:]]]]
        let expected = """
            {
              "name": "Ada",
              "tags": [
                "a",
                1,
                2.5
              ],
              "empty": [],
              "none": {},
              "nested": {
                "x": [
                  {}
                ]
              }
            }
            """
        #expect(value.jsonText() == expected)
        #expect(value.jsonText(pretty: false) == #"{"name":"Ada","tags":["a",1,2.5],"empty":[],"none":{},"nested":{"x":[{}]}}"#)
    }

    @Test func writesDeepValuesFromTheLoader() {
        var value: Value = "leaf"
        for _ in 0..<256 { value = .list([value]) }
        let text = value.jsonText(pretty: false)
        #expect(text == String(repeating: "[", count: 256) + "\"leaf\"" + String(repeating: "]", count: 256))
    }

    @Test func isDeterministic() {
        let value: Value = ["b": [1, 2.25, "x"], "a": ["c": nil, "d": false]]
        #expect(value.jsonText() == value.jsonText())
        #expect(value.jsonText(pretty: false) == value.jsonText(pretty: false))
    }
}
