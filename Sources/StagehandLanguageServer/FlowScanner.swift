/// Reads the flow collections (`{ a: b, c: [d, e` …) on the cursor's line up to the cursor.
struct FlowScanner {
    private enum Frame {
        case mapping(key: String?, pairs: [String: String])
        case sequence
    }

    private var frames: [(frame: Frame, openedBy: String?)] = []
    /// The text written since the last delimiter.
    private(set) var token = ""

    mutating func scan(_ bytes: [UInt8]) {
        var quote: Character?
        for character in String(decoding: bytes, as: UTF8.self) {
            if let q = quote {
                if character == q { quote = nil } else { token.append(character) }
                continue
            }
            switch character {
            case "{":
                frames.append((.mapping(key: nil, pairs: [:]), currentKey))
                token = ""
            case "[":
                frames.append((.sequence, currentKey))
                token = ""
            case "}", "]":
                if !frames.isEmpty { frames.removeLast() }
                token = ""
            case ",":
                if case .mapping(let key, var pairs)? = frames.last?.frame {
                    if let key { pairs[key] = token.trimmingSpaces }
                    frames[frames.count - 1].frame = .mapping(key: nil, pairs: pairs)
                }
                token = ""
            case ":":
                if case .mapping(_, let pairs)? = frames.last?.frame {
                    frames[frames.count - 1].frame = .mapping(key: token.trimmingSpaces, pairs: pairs)
                    token = ""
                } else {
                    token.append(character)
                }
            case "\"", "'":
                quote = character
            case " ":
                if !token.isEmpty { token.append(character) }
            default:
                token.append(character)
            }
        }
        token = token.trimmingSpaces
    }

    /// The key a new nested collection would be the value of.
    private var currentKey: String? {
        if case .mapping(let key, _)? = frames.last?.frame { return key }
        return nil
    }

    /// What the cursor writes in the innermost collection.
    var slot: CursorContext.Slot {
        switch frames.last?.frame {
        case .mapping(let key, _)?:
            if let key { return .value(key: key, prefix: token) }
            return .key(prefix: token)
        case .sequence?: return .item(prefix: token)
        case nil: return .key(prefix: token)
        }
    }

    /// Pairs written so far in the innermost mapping.
    var pairs: [String: String] {
        if case .mapping(_, let pairs)? = frames.last?.frame { return pairs }
        return [:]
    }

    /// Pairs written in every open mapping; inner ones win.
    var allPairs: [String: String] {
        var result: [String: String] = [:]
        for entry in frames {
            if case .mapping(_, let pairs) = entry.frame { result.merge(pairs) { _, inner in inner } }
        }
        return result
    }

    /// The steps from the first collection to the innermost one; their column is
    /// ``CursorContext/flowColumn``, since flow keys have no block mapping to look siblings up in.
    func steps(line: Int) -> [CursorContext.Step] {
        let column = CursorContext.flowColumn
        var result: [CursorContext.Step] = []
        for (index, entry) in frames.enumerated() where index > 0 {
            if case .sequence = frames[index - 1].frame {
                result.append(.item(line: line, column: column))
            } else {
                result.append(.key(entry.openedBy ?? "", line: line, column: column))
            }
        }
        return result
    }
}
