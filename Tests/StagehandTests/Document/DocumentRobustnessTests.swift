import Testing
import Stagehand

/// Any bytes must give a document or diagnostics, never a crash or a hang.
@Suite struct DocumentRobustnessTests {
    private static let sample = """
        # yaml-language-server: $schema=../Schemas/scene.schema.json
        stagehand: 1
        scene: people
        title: "People — all of them"
        defaults: &label { type: Label, properties: { style: body } }
        dataSources:
          - { id: people, type: StaticDataSource, properties: { value: [ {name: Ada}, {name: 'Alan'} ] } }
        views:
          - <<: *label
            id: heading
            properties:
              text: |
                Everyone
          - type: Table
            id: peopleTable
            prototype:
              type: HStack
              children:
                - *label
                - type: Button
                  properties:
                    title: >-
                      Show
                      all
        responders:
          - id: show
            type: SegueResponder
            on: [peopleTable.select]
        segues: [{ id: showPerson, to: person.scene.yaml, style: push }]
        """

    @Test func samplePrefixesNeverCrash() {
        let bytes = Array(Self.sample.utf8)
        for end in 0...bytes.count {
            let (document, diagnostics) = DocumentLoader.parse(Array(bytes[..<end]), file: "prefix.yaml")
            // Either a document or at least one diagnostic explains the outcome.
            #expect(document != nil || !diagnostics.isEmpty)
        }
    }

    @Test func sampleParsesCleanly() throws {
        let (document, diagnostics) = DocumentLoader.parse(Array(Self.sample.utf8), file: "sample.yaml")
        #expect(diagnostics.isEmpty)
        let views = try #require(document?.root?["views"]?.items)
        // `type` comes from the merge, where `<<` stood; the explicit `properties` wins over the merged one.
        #expect(views[0].docKeys == ["type", "id", "properties"])
        #expect(views[0]["properties"]?["text"]?.scalarText == "Everyone\n")
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(state: 0x5EED)
        let alphabet = Array("[]{}:,-?&*!|>'\"#%@`<< \n\t abc123.~\\".utf8)
        for _ in 0..<3000 {
            let length = Int.random(in: 0...200, using: &generator)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for _ in 0..<length {
                if Int.random(in: 0..<8, using: &generator) == 0 {
                    bytes.append(UInt8.random(in: 0 ... .max, using: &generator))
                } else {
                    bytes.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
                }
            }
            let (document, diagnostics) = DocumentLoader.parse(bytes, file: "random.yaml",
                                                              limits: LoadLimits(maxDepth: 8, maxAliasExpansion: 50))
            #expect(document != nil || !diagnostics.isEmpty)
        }
    }

    @Test func randomAnchorsAndMergesNeverCrash() {
        var generator = SeededGenerator(state: 42)
        let pieces = ["&a ", "&b ", "*a", "*b", "<<: ", "[", "]", "{", "}", ", ", ": ", "\n", "  ", "- ", "x", "k", "? "]
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            let (document, diagnostics) = DocumentLoader.parse(Array(text.utf8), file: "r.yaml",
                                                              limits: LoadLimits(maxDepth: 6, maxAliasExpansion: 40))
            #expect(document != nil || !diagnostics.isEmpty)
        }
    }
}
