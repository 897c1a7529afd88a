import Stagehand
import StagehandConsole

/// 4. Drawing and scrolling a table of 1,000,000 rows against one of 100: the work should follow
/// the lines on screen, not the rows in the list.
enum TableBenchmark {
    static let size = TerminalSize(columns: 80, rows: 24)

    struct Measured {
        let rows: Int
        let frame: Samples
        let scroll: Samples
    }

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("4. table: \(Format.count(config.tableLarge)) rows vs \(Format.count(config.tableSmall)) rows, 80×24")
        let file = "rows.scene.yaml"
        try Files.write(SceneGenerator.tableScene, to: directory + "/" + file)
        var results: [Measured] = []
        for count in [config.tableSmall, config.tableLarge] {
            guard let measured = try measure(directory + "/" + file, rows: count, config: config, report: report) else { return [file] }
            results.append(measured)
        }
        let frameRatio = results[1].frame.best / results[0].frame.best
        let scrollRatio = results[1].scroll.best / results[0].scroll.best
        let large = Format.count(results[1].rows), small = Format.count(results[0].rows)
        report.result("table frame", "draw one frame: \(Format.duration(results[1].frame.best)) at \(large) rows; \(Format.duration(results[0].frame.best)) at \(small); ratio \(Format.ratio(frameRatio))",
                      ratio: frameRatio, atMost: 1.5, targetText: "≤ 1.5")
        report.result("table scroll", "cursor down one row + draw: \(Format.duration(results[1].scroll.best)) at \(large) rows; \(Format.duration(results[0].scroll.best)) at \(small); ratio \(Format.ratio(scrollRatio))",
                      ratio: scrollRatio, atMost: 1.5, targetText: "≤ 1.5")
        return [file]
    }

    private static func measure(_ path: String, rows count: Int, config: Config, report: Report) throws -> Measured? {
        let registry = Registry()
        let (description, diagnostics) = SceneLoader(registry: registry).load(path)
        guard let description, !diagnostics.containsErrors else {
            report.failure("table", "\(path) does not load: \(diagnostics.first?.formatted ?? "")")
            return nil
        }
        let scene = LiveScene(description: description, registry: registry)
        guard let source = scene.objectsByID["rows"] as? DataSource, let table = scene.objectsByID["table"] as? Table else {
            report.failure("table", "no data source 'rows' or table 'table' in \(path)")
            return nil
        }
        // Setting up the rows in code is not timed as drawing, but reported.
        var value: Value = .null
        let tBuild = Bench.time { value = SceneGenerator.rows(count) }
        let tSet = Bench.time { source.setValue(value) }
        value = .null
        guard table.items.count == count else {
            report.failure("table", "the table has \(table.items.count) rows, expected \(count)")
            return nil
        }
        let renderer = FrameRenderer(size: size)
        let titles = [scene.title]
        blackHole(renderer.render(scene, path: titles))  // warm-up: builds the rows in view

        let frames = config.framesPerRun
        let frame = Bench.measure(runs: config.microRuns, perRun: frames) {
            for _ in 0..<frames { blackHole(renderer.render(scene, path: titles)) }
        }

        // Scrolling: the cursor goes down one row per frame, turning back at either end, so the
        // small table keeps scrolling too rather than resting on its last row.
        let steps = config.scrollSteps
        var delta = 1
        let scroll = Bench.measure(runs: config.microRuns, perRun: steps) {
            for _ in 0..<steps {
                let before = table.cursorIndex
                table.moveCursor(by: delta)
                if table.cursorIndex == before { delta = -delta; table.moveCursor(by: delta) }
                blackHole(renderer.render(scene, path: titles))
            }
        }
        report.detail("\(Format.count(count)) rows (values built in \(Format.duration(tBuild)), set in \(Format.duration(tSet))): frame best \(Format.duration(frame.best)), median \(Format.duration(frame.median)); scroll step best \(Format.duration(scroll.best)), median \(Format.duration(scroll.median)); cursor at \(table.cursorIndex ?? -1), rows built \(table.builtRowCount)")
        let measured = Measured(rows: count, frame: frame, scroll: scroll)
        // Release the big list before the next size is built.
        source.setValue(.list([]))
        return measured
    }
}
