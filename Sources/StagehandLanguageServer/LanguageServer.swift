import Stagehand

/// A language server for scene and script files (LSP 3.17): diagnostics as lint gives them,
/// completion, hover, go to definition, references, rename and the fixes lint is sure of.
///
/// Every answer comes from the same loader, decoder, checker and registry as `stagehand lint`,
/// so an app's own executable serves its own types. ``handle(_:)`` takes one message and returns
/// the messages to send; ``MessageLoop`` connects it to standard input and output.
///
/// ```swift
/// let server = LanguageServer(registry: registry)
/// let status = MessageLoop(server: server).run()
/// ```
public final class LanguageServer {
    /// The types scenes may name.
    public let registry: Registry
    /// The bounds every file is loaded with.
    public let limits: LoadLimits
    let linter: Linter
    package var documents: [String: OpenDocument] = [:]
    private var shutdownRequested = false
    /// Documents changed since their diagnostics were last published, while diagnostics are
    /// deferred; in the order they changed.
    private var staleDocuments: [String] = []

    /// Whether changes only mark a document's diagnostics stale, to be published by
    /// ``publishStaleDiagnostics(until:)`` once the editor pauses, instead of at once. The
    /// ``MessageLoop`` turns it on, so a burst of keystrokes is linted once, against the latest
    /// text, and a request behind the burst is answered without waiting for stale lint work.
    public var defersDiagnostics = false

    /// Whether some open document's diagnostics wait to be published.
    public var hasStaleDiagnostics: Bool { !staleDocuments.isEmpty }
    /// The exit status once the client has sent `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?
    /// Draws the storyboard of a folder as an SVG file and returns the file's path; set, the
    /// server offers the `stagehand.storyboard` command (`workspace/executeCommand`).
    public var storyboardDrawer: StoryboardDrawer?

    /// Creates a server for a registry.
    public init(registry: Registry = Registry(), limits: LoadLimits = .default) {
        self.registry = registry
        self.limits = limits
        linter = Linter(registry: registry, limits: limits)
    }

    /// JSON-RPC error codes the server answers with.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestFailed = -32803
    }

    /// Handles the bytes of one message; malformed JSON gets a parse error response.
    public func handle(bytes: [UInt8]) -> [JSON] {
        do {
            return handle(try JSONParser.parse(bytes))
        } catch {
            return [Self.errorResponse(id: .null, code: .parseError, message: "the message is not JSON: \(error)")]
        }
    }

    /// Answers a message whose header was refused, when its body is a request: an
    /// invalid-request error with its id. Anything else gets no answer.
    ///
    /// - Parameters:
    ///   - body: the bytes that followed the refused header, up to the next header.
    ///   - reason: why the header was refused.
    public func answerMalformed(body: [UInt8], reason: String) -> [JSON] {
        guard !body.isEmpty, let message = try? JSONParser.parse(body), case .object = message,
              let id = message["id"], message["method"]?.string != nil else { return [] }
        return [Self.errorResponse(id: id, code: .invalidRequest, message: "the message's header was refused: \(reason)")]
    }

    /// Lints the documents whose diagnostics are stale and publishes them, oldest change first,
    /// stopping early when `interrupted` says more input waits (the rest stay stale).
    ///
    /// - Parameter interrupted: asked before each document.
    public func publishStaleDiagnostics(until interrupted: () -> Bool) -> [JSON] {
        var published: [JSON] = []
        while let uri = staleDocuments.first, !interrupted() {
            staleDocuments.removeFirst()
            if let document = documents[uri] { published += publishDiagnostics(for: document) }
        }
        return published
    }

    /// Diagnostics for a changed document: now, or once the editor pauses (``defersDiagnostics``).
    private func diagnosticsAfterChange(of document: OpenDocument) -> [JSON] {
        guard defersDiagnostics else { return publishDiagnostics(for: document) }
        if !staleDocuments.contains(document.uri) { staleDocuments.append(document.uri) }
        return []
    }

    /// Handles one message and returns the messages to send: a response for a request, and any
    /// notifications (such as diagnostics) it causes.
    public func handle(_ message: JSON) -> [JSON] {
        guard case .object = message, let method = message["method"]?.string else {
            if message["id"] != nil, message["method"] == nil { return [] }  // a response to us: none are asked for
            return [Self.errorResponse(id: message["id"] ?? .null, code: .invalidRequest, message: "not a JSON-RPC request or notification")]
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            return notification(method, params)
        }
        if shutdownRequested, method != "exit" {
            return [Self.errorResponse(id: id, code: .invalidRequest, message: "the server is shutting down")]
        }
        switch method {
        case "initialize": return [Self.response(id: id, result: initializeResult)]
        case "shutdown":
            shutdownRequested = true
            return [Self.response(id: id, result: .null)]
        case "textDocument/completion": return [answer(id, params) { self.completion($0, $1) }]
        case "textDocument/hover": return [answer(id, params) { self.hover($0, $1) }]
        case "textDocument/definition": return [answer(id, params) { self.definition($0, $1) }]
        case "textDocument/references": return [answer(id, params) { self.references($0, $1) }]
        case "textDocument/rename":
            if let newName = params["newName"]?.string, let problem = Self.problem(withNewID: newName) {
                return [Self.errorResponse(id: id, code: .invalidParams, message: problem)]
            }
            return [answer(id, params) { self.rename($0, $1) }]
        case "textDocument/prepareRename": return [answer(id, params) { self.prepareRename($0, $1) }]
        case "textDocument/codeAction": return [answer(id, params) { self.codeActions($0, $1) }]
        case "textDocument/formatting": return [answer(id, params) { self.formatting($0, $1) }]
        case "textDocument/documentSymbol": return [answer(id, params) { document, _ in self.documentSymbols(document) }]
        case "workspace/executeCommand": return [executeCommand(id, params)]
        default:
            return [Self.errorResponse(id: id, code: .methodNotFound, message: "method '\(method)' is not supported")]
        }
    }

    private func notification(_ method: String, _ params: JSON) -> [JSON] {
        switch method {
        case "exit":
            exitStatus = shutdownRequested ? 0 : 1
            return []
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string,
                let path = DocumentURI.path(of: uri)
            else { return [] }
            let document = OpenDocument(uri: uri, path: path, text: Array(text.utf8), version: item["version"]?.int ?? 0)
            documents[uri] = document
            return diagnosticsAfterChange(of: document)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri],
                let changes = params["contentChanges"]?.array
            else { return [] }
            switch TextChange.edits(changes) {
            case .success(let edits):
                document.apply(edits, version: params["textDocument"]?["version"]?.int ?? document.version + 1)
                return diagnosticsAfterChange(of: document)
            case .failure(let problem):
                // The editor and the server now disagree on the text; keeping the last good
                // text is the lesser harm, and the log says why.
                return [Self.logMessage("refused a change to \(uri): \(problem.reason); the document is left as it was")]
            }
        case "textDocument/didSave":
            // Other open files may refer to the saved one (a script to its scene): check them again.
            return documents.values.sorted { $0.uri < $1.uri }.flatMap { diagnosticsAfterChange(of: $0) }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return [] }
            documents[uri] = nil
            staleDocuments.removeAll { $0 == uri }
            return [Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])]
        default:
            return []  // `initialized`, `$/cancelRequest`, settings and the like need nothing
        }
    }

    private var initializeResult: JSON {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 1, "save": true],
                "completionProvider": ["triggerCharacters": [":", " ", ".", "-", "[", ",", "{"], "resolveProvider": false],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "renameProvider": ["prepareProvider": true],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentFormattingProvider": true,
                "documentSymbolProvider": true,
                "executeCommandProvider": ["commands": .array(storyboardDrawer == nil ? [] : [.string(Self.storyboardCommand)])],
            ],
            "serverInfo": ["name": "stagehand", "version": .string(StagehandVersion.current)],
        ]
    }

    /// Runs a request handler on its document and position, answering `null` for an unknown document.
    private func answer(_ id: JSON, _ params: JSON, _ handler: (OpenDocument, JSON) -> JSON) -> JSON {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return Self.errorResponse(id: id, code: .invalidParams, message: "missing textDocument.uri")
        }
        guard let document = documents[uri] else { return Self.response(id: id, result: .null) }
        // What lint refuses as too large, no feature reads either: `null`, as for a file it
        // knows nothing of, at once.
        guard document.text.count <= limits.maxFileSize else { return Self.response(id: id, result: .null) }
        return Self.response(id: id, result: handler(document, params))
    }

    /// The byte offset of a protocol position in JSON.
    func offset(_ position: JSON?, in lines: LineMap) -> Int? {
        guard let line = position?["line"]?.int, let character = position?["character"]?.int else { return nil }
        return lines.offset(line: line, character: character)
    }

    // MARK: Messages

    static func response(id: JSON, result: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func errorResponse(id: JSON, code: ErrorCode, message: String) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": ["code": JSON(code.rawValue), "message": .string(message)]]
    }

    /// A `window/logMessage` warning: the editor shows it in the server's log.
    static func logMessage(_ text: String) -> JSON {
        notification("window/logMessage", ["type": 2, "message": .string(text)])
    }

    static func notification(_ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
