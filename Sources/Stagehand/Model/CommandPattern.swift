/// One item of a stand-in's `match`: a word the argument must equal, `*` (any one argument) or
/// `**` (any number of arguments, none too). `*` and `**` are patterns only as a whole item:
/// `--format=*` is a word like any other.
public enum CommandPatternItem: Sendable, Hashable {
    /// The argument must be exactly this.
    case word(String)
    /// `*`: any one argument.
    case one
    /// `**`: any number of arguments, zero too.
    case any

    /// The item a `match` entry is written as.
    ///
    /// - Parameter text: The entry as written.
    public init(_ text: String) {
        switch text {
        case "*": self = .one
        case "**": self = .any
        default: self = .word(text)
        }
    }
}

/// A stand-in's `match`: the whole argument list, program first.
public struct CommandPattern: Sendable, Hashable {
    /// The items, program first.
    public var items: [CommandPatternItem]

    /// Creates a pattern.
    ///
    /// - Parameter items: The items, program first.
    public init(_ items: [CommandPatternItem]) { self.items = items }

    /// The program the pattern names, when its first item is a word.
    public var program: String? {
        if case .word(let word)? = items.first { return word }
        return nil
    }

    /// Whether the command `words` (program first) matches the whole pattern.
    ///
    /// - Parameter words: The command's program, then its arguments, each as it is passed.
    /// - Returns: Whether every item fits, `*` taking one argument and `**` any number.
    public func matches(_ words: [String]) -> Bool {
        matches(count: words.count) { index, text in words[index] == text }
    }

    /// Whether some command written as `template` (program first, whose items may hold
    /// `{path}` placeholders filled at run time) could match this pattern: an item with a
    /// placeholder may become any argument that keeps its literal parts.
    ///
    /// - Parameter template: A scene's command as written.
    public func couldMatch(template: [String]) -> Bool {
        matches(count: template.count) { index, text in
            let item = template[index]
            return item == text || (item.contains("{") && Self.placeholder(item, canBecome: text))
        }
    }

    /// The matcher both checks share: `fits(index, word)` says whether argument `index` may be
    /// the word `word`. Backtracks over `**` only, remembering what it tried, so it stays small.
    private func matches(count: Int, fits: (Int, String) -> Bool) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ item: Int, _ word: Int) -> Bool {
            let key = item * (count + 1) + word
            if let known = memo[key] { return known }
            let result: Bool
            if item == items.count {
                result = word == count
            } else {
                switch items[item] {
                case .word(let text): result = word < count && fits(word, text) && match(item + 1, word + 1)
                case .one: result = word < count && match(item + 1, word + 1)
                case .any: result = match(item + 1, word) || (word < count && match(item, word + 1))
                }
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// Whether an item with placeholders could be filled to read `text`: its literal parts
    /// appear in `text` in order, the first at its start and the last at its end.
    static func placeholder(_ item: String, canBecome text: String) -> Bool {
        var parts: [Substring] = []
        var rest = item[...]
        while let open = rest.firstIndex(of: "{") {
            parts.append(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else { return true }
            rest = rest[rest.index(after: close)...]
        }
        parts.append(rest)
        guard let first = parts.first, let last = parts.last else { return true }
        return text.hasPrefix(first) && text.hasSuffix(last) && text.count >= first.count + last.count
    }
}

/// A script's stand-in for a program its scene runs (`commands:`), as written.
public struct CommandStandInDescription: Sendable {
    /// `match`: the whole argument list, program first.
    public var match: Located<CommandPattern>
    /// `stdout`: a file (relative to the script) whose bytes are the standard output.
    public var stdoutFile: Located<String>?
    /// `output`: the standard output, inline.
    public var output: Located<String>?
    /// `exit`: the exit status; 0 unless given.
    public var exitStatus: Located<Int>?
    /// `stderr`: what the program prints on standard error.
    public var stderr: Located<String>?
    /// `delay`: how long the program takes, on the virtual clock.
    public var delay: Located<SceneDuration>?
    /// Where the stand-in starts.
    public var location: SourceLocation

    /// Creates a stand-in matching `match`, answering nothing on standard output with status 0.
    ///
    /// - Parameters:
    ///   - match: The pattern, program first.
    ///   - location: Where the stand-in is written.
    public init(match: Located<CommandPattern>, location: SourceLocation) {
        self.match = match
        self.location = location
    }
}
