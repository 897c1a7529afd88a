import Foundation

/// What a layer adds to types through extensions, and the places lower layers use it.
///
/// A file that calls a property, method or initializer an extension of a higher layer declares
/// depends on that layer as surely as one naming its types, though it names no type of it:
/// `Registry()` in a lower layer calls the library's `init(standardLibrary:)`, and
/// `scalar.kindDescription` a word the values layer declares. Source is read as text with comments
/// and strings removed (``LayerTests/code(_:)``), so this is a careful scan, not a compiler.
enum ExtensionMembers {
    /// A member as its call site shows it: a property (no parentheses follow), a method, or an
    /// initializer with its parameters' labels.
    enum Member: Hashable {
        case property(String)
        case method(String, parameters: [Parameter])
        case initializer(type: String, parameters: [Parameter])
    }

    /// An initializer's parameter: its argument label (`_` for none) and whether it has a default.
    struct Parameter: Hashable {
        let label: String
        let hasDefault: Bool
    }

    /// The members each file declares inside `extension` blocks.
    static func declared(inExtensionsOf code: String) -> [Member] {
        var members: [Member] = []
        for (type, body) in extensionBodies(in: code) {
            members += declarations(in: body, type: type)
        }
        return members
    }

    /// Every property and method name declared anywhere in the code, in types or extensions: a
    /// lower layer that declares a name of its own uses that one.
    static func declaredNames(in code: String) -> [Member] {
        declarations(in: code, type: nil).filter { if case .initializer = $0 { false } else { true } }
    }

    /// The initializers declared for `type` anywhere in the code (in the type or its extensions).
    static func initializers(of type: String, in code: String) -> [[Parameter]] {
        var found: [[Parameter]] = []
        let typeStart = try? NSRegularExpression(pattern: #"\b(?:class|struct|enum|actor|extension)\s+"# + type + #"\b[^{]*\{"#)
        for match in typeStart?.matches(in: code, range: NSRange(code.startIndex..., in: code)) ?? [] {
            guard let open = Range(match.range, in: code)?.upperBound else { continue }
            let body = String(code[open..<closingBrace(in: code, from: open)])
            for case .initializer(_, let parameters) in declarations(in: topLevel(of: body), type: type) {
                found.append(parameters)
            }
        }
        return found
    }

    /// The members a file's code reaches through a dot: `.name` alone is a property, `.name(` a method.
    struct Usage {
        var properties: Set<String> = []
        /// Each method name reached, with the argument labels of each call.
        var methods: [String: [[String]]] = [:]

        init(_ code: String) {
            guard let access = try? NSRegularExpression(pattern: #"\.([A-Za-z_]\w*)\b(\s*\()?"#) else { return }
            for match in access.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let name = Range(match.range(at: 1), in: code) else { continue }
                if let open = Range(match.range(at: 2), in: code)?.upperBound {
                    methods[String(code[name]), default: []].append(labels(of: arguments(in: code, from: open)))
                } else {
                    properties.insert(String(code[name]))
                }
            }
        }

        /// Whether the code reaches a property or method named as `member` is (a method with
        /// arguments its parameters accept).
        func reaches(_ member: Member) -> Bool {
            switch member {
            case .property(let name): properties.contains(name)
            case .method(let name, let parameters): methods[name]?.contains { accepts(parameters, $0) } ?? false
            case .initializer: false
            }
        }
    }

    /// Whether `code` calls `Type(…)` with arguments an initializer with `parameters` accepts and
    /// none of the `lower` initializers does.
    static func calls(_ type: String, _ parameters: [Parameter], in code: String, unlessAccepted lower: [[Parameter]]) -> Bool {
        callLabels(of: type, in: code).contains { labels in
            accepts(parameters, labels) && !lower.contains { accepts($0, labels) }
        }
    }

    // MARK: Scanning

    private static func matches(_ pattern: String, in code: String) -> Bool {
        code.range(of: pattern, options: .regularExpression) != nil
    }

    /// The bodies of `extension Type … {` blocks, with the extended type's last name component.
    private static func extensionBodies(in code: String) -> [(String, String)] {
        guard let start = try? NSRegularExpression(pattern: #"(?m)^\s*(?:(?:public|package|internal|private|fileprivate)\s+)?extension\s+([A-Za-z_][\w.]*)[^{]*\{"#) else { return [] }
        var result: [(String, String)] = []
        for match in start.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let whole = Range(match.range, in: code), let name = Range(match.range(at: 1), in: code) else { continue }
            let type = code[name].split(separator: ".").last.map(String.init) ?? String(code[name])
            result.append((type, topLevel(of: String(code[whole.upperBound..<closingBrace(in: code, from: whole.upperBound)]))))
        }
        return result
    }

    /// The text of `body` outside nested braces: the declarations of its own level.
    private static func topLevel(of body: String) -> String {
        var depth = 0
        var kept = ""
        for character in body {
            if character == "{" { depth += 1 }
            if depth == 0 { kept.append(character) } else if character == "\n" { kept.append(character) }
            if character == "}" { depth = max(0, depth - 1) }
        }
        return kept
    }

    /// The index of the brace that closes the block opened just before `start`.
    private static func closingBrace(in code: String, from start: String.Index) -> String.Index {
        var depth = 1
        var index = start
        while index < code.endIndex {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = code.index(after: index)
        }
        return code.endIndex
    }

    /// Properties, methods and initializers declared in `code`.
    private static func declarations(in code: String, type: String?) -> [Member] {
        var members: [Member] = []
        let named = try? NSRegularExpression(pattern: #"\b(func|var|let)\s+([A-Za-z_]\w*)"#)
        for match in named?.matches(in: code, range: NSRange(code.startIndex..., in: code)) ?? [] {
            guard let keyword = Range(match.range(at: 1), in: code), let name = Range(match.range(at: 2), in: code) else { continue }
            guard code[keyword] == "func" else {
                members.append(.property(String(code[name])))
                continue
            }
            // Generic parameters may stand between the name and the parameter list.
            guard let open = code[name.upperBound...].firstIndex(of: "(") else { continue }
            members.append(.method(String(code[name]), parameters: arguments(in: code, from: code.index(after: open)).map(parameter)))
        }
        // Enum cases are reached as `.name` and `.name(…)` too: `case a, b(Int)` declares both.
        let cases = try? NSRegularExpression(pattern: #"(?m)^\s*(?:indirect\s+)?case\s+([A-Za-z_][^\n:=]*)$"#)
        for match in cases?.matches(in: code, range: NSRange(code.startIndex..., in: code)) ?? [] {
            guard let list = Range(match.range(at: 1), in: code) else { continue }
            var depth = 0
            var word = ""
            for character in code[list] + "," {
                if character == "(" { depth += 1 }
                if depth == 0, character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else if !word.isEmpty {
                    if word != "let", word != "var" { members += [.property(word), .method(word, parameters: [])] }
                    word = ""
                }
                if character == ")" { depth -= 1 }
            }
        }
        guard let type, let initializer = try? NSRegularExpression(pattern: #"\binit\??\s*\("#) else { return members }
        for match in initializer.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let open = Range(match.range, in: code)?.upperBound else { continue }
            members.append(.initializer(type: type, parameters: arguments(in: code, from: open).map(parameter)))
        }
        return members
    }

    /// The top-level comma-separated pieces between the parenthesis opened before `start` and its match.
    private static func arguments(in code: String, from start: String.Index) -> [String] {
        var depth = 1
        var pieces: [String] = []
        var current = ""
        var index = start
        while index < code.endIndex {
            let character = code[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 { break }
            if character == ",", depth == 1 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
            index = code.index(after: index)
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { pieces.append(current) }
        return pieces
    }

    /// `label name: Type = default` as a parameter.
    private static func parameter(_ text: String) -> Parameter {
        let head = text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? text
        let label = head.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? "_"
        return Parameter(label: label, hasDefault: text.contains("="))
    }

    /// The argument labels of every `Type(…)` call in `code` (`_` for an unlabelled argument).
    private static func callLabels(of type: String, in code: String) -> [[String]] {
        guard let call = try? NSRegularExpression(pattern: #"(?<![\w.])"# + type + #"\("#) else { return [] }
        return call.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            guard let open = Range(match.range, in: code)?.upperBound else { return nil }
            return labels(of: arguments(in: code, from: open))
        }
    }

    /// The label of each argument of a call (`_` for an unlabelled one).
    private static func labels(of arguments: [String]) -> [String] {
        arguments.map { argument in
            let label = argument.range(of: #"^\s*([A-Za-z_]\w*)\s*:(?!:)"#, options: .regularExpression)
            return label.map { argument[$0].trimmingCharacters(in: CharacterSet(charactersIn: ": \n\t")) } ?? "_"
        }
    }

    /// Whether an initializer with `parameters` takes a call with `labels`, defaults filling gaps.
    static func accepts(_ parameters: [Parameter], _ labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if let next = remaining.first, next == parameter.label {
                remaining = remaining.dropFirst()
            } else if !parameter.hasDefault {
                return false
            }
        }
        return remaining.isEmpty
    }
}

extension ExtensionMembers.Member {
    /// Whether both are properties, or both methods, of one name (a method's overloads count as one).
    func sameName(as other: Self) -> Bool {
        switch (self, other) {
        case (.property(let a), .property(let b)): a == b
        case (.method(let a, _), .method(let b, _)): a == b
        default: false
        }
    }
}
