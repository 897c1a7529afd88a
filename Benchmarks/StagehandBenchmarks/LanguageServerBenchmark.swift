import Stagehand
import StagehandLanguageServer

/// 7. Diagnostics latency of `stagehand lsp` after a change to a 1 MB scene: from the
/// `didChange` message's bytes (full text, as editors with full sync send it) to the serialized
/// `publishDiagnostics` notification, through the same `handle(bytes:)` the message loop calls.
/// Raw libyaml events over the same text are the baseline in the same run.
enum LanguageServerBenchmark {
    static func run(directory: String, config: Config, report: Report) throws -> [String] {
        let scene = try SceneGenerator.writeLargeScene(in: directory, targetBytes: 1_000_000)
        report.heading("7. language server — diagnostics after a change to a \(Format.megabytes(scene.bytes)) scene (full sync)")
        let original = String(decoding: try Files.read(scene.path), as: UTF8.self)
        // The title line is near the top; the variant appends one character to it.
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.firstIndex(of: "title: Teams") else {
            report.failure("lsp", "the generated scene has no title line")
            return scene.files
        }
        lines[title] += "!"
        let variants = [original, lines.joined(separator: "\n")]
        let server = LanguageServer()
        let uri = "file://" + scene.path
        let open: JSON = ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(original)],
        ]]
        let opened = server.handle(bytes: open.serialized)
        let published = opened.first?["params"]?["diagnostics"]?.array ?? []
        report.detail("diagnostics on open: \(published.count)")

        // Each round changes the title, alternating two spellings, so every change is real.
        let runs = config.quick ? 5 : 15
        var latency = Samples(), raw = Samples(), parse = Samples(), lint = Samples()
        let linter = Linter()
        for round in 0..<runs {
            let text = variants[(round + 1) % 2]
            let message: JSON = ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": JSON(round + 2)],
                "contentChanges": [["text": .string(text)]],
            ]]
            let bytes = message.serialized
            latency.seconds.append(Bench.time {
                let out = server.handle(bytes: bytes)
                blackHole(out.map(\.serialized))
            })
            let textBytes = Array(text.utf8)
            raw.seconds.append(Bench.time { blackHole(RawLibYAML.parse(textBytes)) })
            // Where the time goes: reading the message, and lint on the text alone.
            parse.seconds.append(Bench.time { blackHole(try? JSONParser.parse(bytes)) })
            lint.seconds.append(Bench.time { blackHole(linter.lint(bytes: textBytes, file: scene.path)) })
        }
        report.detail("didChange → publishDiagnostics: best \(Format.duration(latency.best)), median \(Format.duration(latency.median))")
        report.detail("of which: JSON message parse best \(Format.duration(parse.best)); Linter.lint(bytes:) best \(Format.duration(lint.best))")
        report.detail("raw libyaml events over the same text: best \(Format.duration(raw.best)); ratio \(Format.ratio(latency.median / raw.best))")
        report.result("lsp", "diagnostics \(Format.duration(latency.median)) (median) after a change to \(Format.megabytes(scene.bytes)); \(Format.ratio(latency.median / raw.best)) raw libyaml",
                      ratio: latency.median / 0.1, atMost: 1, targetText: "≤ 100 ms")

        // Keystrokes: 1,000 changes queued behind one another, then a completion.
        let changes = 1_000
        let burstText = String(original.prefix(config.quick ? 20_000 : 100_000))
        if let burst = ChangeBurstBenchmark.measure(text: burstText, path: scene.path, changes: changes) {
            report.detail("\(changes) full-text changes of \(Format.megabytes(burstText.utf8.count)), then a completion: answered \(Format.duration(burst)) after the last change")
            report.result("lsp-burst", "completion \(Format.duration(burst)) after \(changes) queued changes",
                          ratio: burst / 1.0, atMost: 1, targetText: "≤ 1 s")
        } else {
            report.failure("lsp-burst", "the completion after \(changes) changes was never answered")
        }

        // An editor typing into a large scene, `stagehand lsp` a process of its own.
        let editorScene = try SceneGenerator.writeLargeScene(in: directory, targetBytes: config.quick ? 128_000 : 1_280_000)
        let editorText = String(decoding: try Files.read(editorScene.path), as: UTF8.self)
        let executable = EditorBurstBenchmark.executable()
        let keystrokes = config.quick ? 200 : changes
        report.detail("editor bursts: \(executable) lsp, \(Format.megabytes(editorScene.bytes)) scene, \(keystrokes) changes of one character each")
        for (sync, target) in [(EditorBurstBenchmark.Sync.ranges, 1.0), (.fullText, 5.0)] {
            do {
                let outcome = try EditorBurstBenchmark.measure(executable: executable, scenePath: editorScene.path, text: editorText,
                                                               sync: sync, changes: keystrokes)
                report.detail("\(sync.rawValue) changes: completion answered \(Format.duration(outcome.completion)) after the first change "
                              + "(\(outcome.items) items\(outcome.offersRowView ? "" : ", rowName0 MISSING")); "
                              + "diagnostics of the last version \(Format.duration(outcome.diagnostics)) after it")
                report.result("lsp-\(sync.rawValue)",
                              "completion \(Format.duration(outcome.completion)) after the first of \(keystrokes) \(sync.rawValue) changes to \(Format.megabytes(editorScene.bytes)), whole process",
                              ratio: outcome.completion / target, atMost: 1, targetText: "≤ \(Int(target)) s")
            } catch {
                report.failure("lsp-\(sync.rawValue)", "\(error)")
            }
        }
        return scene.files
    }
}
