import Foundation
import Testing
import Stagehand

/// Two apps saving one data file never lose each other's change: a save that finds the file
/// changed on disk makes its one edit to what is there now, and an edit that no longer applies
/// (or a whole new value) leaves the file alone and is reported.
@Suite struct ConcurrentSaveTests {
    static let start = "- { id: 1, name: Ada, done: false }\n- { id: 2, name: Grace, done: false }\n"

    /// Two live scenes, as two apps would have, over one file, each with its own store. The
    /// scenes are returned too: a data source whose scene is gone saves nothing.
    func twoApps(in folder: String) throws -> (DataSource, DataSource, LiveScene, LiveScene, String) {
        let file = try TemporaryFiles.write(Self.start, to: "tasks.yaml", in: folder)
        let first = try RuntimeTestSupport.scene(RuntimeSavingTests.listScene("tasks.yaml"), file: folder + "/a.scene.yaml")
        let second = try RuntimeTestSupport.scene(RuntimeSavingTests.listScene("tasks.yaml"), file: folder + "/b.scene.yaml")
        return (try first.object("items", as: DataSource.self), try second.object("items", as: DataSource.self), first, second, file)
    }

    func onDisk(_ file: String) -> Value? {
        DocumentLoader.load(contentsOf: file).document?.root.map(Value.init)
    }

    @Test func twoAppsEditingDifferentItemsKeepBothChanges() throws {
        try TemporaryFiles.withFolder { folder in
            let (a, b, sceneA, sceneB, file) = try twoApps(in: folder)
            try a.replace(at: "0.done", with: true)
            try b.replace(at: "1.done", with: true)
            let both = onDisk(file)
            #expect(both?.value(atPath: "0.done") == true)
            #expect(both?.value(atPath: "1.done") == true)
            // The second app now holds the merged value.
            #expect(b.value == both)
            #expect(sceneA.diagnostics.isEmpty && sceneB.diagnostics.isEmpty)
        }
    }

    @Test func twoAppsAppendingKeepBothItems() throws {
        try TemporaryFiles.withFolder { folder in
            let (a, b, sceneA, sceneB, file) = try twoApps(in: folder)
            try a.replace(at: "2", with: ["id": 3, "name": "Edsger"])
            try b.replace(at: "2", with: ["id": 4, "name": "Barbara"])
            let names = onDisk(file)?.list?.compactMap { $0.value(atPath: "name")?.displayText }
            #expect(names == ["Ada", "Grace", "Edsger", "Barbara"])
            #expect(sceneA.diagnostics.isEmpty && sceneB.diagnostics.isEmpty)
        }
    }

    @Test func anItemIsFoundByItsKeyAfterAnotherAppRemovedOneBeforeIt() throws {
        try TemporaryFiles.withFolder { folder in
            let (a, b, sceneA, sceneB, file) = try twoApps(in: folder)
            try a.removeItem(where: "id", is: 1)
            try b.replaceItem(where: "id", is: 2, at: "done", with: true)
            let tasks = try #require(onDisk(file)?.list)
            #expect(tasks.count == 1)
            #expect(tasks.first?.value(atPath: "name") == "Grace")
            #expect(tasks.first?.value(atPath: "done") == true)
            #expect(sceneA.diagnostics.isEmpty && sceneB.diagnostics.isEmpty)
        }
    }

    @Test func anEditOfAnItemAnotherAppRemovedLeavesTheFileAndIsReported() throws {
        try TemporaryFiles.withFolder { folder in
            let (a, b, sceneA, sceneB, file) = try twoApps(in: folder)
            try a.removeItem(where: "id", is: 1)
            let afterA = try String(contentsOfFile: file, encoding: .utf8)
            try b.replaceItem(where: "id", is: 1, at: "done", with: true)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == afterA)
            #expect(sceneB.diagnostics(.dataFileNotSaved).count == 1)
            // The change stays in memory.
            #expect(b.value.value(atPath: "0.done") == true)
            #expect(sceneA.diagnostics.isEmpty)
        }
    }

    @Test func aWholeNewValueOverAChangedFileLeavesTheFileAndIsReported() throws {
        try TemporaryFiles.withFolder { folder in
            let (a, b, sceneA, sceneB, file) = try twoApps(in: folder)
            try a.replace(at: "0.done", with: true)
            let afterA = try String(contentsOfFile: file, encoding: .utf8)
            b.setValue([["id": 9]])
            #expect(try String(contentsOfFile: file, encoding: .utf8) == afterA)
            #expect(sceneB.diagnostics(.dataFileNotSaved).count == 1)
            #expect(b.value == [["id": 9]])
            #expect(sceneA.diagnostics.isEmpty)
        }
    }

    /// An edit at the top of the value (an empty path) replaces all of it too, and says so.
    @Test func anEditOfTheWholeValueIsReportedAsAWholeNewValue() throws {
        try TemporaryFiles.withFolder { folder in
            let (a, b, sceneA, sceneB, file) = try twoApps(in: folder)
            try a.replace(at: "0.done", with: true)
            let afterA = try String(contentsOfFile: file, encoding: .utf8)
            try b.replace(at: "", with: [["id": 9]])
            #expect(sceneA.diagnostics.isEmpty)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == afterA)
            let problems = sceneB.diagnostics(.dataFileNotSaved)
            #expect(problems.count == 1)
            #expect(problems.first?.message.contains("this change replaces the whole value") == true, "\(problems.map(\.message))")
            #expect(problems.first?.message.contains("''") == false, "\(problems.map(\.message))")
        }
    }

    @Test func rebasingFindsListItemsByKeyAndAppendsAtTheEnd() {
        let base: Value = [["id": 1, "n": 0], ["id": 2, "n": 0]]
        let current: Value = [["id": 0, "n": 5], ["id": 2, "n": 0], ["id": 1, "n": 0]]
        let keyed = ValueEdit(path: ["0", "n"], change: .replace(1)).identifyingItem(at: 0, by: "id")
        #expect(keyed.rebased(from: base, onto: current) == [["id": 0, "n": 5], ["id": 2, "n": 0], ["id": 1, "n": 1]])
        let byIndex = ValueEdit(path: ["0", "n"], change: .replace(1))
        #expect(byIndex.rebased(from: base, onto: current) == [["id": 0, "n": 1], ["id": 2, "n": 0], ["id": 1, "n": 0]])
        let append = ValueEdit(path: ["2"], change: .replace(["id": 3]))
        #expect(append.rebased(from: base, onto: current)?.list?.count == 4)
        #expect(ValueEdit(path: [], change: .replace(1)).rebased(from: base, onto: current) == nil)
        let gone = ValueEdit(path: ["0"], change: .remove).identifyingItem(at: 0, by: "id")
        #expect(gone.rebased(from: base, onto: [["id": 2]]) == nil)
    }
}

