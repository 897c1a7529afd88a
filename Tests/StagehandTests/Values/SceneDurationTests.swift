import Foundation
import Testing

import Stagehand

@Suite struct SceneDurationTests {
    @Test(arguments: [
        ("300ms", 300), ("1.5s", 1_500), ("2s", 2_000), ("2m", 120_000), ("0", 0), ("0ms", 0),
        ("250", 250), (" 40ms ", 40), ("2 s", 2_000), (".5s", 500), ("1.s", 1_000), ("1.001s", 1_001),
        ("0.4ms", 0), ("2147483647", 2_147_483_647), ("2147483.647s", 2_147_483_647),
    ])
    func parsesText(_ text: String, _ expected: Int) {
        #expect(SceneDuration(parsing: text)?.milliseconds == expected)
    }

    @Test(arguments: [
        "", " ", "-1s", "-5", "+5ms", "ms", "s", "1.2.3s", "1e3", "2h", "5 sec", "1S", "1_000ms", "nan",
        "inf", "2147483648", "35792m", "10s5", "..5s", "1s ms",
    ])
    func rejectsText(_ text: String) {
        #expect(SceneDuration(parsing: text) == nil)
    }

    @Test func readsValues() {
        #expect(SceneDuration(Value.int(300))?.milliseconds == 300)
        #expect(SceneDuration(Value.double(12.6))?.milliseconds == 13)
        #expect(SceneDuration(Value.string("1.5s"))?.milliseconds == 1_500)
        #expect(SceneDuration(Value.int(0)) == .zero)
        #expect(SceneDuration(Value.int(-1)) == nil)
        #expect(SceneDuration(Value.double(-0.5)) == nil)
        #expect(SceneDuration(Value.double(.nan)) == nil)
        #expect(SceneDuration(Value.double(.infinity)) == nil)
        #expect(SceneDuration(Value.int(Int(Int32.max) + 1)) == nil)
        #expect(SceneDuration(Value.int(Int.max)) == nil)
        #expect(SceneDuration(Value.bool(true)) == nil)
        #expect(SceneDuration(Value.null) == nil)
        #expect(SceneDuration(Value.list([1])) == nil)
        #expect(PropertyKind.duration.accepts("300ms"))
        #expect(!PropertyKind.duration.accepts("soon"))
    }

    @Test func describesInShortestForm() {
        #expect(SceneDuration(milliseconds: 300).description == "300ms")
        #expect(SceneDuration(milliseconds: 2_000).description == "2s")
        #expect(SceneDuration(milliseconds: 1_500).description == "1500ms")
        #expect(SceneDuration(milliseconds: 120_000).description == "120s")
        #expect(SceneDuration.zero.description == "0ms")
        for ms in [0, 1, 999, 1_000, 1_500, 60_000, SceneDuration.maximumMilliseconds] {
            let d = SceneDuration(milliseconds: ms)
            #expect(SceneDuration(parsing: d.description) == d)
        }
    }

    @Test func ordersAndConverts() {
        #expect(SceneDuration(milliseconds: 5) < SceneDuration(milliseconds: 6))
        #expect([SceneDuration(milliseconds: 9), .zero].max() == SceneDuration(milliseconds: 9))
        #expect(SceneDuration(milliseconds: 1_500).duration == .milliseconds(1_500))
    }

    @Test func decodesAsAField() throws {
        struct Fade: Codable { var length: SceneDuration }
        let fade = try ValueDecoder().decode(Fade.self, from: ["length": "1.5s"])
        #expect(fade.length.milliseconds == 1_500)
        #expect(try ValueDecoder().decode(Fade.self, from: ["length": 250]).length.milliseconds == 250)
        do {
            _ = try ValueDecoder().decode(Fade.self, from: ["length": "soon"])
            Issue.record("decoded a bad duration")
        } catch {
            #expect(ValueDecoder.describe(error) == "at 'length': expected a duration such as 300ms, found a string \"soon\"")
        }
        let json = try JSONEncoder().encode(Fade(length: SceneDuration(milliseconds: 2_000)))
        #expect(String(decoding: json, as: UTF8.self) == #"{"length":"2s"}"#)
        #expect(try JSONDecoder().decode(Fade.self, from: json).length.milliseconds == 2_000)
    }
}
