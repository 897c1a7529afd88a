// libFuzzer entry point for the document loader and lint: every input is parsed, then decoded
// and checked both as a scene and as a script, as `stagehand lint` would. An input that begins
// with `Content-Length` is instead a whole language-server session: read in pieces through the
// message reader, every message answered, diagnostics published between pieces, as
// `stagehand lsp` does.
//
// Fuzz/run.sh compiles this file together with every source of the Stagehand module (one module,
// so internal API is reachable without `@testable`), with `-sanitize=fuzzer,address`.
// Any input must come back as a document or diagnostics: a crash, a hang or an ASan report is a bug.
//
// Every input is also text for the escapers (`EscapingFuzz.swift`): the terminal's, whose output
// must hold no control character, and the XML and Graphviz writers', whose output must be
// well-formed XML character data; and every diagnostic the loader gives must print with no raw
// control character.

/// Feeds one input to the loader. Limits are kept small so deep or alias-heavy inputs stay fast,
/// while still exercising every limit's path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkEscaping(String(decoding: bytes, as: UTF8.self))
    let limits = LoadLimits(maxFileSize: 1 << 20, maxDepth: 64, maxAliasExpansion: 10_000, maxScalarLength: 1024)
    if bytes.starts(with: sessionPrefix) {
        fuzzSession(bytes, limits: limits)
        return 0
    }
    let (document, diagnostics) = DocumentLoader.parse(bytes, file: "fuzz.yaml", limits: limits)
    // Touch the results so nothing is optimised away, and check the loader's own promise.
    if document == nil && diagnostics.isEmpty {
        // A failed load always says why.
        trap()
    }
    for diagnostic in diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        trap()
    }
    for diagnostic in diagnostics {
        checkPrinted(diagnostic)
    }
    if let document, let root = document.root {
        _ = Value(root)
        // Lint without touching the disk: no segue destination or data file exists here.
        let (scene, _) = SceneDecoder.decode(document)
        _ = SceneChecker(registry: registry, fileExists: { _ in false }).check(scene)
        let (script, _) = ScriptDecoder.decode(document)
        _ = ScriptChecker(registry: registry, fileExists: { _ in false }).check(script, scene: scene)
    }
    return 0
}

private let sessionPrefix = Array("Content-Length".utf8)

/// Plays `bytes` as what an editor sends `stagehand lsp`: fed to the message reader in pieces
/// whose sizes the bytes themselves choose, each message handled, a malformed one answered where
/// it can be, and stale diagnostics published after each piece.
private func fuzzSession(_ bytes: [UInt8], limits: LoadLimits) {
    let server = LanguageServer(registry: registry, limits: limits)
    server.defersDiagnostics = true
    var framer = MessageFramer()
    var offset = 0
    while offset < bytes.count {
        let size = min(bytes.count - offset, 1 + Int(bytes[offset]) % 97)
        for frame in framer.feed(Array(bytes[offset..<(offset + size)])) {
            switch frame {
            case .message(let body):
                for reply in server.handle(bytes: body) { _ = reply.serialized }
            case .malformed(let reason, let body):
                for reply in server.answerMalformed(body: body, reason: reason) { _ = reply.serialized }
            }
            if server.exitStatus != nil { return }
        }
        for reply in server.publishStaleDiagnostics(until: { false }) { _ = reply.serialized }
        offset += size
    }
}

/// The standard library, built once (registering reads every type's declaration); unsafe is
/// sound because libFuzzer calls the entry point from one thread only.
nonisolated(unsafe) private let registry = Registry()

/// Stops the fuzzer on a broken promise; libFuzzer saves the input that caused it.
private func trap() -> Never {
    preconditionFailure("loader promise broken")
}
