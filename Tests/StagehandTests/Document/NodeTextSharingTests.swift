import Testing
import Stagehand

/// Repeated short scalars share one copy of their text in a document's storage.
@Suite struct NodeTextSharingTests {
    @Test func repeatedKeysAndValuesAreStoredOnceAndReadBackExactly() throws {
        var text = "people:\n"
        for n in 0..<200 {
            text += "  - { name: \"Ada \(n)\", city: London, active: true, tags: [math, math] }\n"
        }
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "people.yaml").document)
        let people = try #require(document.root?["people"]?.items)
        #expect(people.count == 200)
        for (n, person) in people.enumerated() {
            #expect(person["name"]?.scalarText == "Ada \(n)")
            #expect(person["city"]?.scalarText == "London")
            #expect(person["active"]?.scalarText == "true")
            #expect(person["tags"]?.items?.map { $0.scalarText } == ["math", "math"])
        }
        // Unshared, each person's texts take 40 bytes or more; repeats of "name", "city",
        // "London"… point at an earlier copy instead.
        let storage = try #require(document.root).storage
        #expect(storage.text.count < 200 * 20)
    }

    @Test func textsThatDifferOnlyInLengthOrBytesStayApart() throws {
        let text = "a: ab\nb: abc\nc: abd\nd: ab\ne: \"\"\nf: ''\n"
        let root = try #require(DocumentLoader.parse(Array(text.utf8), file: "t.yaml").document?.root)
        #expect(["a", "b", "c", "d", "e", "f"].map { root[$0]?.scalarText } == ["ab", "abc", "abd", "ab", "", ""])
    }
}
