import Stagehand
import StagehandConsole

/// 15. A keystroke in a tree of 100,000 nodes against one of 100, and in a text view of
/// 1,000,000 lines against one of 100: the work should follow the lines on screen.
enum StructureBenchmark {
    static let size = TerminalSize(columns: 80, rows: 24)

    static let scene = """
        stagehand: 1
        scene: structure
        title: Structure
        views:
          - { id: tree, type: Tree, properties: { label: "{name}" } }
          - { id: text, type: TextView, properties: { height: 8 } }
        """

    /// One scene, its tree or text view filled from code, and the timings of one keystroke.
    final class Subject {
        let name: String
        let stage: Stage
        let renderer = FrameRenderer(size: StructureBenchmark.size)
        var keystroke = Samples()
        /// Down until the view cannot go further, then Up: turns at either end.
        var key = Key.named(.down)
        let position: () -> Int

        init(name: String, stage: Stage, position: @escaping () -> Int) {
            self.name = name
            self.stage = stage
            self.position = position
        }

        func draw() { blackHole(renderer.render(stage)) }

        /// One arrow key through the stage's key router, then a frame.
        func step() {
            let before = position()
            KeyRouter(stage: stage).press(key)
            draw()
            if position() == before {
                key = key == .named(.down) ? .named(.up) : .named(.down)
            }
        }
    }

    /// A tree of `count` nodes: one top-level item holding them all (expanded), each child a
    /// leaf, so every node is a row.
    static func treeItems(_ count: Int) -> Value {
        var children: [Value] = []
        children.reserveCapacity(count - 1)
        for index in 1..<max(2, count) { children.append(.mapping(["name": .string("node \(index)")])) }
        return .list([.mapping(["name": .string("root"), "children": .list(children)])])
    }

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("15. structure: a tree of \(Format.count(config.treeLarge)) nodes vs \(Format.count(config.tableSmall)), a text view of \(Format.count(config.tableLarge)) lines vs \(Format.count(config.tableSmall)), 80×24")
        let file = "structure.scene.yaml"
        try Files.write(scene, to: directory + "/" + file)
        var trees: [Subject] = []
        var texts: [Subject] = []
        for count in [config.tableSmall, config.treeLarge] {
            guard let (stage, scene) = load(directory + "/" + file, report: report),
                  let tree = scene.objectsByID["tree"] as? Tree else { return [file] }
            let tExpand = Bench.time {
                tree.setItems([]) // the tree starts empty; its items are set from code
                if case .list(let items) = treeItems(count) { tree.setItems(items) }
                tree.expand(row: 0)
            }
            report.detail("tree of \(Format.count(count)) nodes: set and expanded in \(Format.duration(tExpand)), \(Format.count(tree.rowCount)) rows shown")
            scene.focus(tree)
            let subject = Subject(name: "tree \(Format.count(count))", stage: stage) { tree.cursor }
            subject.draw()
            trees.append(subject)
        }
        for count in [config.tableSmall, config.tableLarge] {
            guard let (stage, scene) = load(directory + "/" + file, report: report),
                  let text = scene.objectsByID["text"] as? TextView else { return [file] }
            let lines = (0..<count).map { "line \($0): some text a log would hold" }
            let tSet = Bench.time { text.setLines(lines) }
            report.detail("text view of \(Format.count(count)) lines: set in \(Format.duration(tSet))")
            scene.focus(text)
            let subject = Subject(name: "text \(Format.count(count))", stage: stage) { text.firstLine }
            subject.draw()
            texts.append(subject)
        }
        // Rounds alternate the subjects, so drift on a shared machine hits them alike.
        let steps = config.scrollSteps
        for _ in 0..<config.microRuns {
            for s in trees + texts {
                s.keystroke.seconds.append(Bench.time { for _ in 0..<steps { s.step() } } / Double(steps))
            }
        }
        for s in trees + texts {
            report.detail("\(s.name): keystroke + frame best \(Format.duration(s.keystroke.best)), median \(Format.duration(s.keystroke.median)); at \(s.position())")
        }
        let treeRatio = trees[1].keystroke.best / trees[0].keystroke.best
        let textRatio = texts[1].keystroke.best / texts[0].keystroke.best
        report.result("tree keystroke", "arrow key + draw: \(Format.duration(trees[1].keystroke.best)) at \(Format.count(config.treeLarge)) nodes; \(Format.duration(trees[0].keystroke.best)) at \(Format.count(config.tableSmall)); ratio \(Format.ratio(treeRatio))",
                      ratio: treeRatio, atMost: 2, targetText: "≤ 2×")
        report.result("text view keystroke", "arrow key + draw: \(Format.duration(texts[1].keystroke.best)) at \(Format.count(config.tableLarge)) lines; \(Format.duration(texts[0].keystroke.best)) at \(Format.count(config.tableSmall)); ratio \(Format.ratio(textRatio))",
                      ratio: textRatio, atMost: 2, targetText: "≤ 2×")
        return [file]
    }

    private static func load(_ path: String, report: Report) -> (Stage, LiveScene)? {
        guard let scene = Bench.liveScene(path, for: "structure", report: report) else { return nil }
        let stage = Stage(registry: Registry())
        stage.show(scene, style: .push)
        return (stage, scene)
    }
}
