import OrderedCollections
import Stagehand
import StagehandConsole

/// The Model Context Protocol's side of `stagehand mcp`: JSON-RPC 2.0 messages, one per line
/// (the protocol's stdio transport), answered by one ``AgentSession``.
///
/// It speaks what a tools-only server needs: `initialize` (with the newest protocol version
/// both sides know), `ping`, `tools/list` and `tools/call`; notifications are taken silently and
/// any other request is answered "method not found". Messages are read with the loader's JSON
/// (JSON is YAML's flow syntax) and written with `Value`'s JSON, so no text reaches the output
/// unescaped and nothing but protocol is written.
package struct MCPServer {
    /// The protocol versions this server speaks, newest first.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    let session: AgentSession
    /// What the server calls itself (the executable's name) and its version.
    let name: String
    let version: String
    let limits: LoadLimits

    /// A server answering from `session`, naming itself `name` at `version`.
    package init(session: AgentSession, name: String, version: String, limits: LoadLimits) {
        self.session = session
        self.name = name
        self.version = version
        self.limits = limits
    }

    /// The answer to one line of input, or `nil` when it needs none (a notification, a blank line).
    package func answer(_ line: String) -> String? {
        guard line.contains(where: { !$0.isWhitespace }) else { return nil }
        let (document, problems) = DocumentLoader.parse(Array(line.utf8), file: "message", limits: limits)
        guard let root = document?.root, !problems.containsErrors else {
            return Self.error(id: .null, code: -32700, "parse error: the message is not JSON")
        }
        guard case .mapping(let message) = Value(root) else {
            // A number, a string or a list is no JSON-RPC message at all.
            return Self.error(id: .null, code: -32600, "invalid request: a message is a JSON object")
        }
        guard case .string(let method)? = message["method"] else {
            // A response to a request this server never sends needs no answer; anything else with
            // an id is a request without its method.
            if let id = message["id"], message["result"] == nil, message["error"] == nil {
                return Self.error(id: id, code: -32600, "invalid request: no method")
            }
            return nil
        }
        let params: OrderedDictionary<String, Value>
        if case .mapping(let given)? = message["params"] { params = given } else { params = [:] }
        let result: Value
        switch method {
        case "initialize":
            result = initializeResult(params)
        case "ping":
            result = [:]
        case "tools/list":
            result = ["tools": .list(AgentTools.all.map(\.value))]
        case "tools/call":
            guard case .string(let tool)? = params["name"] else {
                return message["id"].map { Self.error(id: $0, code: -32602, "invalid params: 'tools/call' needs 'name'") }
            }
            var arguments: OrderedDictionary<String, Value> = [:]
            if case .mapping(let given)? = params["arguments"] { arguments = given }
            result = call(tool, arguments: arguments)
        default:
            return message["id"].map { Self.error(id: $0, code: -32601, "method not found: \(method)") }
        }
        guard let id = message["id"] else { return nil }
        return Value.mapping(["jsonrpc": "2.0", "id": id, "result": result]).jsonText(pretty: false)
    }

    private func initializeResult(_ params: OrderedDictionary<String, Value>) -> Value {
        var asked: String?
        if case .string(let version)? = params["protocolVersion"] { asked = version }
        let version = asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
        return [
            "protocolVersion": .string(version),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": ["name": .string(name), "version": .string(self.version)],
            "instructions": """
                Plays Stagehand scenes for you: 'open' a scene file, read it with 'tree' (what every \
                view is, its state and the events it takes) or 'frame' (the text on screen), drive it \
                with 'act' (one script step at a time), then 'save' what you did as a script that \
                'stagehand test' replays, and 'close'.
                """,
        ]
    }

    /// Runs one tool: its text, and whether it is an error.
    func call(_ tool: String, arguments: OrderedDictionary<String, Value>) -> Value {
        func string(_ key: String) -> String? {
            if case .string(let text)? = arguments[key] { return text }
            return nil
        }
        let answer: Result<String, AgentSession.Refusal>
        switch tool {
        case "open":
            guard let path = string("path") else { return Self.toolError("error: 'open' needs 'path' (a string)") }
            answer = session.open(path, size: string("size"))
        case "tree":
            answer = session.tree()
        case "act":
            guard let step = arguments["step"] else { return Self.toolError("error: 'act' needs 'step' (a script step)") }
            // A step as JSON, or as the text of a step (`back`, `tap: addButton`).
            if case .string(let text) = step { answer = session.act(text) } else { answer = session.act(step.jsonText(pretty: false)) }
        case "frame":
            answer = session.frame()
        case "save":
            guard let path = string("path") else { return Self.toolError("error: 'save' needs 'path' (a string)") }
            answer = session.save(to: path)
        case "close":
            answer = session.close()
        default:
            let names = AgentTools.all.map(\.name).joined(separator: ", ")
            return Self.toolError("error: there is no tool '\(tool)'; the tools are \(names)")
        }
        switch answer {
        case .success(let text): return Self.toolResult(text, isError: false)
        case .failure(let refusal): return Self.toolError(refusal.description)
        }
    }

    private static func toolResult(_ text: String, isError: Bool) -> Value {
        ["content": [["type": "text", "text": .string(text)]], "isError": .bool(isError)]
    }

    private static func toolError(_ text: String) -> Value { toolResult(text, isError: true) }

    private static func error(id: Value, code: Int, _ message: String) -> String {
        Value.mapping(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]]).jsonText(pretty: false)
    }
}
