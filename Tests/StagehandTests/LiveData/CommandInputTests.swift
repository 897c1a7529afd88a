import Foundation
import Testing
import Stagehand

/// `CommandDataSource` fed by an `input`: placeholders filled as single arguments without a
/// shell, the newest input winning over runs still under way, no run without a value, a
/// placeholder the input cannot fill failing the source, and `select` reaching into the output.
@Suite("Command input")
struct CommandInputTests {
    /// Builds a scene in `folder` from a body and runs `body` with it, on a thread of its own.
    static func withScene<T: Sendable>(
        in folder: String, _ sceneBody: String, _ body: @escaping @Sendable (LiveScene) -> T
    ) async -> T? {
        await LiveDataTestSupport.onOwnThread {
            let registry = Registry()
            let (description, _) = RuntimeTestSupport.describe(RuntimeTestSupport.header + sceneBody, registry: registry,
                                                                file: folder + "/test.scene.yaml")
            guard let description else { return nil }
            let scene = LiveScene(description: description, registry: registry)
            defer { scene.leave() }
            return body(scene)
        }
    }

    /// Prints `{"arg": FIRST}` after sleeping when the argument starts with `slow`.
    static let echoScript = """
        #!/bin/sh
        case "$1" in slow*) sleep 0.3;; esac
        printf '{"arg": "%s"}\\n' "$1"
        """

    /// Prints how many arguments it was given, then each on a line of its own.
    static let argumentsScript = """
        #!/bin/sh
        printf '%s\\n' "$#"
        for a in "$@"; do printf '%s\\n' "$a"; done
        """

    @Test("a stale result is dropped when the input changed twice before it finished")
    func staleResultDropped() async throws {
        let folder = try LiveDataTestSupport.folder(["echo.sh": Self.echoScript])
        defer { TemporaryFiles.remove(folder) }
        let body = """
            dataSources:
              - { id: query, type: StaticDataSource, properties: { value: slow-first } }
              - { id: found, type: CommandDataSource, properties: { command: [sh, echo.sh, "{}"] }, outlets: { input: query } }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: found, view: text }, properties: { path: arg } }
            """
        let seen = await Self.withScene(in: folder, body) { scene -> [String] in
            guard let query = scene.objectsByID["query"] as? DataSource,
                let found = scene.objectsByID["found"] as? CommandDataSource
            else { return [] }
            var values: [String] = []
            found.observe { values.append($0.value(atPath: "arg")?.displayText ?? "-") }
            query.setValue("slow-second")   // the first run is cancelled
            query.setValue("fast")          // and so is the second
            scene.work.settle()
            // Give the cancelled runs every chance to arrive, then look again.
            usleep(500_000)
            scene.work.applyArrived()
            scene.work.settle()
            return values + ["\(found.runCount)", (scene.objectsByID["text"] as? Label)?.text ?? "-"]
        }
        #expect(seen == ["fast", "3", "fast"])
    }

    @Test("each placeholder fills one argument: spaces, quotes and shell words stay as written")
    func placeholdersAreSingleArguments() async throws {
        let folder = try LiveDataTestSupport.folder(["args.sh": Self.argumentsScript])
        defer { TemporaryFiles.remove(folder) }
        let body = """
            dataSources:
              - { id: person, type: StaticDataSource }
              - id: printed
                type: CommandDataSource
                properties: { command: [sh, args.sh, "--name={name}", "{name}"], format: lines }
                outlets: { input: person }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: printed, view: text }, properties: { path: count } }
            """
        let name = #"Ada "the first" O'Neil; echo $(id) * > out"#
        let seen = await Self.withScene(in: folder, body) { scene -> [String] in
            guard let person = scene.objectsByID["person"] as? DataSource,
                let printed = scene.objectsByID["printed"] as? CommandDataSource
            else { return [] }
            person.setValue(.mapping(["name": .string(name)]))
            scene.work.settle()
            return (printed.value.list ?? []).map(\.displayText)
        }
        #expect(seen == ["2", "--name=" + name, name])
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"), "nothing went through a shell")
    }

    @Test("while the input has no value the command does not run")
    func noValueNoRun() async throws {
        let body = """
            dataSources:
              - { id: person, type: StaticDataSource }
              - { id: printed, type: CommandDataSource, properties: { command: [echo, "{name}"] }, outlets: { input: person } }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: printed, view: text } }
            """
        let seen = await Self.withScene(in: "/tmp", body) { scene -> [String] in
            guard let printed = scene.objectsByID["printed"] as? CommandDataSource else { return [] }
            scene.work.settle()
            return ["\(printed.runCount)", printed.state.name]
        }
        #expect(seen == ["0", "ready"])
    }

    @Test("a placeholder the input cannot fill fails the source with a message naming the path")
    func missingPlaceholderFails() async throws {
        let body = """
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { nickname: ada } } }
              - { id: printed, type: CommandDataSource, properties: { command: [echo, "/dev/{name}"] }, outlets: { input: person } }
            views:
              - { id: text, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: printed, view: text } }
            """
        let seen = await Self.withScene(in: "/tmp", body) { scene -> [String] in
            guard let printed = scene.objectsByID["printed"] as? CommandDataSource else { return [] }
            scene.work.settle()
            return ["\(printed.runCount)", printed.state.failureMessage ?? "-"] + scene.diagnostics.map(\.code.rawValue)
        } ?? []
        #expect(seen.first == "0")
        #expect(seen.count == 3 && seen[1].contains("{name}"), "\(seen)")
        #expect(seen.last == "command-failed")
    }

    @Test("select: the value is what lies at the path in what the command printed")
    func selectReachesIn() async throws {
        let folder = try LiveDataTestSupport.folder([
            "mounts.sh": "#!/bin/sh\necho '{\"filesystems\": [{\"target\": \"/\"}, {\"target\": \"/home\"}]}'\n",
        ])
        defer { TemporaryFiles.remove(folder) }
        let body = """
            dataSources:
              - { id: mounts, type: CommandDataSource, properties: { command: [sh, mounts.sh], select: filesystems } }
              - { id: wrong, type: CommandDataSource, properties: { command: [sh, mounts.sh], select: blockdevices } }
            views:
              - { id: text, type: Label }
              - { id: other, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: mounts, view: text }, properties: { format: "{count} mounts, first {0.target}" } }
              - { type: StatusBinding, outlets: { dataSource: wrong, view: other } }
            """
        let seen = await Self.withScene(in: folder, body) { scene -> [String] in
            scene.work.settle()
            return [(scene.objectsByID["text"] as? Label)?.text ?? "-", (scene.objectsByID["other"] as? Label)?.text ?? "-"]
        } ?? []
        #expect(seen.first == "2 mounts, first /")
        #expect(seen.last?.contains("select: blockdevices") == true, "\(seen)")
        #expect(seen.last?.contains("filesystems") == true, "\(seen)")
    }
}
