import Testing
import Stagehand

/// The standard library's declarations are read the first time they are asked for: what they
/// say, and that threads asking at once through copies of one catalog all get the same reading.
@Suite struct StandardDeclarationReadingTests {
    @Test func aDeclarationReadLaterSaysWhatRegistrationWouldHaveRead() throws {
        let catalog = Registry().catalog
        let read = try #require(catalog.declaration(named: "Label"))
        let direct = Label.declaration(named: "Label", isStandard: true)
        #expect(read.isStandard && read.role == .view && read.objectType == Label.self)
        #expect(read.properties.map(\.name) == direct.properties.map(\.name))
        #expect(read.properties.map(\.kind) == direct.properties.map(\.kind))
        #expect(read.summary == direct.summary && read.events == direct.events)
    }

    @Test func threadsAskingAtOnceAllGetOneReading() throws {
        let catalog = Registry().catalog
        let names = Array(repeating: StandardLibrary.types.map { String(describing: $0) }, count: 4).flatMap { $0 }
        let read = ParallelWork.map(names, workers: 4) { name in
            catalog.declaration(named: name).map { "\($0.name) \($0.properties.map(\.name)) \($0.outlets.map(\.name))" }
        }
        #expect(read.allSatisfy { $0 != nil })
        for (name, reading) in zip(names, read) {
            #expect(reading == catalog.declaration(named: name).map { "\($0.name) \($0.properties.map(\.name)) \($0.outlets.map(\.name))" })
        }
        #expect(catalog.declarations.map(\.name) == StandardLibrary.types.map { String(describing: $0) })
    }
}
