import Foundation
import Stagehand
import StagehandConsole
import Testing

/// A responder that decodes its data source's value into a typed record, as app code does.
final class HeightResponder: Responder {
    struct Person: Decodable { var name: String; var height: Double }

    /// The person it reads.
    @Outlet("The person it reads") var person: DataSource

    override func respond(to event: ViewEvent) throws {
        _ = try ValueDecoder().decode(Person.self, from: person.value)
    }
}

/// Runtime problems (values that do not convert, responders that throw) reach scripts and CI:
/// each is handed out the moment it happens with the position of the object concerned, the
/// status line shows the latest, `expect: { status: }` checks it, and strict runs fail on them.
@Suite struct RuntimeProblemTests {
    static let scene = """
        stagehand: 1
        scene: problems
        dataSources:
          - { id: ada, type: StaticDataSource, properties: { value: { name: Ada, height: tall } } }
          - { id: levels, type: StaticDataSource, properties: { value: [{ level: 0.5 }, { level: high }] } }
        views:
          - { id: measure, type: Button, properties: { title: Measure } }
          - id: bars
            type: Table
            prototype:
              id: bar
              type: ProgressBar
              bindings:
                - { type: ProgressBinding, outlets: { dataSource: item, view: bar }, properties: { path: level } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: levels, view: bars } }
        responders:
          - { id: measurer, type: HeightResponder, on: measure.tap, outlets: { person: ada } }
        """

    struct Played {
        var result: ScriptPlayer.Result
        var told: [Diagnostic]
        var sceneFile: String
    }

    func play(_ steps: String, strict: Bool = false) throws -> Played {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let sceneFile = try TemporaryFiles.write(Self.scene, to: "problems.scene.yaml", in: folder)
        let script = try TemporaryFiles.write("scene: problems.scene.yaml\nsteps:\n" + steps, to: "problems.script.yaml", in: folder)
        let registry = Registry()
        try registry.register(HeightResponder.self)
        // The sink is called synchronously on the playing thread; a box lets the closure append.
        final class Sink { var told: [Diagnostic] = [] }
        let sink = Sink()
        let options = ScriptPlayer.Options(strict: strict, onProblem: { sink.told.append($0) })
        let result = ScriptPlayer(registry: registry).play(scriptFile: script, options: options)
        return Played(result: result, told: sink.told, sceneFile: sceneFile)
    }

    @Test func aRowConversionOnTheFirstFrameIsReportedAtTheRowBinding() throws {
        let played = try play("  - snapshot\n")
        #expect(played.result.diagnostics.map(\.formatted) == [])
        let problem = try #require(played.told.first)
        #expect(problem.code == .valueConversion)
        #expect(problem.message.contains("a progress bar needs a number, not a string"))
        #expect(problem.location.line == 14)
        #expect(played.result.exitStatus == 0)
    }

    @Test func aResponderDecodingErrorSaysWhichPathAndWhatWasExpected() throws {
        let played = try play("""
              - tap: measure
              - expect: { status: "'measurer' (HeightResponder) cannot use the value at 'height': expected a number" }
            """ + "\n")
        #expect(played.result.diagnostics.map(\.formatted) == [])
        let problem = try #require(played.told.first { $0.code == .responderFailed })
        #expect(problem.message.contains("at 'height'"))
        #expect(problem.location.line == 18)
        #expect(!problem.message.contains("DecodingError"))
    }

    @Test func strictRunsFailOnRuntimeProblems() throws {
        #expect(try play("  - tap: measure\n").result.exitStatus == 0)
        let strict = try play("  - tap: measure\n", strict: true)
        #expect(strict.result.exitStatus == 1)
        #expect(strict.result.runtimeProblems.count == strict.told.count)
    }

    @Test func aStatusExpectationReportsWhatTheStatusLineShows() throws {
        // The first frame is laid out before the first step, as at a terminal, so the table's
        // unconvertible row is on the status line from the start; the tap replaces it.
        let played = try play("""
              - expect: { status: "a progress bar needs a number" }
              - tap: measure
              - expect: { status: "" }
            """ + "\n")
        let failure = try #require(played.result.diagnostics.first)
        #expect(failure.code == .expectationFailed)
        #expect(failure.message.hasPrefix("expected the status line to be empty, but it shows \"'measurer' (HeightResponder)"))
    }

    @Test func aSelectionMismatchReadsAsASentence() throws {
        let played = try play("  - expect: { view: bars, selected: 1 }\n")
        let failure = try #require(played.result.diagnostics.first)
        #expect(failure.message == "expected 'bars' to have row 1 selected, but it has nothing selected")
    }
}
