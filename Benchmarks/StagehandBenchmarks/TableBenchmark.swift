import Stagehand
import StagehandConsole

/// 4. Drawing and scrolling a table of 1,000,000 rows against one of 100: the work should follow
/// the lines on screen, not the rows in the list.
enum TableBenchmark {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// One table scene with its rows set from code.
    final class Subject {
        let rows: Int
        let scene: LiveScene
        let table: Table
        let renderer = FrameRenderer(size: TableBenchmark.size)
        var frame = Samples()
        var scroll = Samples()
        /// The scrolling direction; it turns at either end of the table.
        var delta = 1

        init(rows: Int, scene: LiveScene, table: Table) {
            self.rows = rows
            self.scene = scene
            self.table = table
        }

        func draw() { blackHole(renderer.render(scene, path: [scene.title])) }

        /// The cursor down one row (up, once it reached the end), then a frame.
        func step() {
            let before = table.cursorIndex
            table.moveCursor(by: delta)
            if table.cursorIndex == before {
                delta = -delta
                table.moveCursor(by: delta)
            }
            draw()
        }
    }

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("4. table: \(Format.count(config.tableLarge)) rows vs \(Format.count(config.tableSmall)) rows, 80×24")
        let file = "rows.scene.yaml"
        try Files.write(SceneGenerator.tableScene, to: directory + "/" + file)
        var subjects: [Subject] = []
        for count in [config.tableSmall, config.tableLarge] {
            guard let subject = load(directory + "/" + file, rows: count, report: report) else { return [file] }
            subject.draw()  // warm-up: builds the rows in view
            subjects.append(subject)
        }
        // Rounds alternate the two tables, so drift on a shared machine hits both alike.
        let frames = config.framesPerRun, steps = config.scrollSteps
        for _ in 0..<config.microRuns {
            for s in subjects {
                s.frame.seconds.append(Bench.time { for _ in 0..<frames { s.draw() } } / Double(frames))
            }
            for s in subjects {
                s.scroll.seconds.append(Bench.time { for _ in 0..<steps { s.step() } } / Double(steps))
            }
        }
        for s in subjects {
            report.detail("\(Format.count(s.rows)) rows: frame best \(Format.duration(s.frame.best)), median \(Format.duration(s.frame.median)); scroll step best \(Format.duration(s.scroll.best)), median \(Format.duration(s.scroll.median)); cursor now at row \(s.table.cursorIndex ?? -1), rows built \(s.table.builtRowCount)")
        }
        let small = subjects[0], large = subjects[1]
        let frameRatio = large.frame.best / small.frame.best
        let scrollRatio = large.scroll.best / small.scroll.best
        let l = Format.count(large.rows), sm = Format.count(small.rows)
        report.result("table frame", "draw one frame: \(Format.duration(large.frame.best)) at \(l) rows; \(Format.duration(small.frame.best)) at \(sm); ratio \(Format.ratio(frameRatio))",
                      ratio: frameRatio, atMost: 1.5, targetText: "≤ 1.5×")
        report.result("table scroll", "cursor down one row + draw: \(Format.duration(large.scroll.best)) at \(l) rows; \(Format.duration(small.scroll.best)) at \(sm); ratio \(Format.ratio(scrollRatio))",
                      ratio: scrollRatio, atMost: 1.5, targetText: "≤ 1.5×")
        return [file]
    }

    private static func load(_ path: String, rows count: Int, report: Report) -> Subject? {
        guard let scene = Bench.liveScene(path, for: "table", report: report) else { return nil }
        guard let source = scene.objectsByID["rows"] as? DataSource, let table = scene.objectsByID["table"] as? Table else {
            report.failure("table", "no data source 'rows' or table 'table' in \(path)")
            return nil
        }
        guard scene.focusedView === table else {
            report.failure("table", "the table does not have focus, so its cursor would not show")
            return nil
        }
        // Setting up the rows in code is not part of drawing; reported apart.
        var value: Value = .null
        let tBuild = Bench.time { value = SceneGenerator.rows(count) }
        let tSet = Bench.time { source.setValue(value) }
        value = .null
        guard table.items.count == count else {
            report.failure("table", "the table has \(table.items.count) rows, expected \(count)")
            return nil
        }
        report.detail("\(Format.count(count)) rows: values built in \(Format.duration(tBuild)), set on the data source in \(Format.duration(tSet))")
        return Subject(rows: count, scene: scene, table: table)
    }
}
