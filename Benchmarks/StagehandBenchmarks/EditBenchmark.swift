import Stagehand
import StagehandConsole

/// 9. Editing one item of a list shown in a table, through the selection, in a list of 100,000
/// items against one of 100: the edit travels selection → table → sorted list → list, and back
/// down to one row and one label; its cost should follow that path, not the list's length.
enum EditBenchmark {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// A table scene over a sorted list, and what the benchmark touches in it.
    final class Subject {
        let rows: Int
        let scene: LiveScene
        let chosen: DataSource
        let cityLabel: Label
        var perEdit = Samples()
        var perEditAndFrame = Samples()

        init(rows: Int, scene: LiveScene, chosen: DataSource, cityLabel: Label) {
            self.rows = rows
            self.scene = scene
            self.chosen = chosen
            self.cityLabel = cityLabel
        }
    }

    static let scene = """
        stagehand: 1
        scene: edit
        title: Edit

        dataSources:
          - id: rows
            type: StaticDataSource
            properties: { value: [] }
          - id: sorted
            type: SortDataSource
            outlets: { source: rows }
            properties: { by: name }
          - id: chosen
            type: SelectionDataSource
            outlets: { table: table }

        views:
          - id: table
            type: Table
            properties: { key: name, height: 15 }
            prototype:
              id: rowName
              type: Label
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: rowName }, properties: { format: "{name} — {city}" } }
          - id: cityLabel
            type: Label

        bindings:
          - type: TableBinding
            outlets: { dataSource: sorted, view: table }
          - type: TextBinding
            outlets: { dataSource: chosen, view: cityLabel }
            properties: { path: city }
        """

    /// The two cities an edit alternates between, built once.
    static let cities: [Value] = ["Lisbon", "Nairobi"]

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("9. edit one item of a list shown in a table: \(Format.count(config.editLarge)) items vs \(Format.count(config.editSmall))")
        let file = "edit.scene.yaml"
        try Files.write(scene, to: directory + "/" + file)
        var subjects: [Subject] = []
        for count in [config.editSmall, config.editLarge] {
            guard let subject = load(directory + "/" + file, rows: count, report: report) else { return [file] }
            subjects.append(subject)
        }
        let n = config.editsPerRun
        // Warm-up: the first edit copies the list once, from the shared value to the data
        // source's own; every later edit changes it in place.
        for s in subjects { for i in 0..<100 { try s.chosen.replace(at: "city", with: cities[i & 1]) } }
        for _ in 0..<config.microRuns {
            for s in subjects {
                let chosen = s.chosen
                var failure: Error?
                let t = Bench.time {
                    do { for i in 0..<n { try chosen.replace(at: "city", with: cities[i & 1]) } } catch { failure = error }
                }
                if let failure { report.failure("edit", "\(Format.count(s.rows)) items: \(failure)"); return [file] }
                s.perEdit.seconds.append(t / Double(n))
            }
            for s in subjects {
                let renderer = FrameRenderer(size: size)
                let frames = max(1, n / 20)
                let t = Bench.time {
                    for i in 0..<frames {
                        try? s.chosen.replace(at: "city", with: cities[i & 1])
                        blackHole(renderer.render(s.scene, path: [s.scene.title]))
                    }
                }
                s.perEditAndFrame.seconds.append(t / Double(frames))
            }
        }
        let rowsItems = subjects.map { ($0.scene.objectsByID["rows"] as? DataSource)?.value.list?.count ?? 0 }
        for (s, count) in zip(subjects, rowsItems) where count != s.rows || !["Lisbon", "Nairobi"].contains(s.cityLabel.text) {
            report.failure("edit", "\(Format.count(s.rows)) items: the list holds \(count) items and the label shows '\(s.cityLabel.text)'")
            return [file]
        }
        for s in subjects {
            report.detail("\(Format.count(s.rows)) items: edit best \(Format.duration(s.perEdit.best)), median \(Format.duration(s.perEdit.median)); edit + frame best \(Format.duration(s.perEditAndFrame.best)), median \(Format.duration(s.perEditAndFrame.median))")
        }
        let small = subjects[0], large = subjects[1]
        let ratio = large.perEdit.best / small.perEdit.best
        let frameRatio = large.perEditAndFrame.best / small.perEditAndFrame.best
        let l = Format.count(large.rows), sm = Format.count(small.rows)
        report.result("edit", "edit one item through the selection: \(Format.duration(large.perEdit.best)) at \(l) items; \(Format.duration(small.perEdit.best)) at \(sm); ratio \(Format.ratio(ratio))",
                      ratio: ratio, atMost: 1.5, targetText: "≤ 1.5×")
        report.result("edit + frame", "edit one item, then draw the frame: \(Format.duration(large.perEditAndFrame.best)) at \(l) items; \(Format.duration(small.perEditAndFrame.best)) at \(sm); ratio \(Format.ratio(frameRatio))",
                      ratio: frameRatio, atMost: 1.5, targetText: "≤ 1.5×")
        return [file]
    }

    private static func load(_ path: String, rows count: Int, report: Report) -> Subject? {
        guard let scene = Bench.liveScene(path, for: "edit", report: report) else { return nil }
        guard let rows = scene.objectsByID["rows"] as? DataSource, let table = scene.objectsByID["table"] as? Table,
            let chosen = scene.objectsByID["chosen"] as? DataSource, let label = scene.objectsByID["cityLabel"] as? Label
        else {
            report.failure("edit", "the edit scene lacks 'rows', 'table', 'chosen' or 'cityLabel'")
            return nil
        }
        rows.setValue(SceneGenerator.rows(count))
        // A row in the middle, chosen and on screen, so its row is built and rebinds on each edit.
        guard table.select(row: count / 2) else {
            report.failure("edit", "row \(count / 2) of \(count) cannot be selected")
            return nil
        }
        blackHole(FrameRenderer(size: size).render(scene, path: [scene.title]))
        guard table.builtRowCount > 0, table.row(at: count / 2) != nil else {
            report.failure("edit", "the chosen row is not built")
            return nil
        }
        return Subject(rows: count, scene: scene, chosen: chosen, cityLabel: label)
    }
}
