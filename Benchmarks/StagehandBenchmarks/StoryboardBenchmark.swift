#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand
import StagehandConsole

/// 10. `stagehand storyboard` of a folder of 200 generated scenes, in CPU time (every thread of
/// this process, and for the picture the `dot` process too), as a ratio to linting the same folder.
enum StoryboardBenchmark {
    static let scenes = 200

    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        report.heading("10. storyboard of \(scenes) scenes vs lint of the same folder, in CPU time")
        let folder = directory + "/storyboard"
        guard mkdir(folder, 0o755) == 0 else { throw Files.Failure(description: "cannot create \(folder): errno \(errno)") }
        var files: [String] = []
        defer { Files.removeTree(folder) }
        for index in 0..<scenes {
            let name = "scene-\(index).scene.yaml"
            try Files.write(scene(index), to: folder + "/" + name)
            files.append(name)
        }
        let registry = Registry()
        let linter = Linter(registry: registry)
        let maker = StoryboardMaker(registry: registry)
        let lintReport = linter.lint(paths: [folder])
        guard !lintReport.diagnostics.containsErrors else {
            report.failure("storyboard", "the generated scenes do not lint clean: \(lintReport.diagnostics.first { $0.severity == .error }?.formatted ?? "")")
            return []
        }
        var lint = Samples(), outline = Samples(), dot = Samples(), picture = Samples()
        let drawsPictures = ExternalProgram.dot.isInstalled
        let rounds = config.quick ? 2 : 5
        for round in 0..<rounds {
            lint.seconds.append(cpu { blackHole(linter.lint(paths: [folder])) })
            outline.seconds.append(cpu { blackHole(try? maker.make(folder, as: .text).get()) })
            dot.seconds.append(cpu { blackHole(try? maker.make(folder, as: .dot).get()) })
            // The picture draws a thumbnail of every scene: fewer rounds.
            if drawsPictures && (round < 2) {
                picture.seconds.append(cpu { blackHole(try? maker.make(folder, as: .svg).get()) })
            }
        }
        report.detail("lint FOLDER:             best \(Format.duration(lint.best)) CPU, median \(Format.duration(lint.median))")
        report.detail("storyboard --format text: best \(Format.duration(outline.best)) CPU, median \(Format.duration(outline.median))")
        report.detail("storyboard --format dot:  best \(Format.duration(dot.best)) CPU, median \(Format.duration(dot.median))")
        if drawsPictures {
            report.detail("storyboard --format svg:  best \(Format.duration(picture.best)) CPU (dot included), median \(Format.duration(picture.median))")
        } else {
            report.detail("storyboard --format svg:  not measured (Graphviz's dot is not installed)")
        }
        report.result("storyboard", "text storyboard of \(scenes) scenes: \(Format.duration(outline.best)) CPU, \(Format.ratio(outline.best / lint.best)) of lint's \(Format.duration(lint.best))",
                      ratio: outline.best, atMost: 1, targetText: "under 1 s of CPU")
        report.result("storyboard", "DOT storyboard of \(scenes) scenes: \(Format.duration(dot.best)) CPU, \(Format.ratio(dot.best / lint.best)) of lint's",
                      ratio: dot.best, atMost: 1, targetText: "under 1 s of CPU")
        if drawsPictures {
            report.result("storyboard", "SVG storyboard (thumbnails, dot) of \(scenes) scenes: \(Format.duration(picture.best)) CPU, \(Format.ratio(picture.best / lint.best)) of lint's",
                          ratio: picture.best, atMost: 1, targetText: "under 1 s of CPU")
        }
        return []
    }

    /// A small scene: a title, a list and a button. The scenes form an app's tree: scene N
    /// pushes scene 2N+1 from its button and presents scene 2N+2 as a modal from its list; a
    /// scene without children goes back home to scene 0.
    static func scene(_ index: Int) -> String {
        var responders: [String] = []
        var segues: [String] = []
        let first = 2 * index + 1, second = 2 * index + 2
        if first < scenes {
            responders.append("  - { type: SegueResponder, on: [next.tap], properties: { segue: toFirst } }")
            segues.append("  - { id: toFirst, to: scene-\(first).scene.yaml, style: push }")
        } else {
            responders.append("  - { type: SegueResponder, on: [next.tap], properties: { segue: home } }")
            segues.append("  - { id: home, to: scene-0.scene.yaml, style: push }")
        }
        if second < scenes {
            responders.append("  - { type: SegueResponder, on: [list.select], outlets: { value: chosen }, properties: { segue: toSecond } }")
            segues.append("  - { id: toSecond, to: scene-\(second).scene.yaml, style: modal }")
        }
        return """
            stagehand: 1
            scene: scene\(index)
            title: Scene \(index)
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [{ name: one }, { name: two }] } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: list } }
            views:
              - { id: heading, type: Label, properties: { text: "Scene \(index)" } }
              - id: list
                type: Table
                prototype:
                  id: row
                  type: Label
                  bindings:
                    - { type: TextBinding, outlets: { dataSource: item, view: row }, properties: { path: name } }
              - { id: next, type: Button, properties: { title: Next } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: items, view: list } }
            responders:
            \(responders.joined(separator: "\n"))
            segues:
            \(segues.joined(separator: "\n"))

            """
    }

    /// CPU seconds `body` took: every thread of this process, and the children it waited for.
    static func cpu(_ body: () throws -> Void) rethrows -> Double {
        let before = cpuSeconds()
        try body()
        return cpuSeconds() - before
    }

    static func cpuSeconds() -> Double {
        func seconds(_ who: __rusage_who_t) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        return seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue)
    }
}
