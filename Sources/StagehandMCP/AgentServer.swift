import MCP
import Stagehand
import StagehandConsole

/// Answers the agents' tools with one ``AgentSession``, one call at a time.
///
/// The protocol's library handles each request in a task of its own; the actor keeps the
/// session's scene (which is not `Sendable`) to one call at a time, in the order they arrive.
actor AgentServer {
    private let session: AgentSession

    /// A server for scenes built with `registry`.
    ///
    /// - Parameters:
    ///   - registry: The types scenes may name; handed over, no one else uses it afterwards.
    ///   - limits: The bounds every file and step is read with.
    ///   - commandName: The executable's name, for saved scripts' comments.
    init(registry: sending Registry, limits: LoadLimits, commandName: String) {
        let session = AgentSession(registry: registry, limits: limits)
        session.commandName = commandName
        self.session = session
    }

    /// Serves the tools on standard input and output until input ends.
    static func serve(_ server: AgentServer, name: String, version: String) async throws {
        let protocolServer = Server(
            name: name, version: version,
            instructions: """
                Plays Stagehand scenes for you: 'open' a scene file, read it with 'tree' (what every \
                view is, its state and the events it takes) or 'frame' (the text on screen), drive it \
                with 'act' (one script step at a time), then 'save' what you did as a script that \
                'stagehand test' replays, and 'close'.
                """,
            capabilities: .init(tools: .init(listChanged: false)))
        await protocolServer.withMethodHandler(ListTools.self) { _ in .init(tools: AgentTools.all) }
        await protocolServer.withMethodHandler(CallTool.self) { call in
            await server.call(call.name, arguments: call.arguments ?? [:])
        }
        try await protocolServer.start(transport: StdioTransport())
        await protocolServer.waitUntilCompleted()
        await server.closeScene()
    }

    /// Runs one tool.
    func call(_ tool: String, arguments: [String: MCP.Value]) -> CallTool.Result {
        let answer: Result<String, AgentSession.Refusal>
        switch tool {
        case "open":
            guard let path = arguments["path"]?.stringValue else { return Self.missing("path", of: tool) }
            answer = session.open(path, size: arguments["size"]?.stringValue)
        case "tree":
            answer = session.tree()
        case "act":
            guard let step = arguments["step"] else { return Self.missing("step", of: tool) }
            // A step as JSON, or as the text of a step (`back`, `tap: addButton`).
            answer = session.act(step.stringValue ?? step.stagehandValue.jsonText(pretty: false))
        case "frame":
            answer = session.frame()
        case "save":
            guard let path = arguments["path"]?.stringValue else { return Self.missing("path", of: tool) }
            answer = session.save(to: path)
        case "close":
            answer = session.close()
        default:
            let names = AgentTools.all.map(\.name).joined(separator: ", ")
            return CallTool.Result(content: [.text(text: "error: there is no tool '\(tool)'; the tools are \(names)", annotations: nil, _meta: nil)], isError: true)
        }
        switch answer {
        case .success(let text): return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: false)
        case .failure(let refusal): return CallTool.Result(content: [.text(text: refusal.description, annotations: nil, _meta: nil)], isError: true)
        }
    }

    func closeScene() {
        session.close()
    }

    private static func missing(_ argument: String, of tool: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: "error: '\(tool)' needs '\(argument)' (a string)", annotations: nil, _meta: nil)], isError: true)
    }
}
