import MCP
import Stagehand

extension Stagehand.Value {
    /// The same value as the protocol's JSON value.
    var mcpValue: MCP.Value {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .list(let items): .array(items.map(\.mcpValue))
        case .mapping(let pairs): .object(Dictionary(pairs.map { ($0.key, $0.value.mcpValue) }, uniquingKeysWith: { _, last in last }))
        }
    }
}

extension MCP.Value {
    /// The same value as Stagehand's, a mapping's keys sorted (the protocol's objects keep no
    /// order), so a step saved from it reads the same on every run.
    var stagehandValue: Stagehand.Value {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .data(_, let bytes): .string(bytes.base64EncodedString())
        case .array(let items): .list(items.map(\.stagehandValue))
        case .object(let pairs):
            .mapping(.init(uniqueKeysWithValues: pairs.sorted { $0.key < $1.key }.map { ($0.key, $0.value.stagehandValue) }))
        }
    }
}
