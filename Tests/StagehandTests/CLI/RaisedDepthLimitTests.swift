import Foundation
import Testing
import Stagehand
import StagehandCLI

/// A raised `--max-depth` gets stacks that hold it: views and data nested far deeper than a
/// default thread stack holds are checked and drawn by the built executable without a crash, and
/// a limit past the ceiling is refused as a usage mistake.
@Suite struct RaisedDepthLimitTests {
    /// A scene (JSON throughout) whose one view is `levels` VStacks, each holding the next.
    static func nestedViews(_ levels: Int) -> String {
        var view = #"{"type":"Label","properties":{"text":"bottom"}}"#
        for _ in 0..<levels { view = #"{"type":"VStack","children":["# + view + "]}" }
        return #"{"stagehand":1,"scene":"deep","views":["# + view + "]}"
    }

    /// A scene whose label is bound to a data file of lists nested deep.
    static let deepDataScene = """
        stagehand: 1
        scene: d
        dataSources:
          - { id: d, type: FileDataSource, properties: { path: deep.json } }
        views:
          - { id: t, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: d, view: t } }
        """

    private func stagehand(_ arguments: [String], in directory: String) throws -> (output: String, status: Int32) {
        try DocsSupport.run("stagehand", arguments, in: directory)
    }

    @Test func viewsNestedThousandsDeepAreCheckedWithoutACrash() throws {
        try TemporaryFiles.withFolder { folder in
            // Deeper than an 8 MiB stack held for lint in a debug build (about 3,000 levels).
            _ = try TemporaryFiles.write(Self.nestedViews(6_000), to: "deep.scene.json", in: folder)
            for arguments in [["lint", "--max-depth", "20000", "deep.scene.json"],
                              ["storyboard", "--max-depth=20000", "--format", "text", "deep.scene.json"]] {
                let run = try stagehand(arguments, in: folder)
                #expect(run.status == 0, "\(arguments): \(run.output)")
            }
        }
    }

    @Test func dataNestedTwoHundredThousandDeepIsDrawnWithoutACrash() throws {
        try TemporaryFiles.withFolder { folder in
            let levels = 200_000
            _ = try TemporaryFiles.write(String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels), to: "deep.json", in: folder)
            _ = try TemporaryFiles.write(Self.deepDataScene, to: "d.scene.yaml", in: folder)
            let run = try stagehand(["render", "--max-depth", "250000", "--size", "40x3", "d.scene.yaml"], in: folder)
            // It crashed on a default stack, at a quarter of this depth.
            #expect(run.status == 0, "\(run.output)")
        }
    }

    @Test func aDepthPastTheCeilingIsAUsageMistake() throws {
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write(Self.nestedViews(1), to: "a.scene.json", in: folder)
            let run = try stagehand(["lint", "--max-depth", "\(LimitOptions.deepestLimit + 1)", "a.scene.json"], in: folder)
            #expect(run.status == 2, "\(run.output)")
            #expect(run.output.contains("--max-depth must be at most 250000"), "\(run.output)")
        }
    }

    @Test func theDepthAskedForIsReadBeforeParsing() {
        #expect(LimitOptions.requestedDepth(in: ["lint", "a.scene.yaml"]) == nil)
        #expect(LimitOptions.requestedDepth(in: ["lint", "--max-depth", "5000", "a"]) == 5_000)
        #expect(LimitOptions.requestedDepth(in: ["lint", "--max-depth=7000", "a"]) == 7_000)
        #expect(LimitOptions.requestedDepth(in: ["lint", "--max-depth", "9999999"]) == LimitOptions.deepestLimit)
        #expect(LimitOptions.requestedDepth(in: ["lint", "--max-depth"]) == nil)
    }

    /// Pure arithmetic: the suite's own threads keep the system's stacks, since nothing in the
    /// test process reserves any.
    @Test func aRaisedDepthReservesAStackForEveryLevelUpToTheMost() {
        #expect(ThreadStack.size(forDepth: LoadLimits.default.maxDepth) == 0)
        #expect(ThreadStack.size(forDepth: 100_000) == 100_000 * ThreadStack.bytesPerLevel)
        #expect(ThreadStack.size(forDepth: LimitOptions.deepestLimit) <= ThreadStack.largest)
        #expect(ThreadStack.size(forDepth: Int.max) == ThreadStack.largest)
        #expect(ThreadStack.size(forDepth: -1) == 0)
        #expect(ThreadStack.bytes == 0)
        #expect(ThreadStack.run { 42 } == 42)
    }
}
