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

    /// How a subject's keys go on.
    enum Keys {
        /// The first key until the view cannot go further, then the second: turns at either end.
        case turning(Key, Key)
        /// These keys, one after another, over and over.
        case cycle([Key])
    }

    /// One view of one scene, and the timings of one keystroke on it.
    final class Subject {
        let name: String
        let stage: Stage
        let renderer = FrameRenderer(size: StructureBenchmark.size)
        var keystroke = Samples()
        let keys: Keys
        private var turned = false
        private var next = 0
        let position: () -> Int

        init(name: String, stage: Stage, keys: Keys, position: @escaping () -> Int) {
            self.name = name
            self.stage = stage
            self.keys = keys
            self.position = position
        }

        func draw() { blackHole(renderer.render(stage)) }

        /// One key through the stage's key router, as a person's, then a frame.
        func step() {
            let before = position()
            switch keys {
            case .turning(let forward, let back):
                KeyRouter(stage: stage).press(turned ? back : forward)
                draw()
                if position() == before { turned.toggle() }
            case .cycle(let list):
                KeyRouter(stage: stage).press(list[next])
                draw()
                next = (next + 1) % list.count
            }
        }
    }

    /// A tree of `count` nodes: one top-level item holding them all, each child a leaf, so every
    /// node is a row once the top one is expanded.
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
        // Per figure: the small subject, then the large one.
        var figures: [(name: String, what: String, unit: String, subjects: [Subject])] = [
            ("tree keystroke", "Down/Up", "nodes", []), ("tree page", "PageDown/PageUp", "nodes", []),
            ("tree expand", "Home, Left (collapse), Right (expand) on the top node", "nodes", []),
            ("text view keystroke", "Down/Up", "lines", []), ("text view page", "PageDown/PageUp", "lines", []),
        ]
        for count in [config.tableSmall, config.treeLarge] {
            let treeKeys: [Keys] = [.turning(.named(.down), .named(.up)), .turning(.named(.pageDown), .named(.pageUp)),
                                    .cycle([.named(.home), .named(.left), .named(.right)])]
            for (index, keys) in treeKeys.enumerated() {
                guard let (stage, scene) = load(directory + "/" + file, report: report),
                      let tree = scene.objectsByID["tree"] as? Tree else { return [file] }
                let tExpand = Bench.time {
                    if case .list(let items) = treeItems(count) { tree.setItems(items) }
                    tree.expand(row: 0)
                }
                if index == 0 {
                    report.detail("tree of \(Format.count(count)) nodes: set and expanded in \(Format.duration(tExpand)), \(Format.count(tree.rowCount)) rows shown")
                }
                scene.focus(tree)
                let subject = Subject(name: "tree \(Format.count(count)), \(figures[index].what)", stage: stage, keys: keys) { tree.cursor * 1_000_000 + tree.rowCount }
                subject.draw()
                figures[index].subjects.append(subject)
            }
        }
        for count in [config.tableSmall, config.tableLarge] {
            let lines = (0..<count).map { "line \($0): some text a log would hold" }
            let textKeys: [Keys] = [.turning(.named(.down), .named(.up)), .turning(.named(.pageDown), .named(.pageUp))]
            for (index, keys) in textKeys.enumerated() {
                guard let (stage, scene) = load(directory + "/" + file, report: report),
                      let text = scene.objectsByID["text"] as? TextView else { return [file] }
                let tSet = Bench.time { text.setLines(lines) }
                if index == 0 { report.detail("text view of \(Format.count(count)) lines: set in \(Format.duration(tSet))") }
                scene.focus(text)
                let figure = 3 + index
                let subject = Subject(name: "text \(Format.count(count)), \(figures[figure].what)", stage: stage, keys: keys) { text.firstLine }
                subject.draw()
                figures[figure].subjects.append(subject)
            }
        }
        // Rounds alternate the subjects, so drift on a shared machine hits them alike.
        let steps = config.scrollSteps
        let all = figures.flatMap(\.subjects)
        for _ in 0..<config.microRuns {
            for s in all {
                s.keystroke.seconds.append(Bench.time { for _ in 0..<steps { s.step() } } / Double(steps))
            }
        }
        for s in all {
            report.detail("\(s.name): keystroke + frame best \(Format.duration(s.keystroke.best)), median \(Format.duration(s.keystroke.median))")
        }
        for figure in figures {
            let (small, large) = (figure.subjects[0], figure.subjects[1])
            let ratio = large.keystroke.best / small.keystroke.best
            let largeCount = figure.unit == "nodes" ? config.treeLarge : config.tableLarge
            report.result(figure.name, "\(figure.what) + draw: \(Format.duration(large.keystroke.best)) at \(Format.count(largeCount)) \(figure.unit); \(Format.duration(small.keystroke.best)) at \(Format.count(config.tableSmall)); ratio \(Format.ratio(ratio))",
                          ratio: ratio, atMost: 2, targetText: "≤ 2×")
        }
        return [file]
    }

    private static func load(_ path: String, report: Report) -> (Stage, LiveScene)? {
        guard let scene = Bench.liveScene(path, for: "structure", report: report) else { return nil }
        let stage = Stage(registry: Registry())
        stage.show(scene, style: .push)
        return (stage, scene)
    }
}
