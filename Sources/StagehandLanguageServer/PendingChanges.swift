/// Changes read while the editor is still typing, held back so that a `didChange` a later
/// whole-text change to the same document replaces is dropped without its text ever being
/// decoded: an editor with full sync sends the whole file on every keystroke, and only the last
/// of a burst matters.
///
/// Only `didChange` notifications are held. Anything else (a request, another notification, a
/// message that is not JSON) first lets every held change through, in order, so it meets the
/// text exactly as it would have; ``MessageLoop`` lets them through too once the input pauses
/// (``MessageLoop/debounce``). A change that would be refused (a malformed range) never
/// replaces anything.
package struct PendingChanges {
    /// A message ready to handle: already parsed, when reading its shape decoded all of it.
    package enum Message {
        case parsed(JSON)
        case bytes([UInt8])
    }

    private struct Held {
        let uri: String
        let message: Message
        let size: Int
    }

    /// Strings longer than this many bytes are not decoded while a message is only looked at.
    package static let elisionLimit = 4096
    /// Held changes are let through once there are this many of them, or this many bytes.
    static let maxHeld = 4096
    static let maxHeldBytes = 256 << 20

    private var held: [Held] = []
    private var heldBytes = 0

    /// Whether nothing is held.
    package var isEmpty: Bool { held.isEmpty }

    /// Nothing pending.
    package init() {}

    /// Takes the next message read; returns those to handle now, in order.
    package mutating func take(_ bytes: [UInt8]) -> [Message] {
        guard let (value, elided) = try? JSONParser.skim(bytes, elidingStringsLongerThan: Self.elisionLimit) else {
            return flush() + [.bytes(bytes)]  // the server answers what is not JSON
        }
        let message: Message = elided ? .bytes(bytes) : .parsed(value)
        guard value["method"]?.string == "textDocument/didChange", value["id"] == nil,
            let uri = value["params"]?["textDocument"]?["uri"]?.string, !uri.isEmpty,  // "" when elided
            let changes = value["params"]?["contentChanges"]?.array
        else { return flush() + [message] }
        if TextChange.replacesWholeText(changes) {
            held.removeAll { $0.uri == uri }
            heldBytes = held.reduce(0) { $0 + $1.size }
        }
        held.append(Held(uri: uri, message: message, size: bytes.count))
        heldBytes += bytes.count
        if held.count >= Self.maxHeld || heldBytes >= Self.maxHeldBytes { return flush() }
        return []
    }

    /// Every held message, in the order it came; nothing is held after.
    mutating func flush() -> [Message] {
        defer {
            held = []
            heldBytes = 0
        }
        return held.map(\.message)
    }
}
