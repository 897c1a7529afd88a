import Testing
import Stagehand

/// `yamlText()` writes block YAML that reads back to the same value, quoting only strings that
/// would otherwise read as something else.
@Suite struct ValueYAMLTests {
    func roundTrip(_ value: Value) -> Value? {
        let (document, diagnostics) = DocumentLoader.parse(Array(value.yamlText().utf8), file: "v.yaml")
        #expect(diagnostics.isEmpty, "\(value.yamlText())")
        return document?.root.map(Value.init)
    }

    @Test(arguments: [
        "", "true", "null", "~", "12", "1.5", "0x1F", ".inf", "-", "- x", "a: b", "a:b", "x #y", "#x", " lead",
        "trail ", "ends:", "[1]", "{a}", "*alias", "&anchor", "!tag", "|", ">", "'q'", "\"dq\"", "%", "@", "`",
        "multi\nline", "tab\there", "é ü 東京", "-1", "?x", ":x", "NO", "yes", "1e5",
    ])
    func stringsReadBackAsStrings(_ text: String) {
        #expect(roundTrip(.string(text)) == .string(text))
        #expect(roundTrip(["k": .string(text)]) == ["k": .string(text)])
        #expect(roundTrip([.string(text)]) == [.string(text)])
    }

    @Test func nestedValuesKeepTheirShapeAndOrder() {
        let value: Value = [
            "zeta": [1, 2.5, true, nil, [], [:]],
            "alpha": ["b": [["x": 1, "y": [[1, 2], [3]]]], "a": "plain text"],
            "true": -0.001,
        ]
        #expect(roundTrip(value) == value)
        #expect(Value.list([[1, 2], ["a": 1, "b": 2]]).yamlText() == "- - 1\n  - 2\n- a: 1\n  b: 2\n")
        #expect(Value.mapping(["list": [1], "map": ["k": "v"], "empty": []]).yamlText() == "list:\n  - 1\nmap:\n  k: v\nempty: []\n")
        #expect(Value.string("x").yamlText() == "x\n")
        #expect(Value.list([]).yamlText() == "[]\n")
    }
}
