import Stagehand
import StagehandConsole
import Testing
import StagehandMCP

/// What `stagehand mcp` answers to lines that are not the requests it serves: every one gets a
/// JSON-RPC error or is taken silently as the protocol says, and the server keeps serving.
@Suite("Agents: the MCP server's answers to malformed messages")
struct MCPMessageTests {
    private let server = MCPServer(
        session: AgentSession(registry: Registry()), name: "stagehand", version: "1.0.0", limits: .default
    )

    @Test("text that is not JSON is a parse error with a null id")
    func notJSON() {
        let reply = server.answer("[1,2")
        #expect(reply?.contains("\"id\":null") == true, "\(reply ?? "nil")")
        #expect(reply?.contains("-32700") == true, "\(reply ?? "nil")")
    }

    @Test("a JSON value that is not an object is an invalid request", arguments: ["garbage", "42", "[1, 2]", "\"tools/list\""])
    func notAnObject(line: String) {
        let reply = server.answer(line)
        #expect(reply?.contains("-32600") == true, "\(line) → \(reply ?? "nil")")
    }

    @Test("an unknown method is 'method not found' under the request's id, and a notification gets no answer")
    func unknownMethod() {
        let reply = server.answer(#"{"jsonrpc":"2.0","id":7,"method":"nope"}"#)
        #expect(reply?.contains("\"id\":7") == true && reply?.contains("-32601") == true, "\(reply ?? "nil")")
        #expect(server.answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(server.answer("   ") == nil)
    }

    @Test("an unknown tool and a step before any scene is open are error results, not protocol errors")
    func toolErrors() {
        let unknown = server.answer(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"zap","arguments":{}}}"#)
        #expect(unknown?.contains("\"isError\":true") == true, "\(unknown ?? "nil")")
        #expect(unknown?.contains("there is no tool 'zap'") == true, "\(unknown ?? "nil")")
        let early = server.answer(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"act","arguments":{"step":"back"}}}"#)
        #expect(early?.contains("\"isError\":true") == true && early?.contains("no scene is open") == true, "\(early ?? "nil")")
    }

    @Test("control characters in a message never reach the output raw")
    func escapes() {
        let reply = server.answer("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"\u{1B}[31mred\"}")
        #expect(reply?.contains("\u{1B}") == false, "\(reply ?? "nil")")
    }
}
