import Stagehand
import StagehandConsole

/// 16. The semantic tree of a table of 100,000 rows against one of 10: the tree lists the rows
/// in view, so building it should cost what the screen holds, not what the list holds.
enum SemanticTreeBenchmark {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// One table scene on a stage, its rows set from code.
    final class Subject {
        let rows: Int
        let stage: Stage
        let tree: SemanticTree
        var samples = Samples()

        init(rows: Int, stage: Stage, registry: Registry) {
            self.rows = rows
            self.stage = stage
            self.tree = SemanticTree(registry: registry, size: SemanticTreeBenchmark.size)
        }

        /// The tree, as `render --format tree` and the agents' `tree` tool build it, and its JSON.
        func build() { blackHole(tree.tree(of: stage).jsonText(pretty: false)) }
    }

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        let large = config.quick ? 10_000 : 100_000, small = 10
        report.heading("16. tree: the semantic tree of a \(Format.count(large))-row table vs a \(Format.count(small))-row table, 80×24")
        let file = "rows.scene.yaml"
        try Files.write(SceneGenerator.tableScene, to: directory + "/" + file)
        var subjects: [Subject] = []
        for count in [small, large] {
            guard let subject = load(directory + "/" + file, rows: count, report: report) else { return [file] }
            subject.build()  // warm-up: builds the rows in view
            subjects.append(subject)
        }
        // Rounds alternate the two tables, so drift on a shared machine hits both alike.
        let builds = config.framesPerRun
        for _ in 0..<config.microRuns {
            for s in subjects {
                s.samples.seconds.append(Bench.time { for _ in 0..<builds { s.build() } } / Double(builds))
            }
        }
        for s in subjects {
            report.detail("\(Format.count(s.rows)) rows: tree best \(Format.duration(s.samples.best)), median \(Format.duration(s.samples.median))")
        }
        let ratio = subjects[1].samples.best / subjects[0].samples.best
        report.result("tree", "semantic tree as JSON: \(Format.duration(subjects[1].samples.best)) at \(Format.count(large)) rows; \(Format.duration(subjects[0].samples.best)) at \(Format.count(small)); ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 2, targetText: "≤ 2×")
        return [file]
    }

    private static func load(_ path: String, rows count: Int, report: Report) -> Subject? {
        let registry = Registry()
        let compiled = SceneCompiler(registry: registry).compileScene(at: path)
        let stage = Stage(registry: registry)
        guard let scene = LiveScene(compiled: compiled, registry: registry) else {
            report.failure("tree", "\(path) does not load: \(compiled.diagnostics.first?.formatted ?? "")")
            return nil
        }
        stage.show(scene, style: .push)
        guard let source = scene.objectsByID["rows"] as? DataSource, let table = scene.objectsByID["table"] as? Table else {
            report.failure("tree", "no data source 'rows' or table 'table' in \(path)")
            return nil
        }
        source.setValue(SceneGenerator.rows(count))
        guard table.items.count == count else {
            report.failure("tree", "the table has \(table.items.count) rows, expected \(count)")
            return nil
        }
        return Subject(rows: count, stage: stage, registry: registry)
    }
}
