import Foundation
import Testing
import StagehandCLI

/// `stagehand lint .`, `lint FOLDER` and `lint /abs/FOLDER` report the same navigation
/// problems: the folder's scenes, its settings' `entry` and its segues name the same files
/// however the folder is spelled on the command line.
@Suite("CLI: lint of a folder says the same whatever the folder is called")
struct LintFolderSpellingTests {
    /// A scene named `name`, with a button that performs a segue to each of `to`.
    static func scene(_ name: String, to destinations: [String] = []) -> String {
        var text = "stagehand: 1\nscene: \(name)\nviews:\n  - { id: go, type: Button, properties: { title: Go } }\n"
        guard !destinations.isEmpty else { return text }
        text += "responders:\n"
        for index in destinations.indices {
            text += "  - { type: SegueResponder, on: [go.tap], properties: { segue: to\(index) } }\n"
        }
        text += "segues:\n"
        for (index, destination) in destinations.enumerated() { text += "  - { id: to\(index), to: \(destination) }\n" }
        return text
    }

    /// A project folder holding the app folder `navapp`: `main` leads (through a path that climbs
    /// out of the folder and back) to `detail`; `orphan` and the circle `ring-a`/`ring-b` are
    /// reached by nothing. `settings` is written where it says, with `entry` when it has one.
    static func project(settings: (folder: String, text: String)?) throws -> String {
        let project = try TemporaryFiles.folder("lint-spelling")
        let app = project + "/navapp"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        let scenes = [
            "main": scene("main", to: ["../navapp/detail.scene.yaml"]),
            "detail": scene("detail"),
            "orphan": scene("orphan"),
            "ring-a": scene("ringA", to: ["ring-b.scene.yaml"]),
            "ring-b": scene("ringB", to: ["ring-a.scene.yaml"]),
        ]
        for (name, text) in scenes { try text.write(toFile: app + "/\(name).scene.yaml", atomically: true, encoding: .utf8) }
        if let settings {
            try settings.text.write(toFile: project + "/" + settings.folder + "/.stagehand.yaml", atomically: true, encoding: .utf8)
        }
        return project
    }

    /// The output of `lint .` in the app folder, `lint navapp` in the project and
    /// `lint /abs/navapp` from `/`, each with its spelling of the folder taken out of paths.
    static func outputs(of project: String) throws -> [String] {
        let app = project + "/navapp"
        let runs = [
            (try CLIHabitsTests.run(["lint", "."], in: app), ""),
            (try CLIHabitsTests.run(["lint", "navapp"], in: project), "navapp/"),
            (try CLIHabitsTests.run(["lint", app], in: "/"), app + "/"),
        ]
        return runs.map { run, prefix in
            #expect(run.status == 0, "\(run.error)")
            return prefix.isEmpty ? run.output : run.output.replacingOccurrences(of: prefix, with: "")
        }
    }

    @Test("without settings: the two scenes nothing reaches are each reported, and the circle nothing enters")
    func withoutEntry() throws {
        let project = try Self.project(settings: nil)
        defer { TemporaryFiles.remove(project) }
        let outputs = try Self.outputs(of: project)
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
        let reported = outputs[0].split(separator: "\n").filter { $0.hasSuffix("[unreachable-scene]") }
        #expect(reported.map { String($0.prefix { $0 != ":" }) } == ["main.scene.yaml", "orphan.scene.yaml", "ring-a.scene.yaml", "ring-b.scene.yaml"], "\(outputs[0])")
        #expect(reported.prefix(2).allSatisfy { $0.contains("nor to 1 other scene of its folder") })
        #expect(reported.suffix(2).allSatisfy { $0.contains("from any scene nothing else reaches") })
    }

    @Test("with the entry in the folder's settings: the orphan and the circle are reported")
    func entryInTheFolder() throws {
        let project = try Self.project(settings: ("navapp", "entry: main.scene.yaml\n"))
        defer { TemporaryFiles.remove(project) }
        let outputs = try Self.outputs(of: project)
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
        let reported = outputs[0].split(separator: "\n").filter { $0.hasSuffix("[unreachable-scene]") }
        #expect(reported.map { String($0.prefix { $0 != ":" }) } == ["orphan.scene.yaml", "ring-a.scene.yaml", "ring-b.scene.yaml"], "\(outputs[0])")
        #expect(reported.allSatisfy { $0.contains("from the entry scene 'main'") })
    }

    @Test("with the entry in settings above the folder: the same as when they are in it")
    func entryAboveTheFolder() throws {
        let project = try Self.project(settings: (".", "entry: navapp/main.scene.yaml\n"))
        defer { TemporaryFiles.remove(project) }
        let outputs = try Self.outputs(of: project)
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
        let reported = outputs[0].split(separator: "\n").filter { $0.hasSuffix("[unreachable-scene]") }
        #expect(reported.map { String($0.prefix { $0 != ":" }) } == ["orphan.scene.yaml", "ring-a.scene.yaml", "ring-b.scene.yaml"], "\(outputs[0])")
        #expect(reported.allSatisfy { $0.contains("from the entry scene 'main'") })
    }
}
