import Testing
import Stagehand

/// A large scene's objects are checked on several threads, in slices; the findings are exactly
/// those of one thread, in the same order.
@Suite struct ParallelSceneCheckTests {
    /// Thousands of objects with a mix of problems: unknown types, unknown outlet targets, bad
    /// events, unused data sources, and dependency chains across slices.
    static func scene(objects: Int) -> String {
        var text = "stagehand: 1\nscene: big\ndataSources:\n"
        for i in 0..<objects {
            switch i % 5 {
            case 0: text += "  - { id: d\(i), type: StaticDataSource, properties: { value: [\(i)] } }\n"
            case 1: text += "  - { id: d\(i), type: FilterDataSource, outlets: { source: d\(i - 1) }, properties: { path: name } }\n"
            case 2: text += "  - { id: d\(i), type: StaticDataSorce }\n"
            case 3: text += "  - { id: d\(i), type: SortDataSource, outlets: { source: d\(objects - 1 - i) }, properties: { by: name } }\n"
            default: text += "  - { id: d\(i), type: FilterDataSource, outlets: { source: nowhere\(i) } }\n"
            }
        }
        text += "views: [{ id: list, type: Label }]\nresponders:\n  - { type: ReloadResponder, on: [list.tapp] }\n"
        return text
    }

    @Test func manyThreadsFindWhatOneFinds() throws {
        let (document, _) = DocumentLoader.parse(Array(Self.scene(objects: 5_000).utf8), file: "big.scene.yaml")
        let (description, _) = SceneDecoder.decode(try #require(document))
        var one = SceneChecker(registry: Registry())
        one.workers = 1
        var many = one
        many.workers = 4
        let alone = one.check(description)
        #expect(alone.count > 3_000)
        #expect(Set(alone.map(\.code)).count >= 4)
        #expect(many.check(description) == alone)
    }
}
