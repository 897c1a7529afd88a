/// How a command's items are shown in messages and checked before a run: quoted as a shell
/// would quote them, cut to a sensible length, and whether an item is a placeholder alone.
package enum CommandWords {
    /// The most characters of one value a message quotes; a longer one is cut, marked with `…`,
    /// so a 200 KB argument does not make a 200 KB message.
    package static let longestQuoted = 200

    /// `text` cut to ``longestQuoted`` characters (or `limit`), the cut marked with `…`.
    package static func cut(_ text: String, limit: Int = longestQuoted) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(max(0, limit - 1))) + "…"
    }

    /// A word as a POSIX shell would need it typed: as it is when it holds only characters a
    /// shell leaves alone, else in single quotes, a single quote inside written `'\''`; an empty
    /// word is `''`. Cut first (see ``cut(_:limit:)``).
    package static func shellQuoted(_ word: String) -> String {
        let word = cut(word)
        if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
        return "'" + word.replacingSingleQuotes() + "'"
    }

    /// Words as a person would type them at a shell, each quoted as ``shellQuoted(_:)`` does.
    package static func commandLine(_ words: [String]) -> String {
        words.map(shellQuoted).joined(separator: " ")
    }

    /// A command line as a message names it: in single quotes when no word needs quoting
    /// (`'git log'`), else as a shell would take it and nothing around it (`git log
    /// '--format=- hash: "%H"'`), since quotes around quotes would say two things at once.
    package static func inMessage(_ words: [String]) -> String {
        let line = commandLine(words)
        return words.allSatisfy({ !$0.isEmpty && cut($0).unicodeScalars.allSatisfy(isPlain) }) ? "'" + line + "'" : line
    }

    /// The placeholder (`{name}`, `{}`) when `item` is one placeholder and nothing else.
    package static func wholePlaceholder(_ item: String) -> String? {
        guard item.hasPrefix("{"), item.hasSuffix("}"), item.count >= 2 else { return nil }
        let inner = item.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return item
    }

    /// The indices of the items after the program that are a placeholder alone with no `--`
    /// item before them: the items whose filled value must not start with `-`.
    package static func optionPlaces(_ items: [String]) -> [Int] {
        var places: [Int] = []
        for index in items.indices.dropFirst() {
            if items[index] == "--" { break }
            if wholePlaceholder(items[index]) != nil { places.append(index) }
        }
        return places
    }

    /// Characters a shell reads as part of a word, with no quoting.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "@", "%", "+", "=", ":", ",", ".", "/", "-": true
        default: false
        }
    }
}

private extension String {
    func replacingSingleQuotes() -> String {
        var out = ""
        for character in self {
            if character == "'" { out += "'\\''" } else { out.append(character) }
        }
        return out
    }
}
