// The escapers' promises, checked on every fuzz input (see main.swift): text bound for a terminal
// holds no control character once escaped, and text for XML is well-formed character data.

/// Checks every escaper on `text`.
func checkEscaping(_ text: String) {
    let escaped = TerminalText.escaped(text)
    let oneLine = TerminalText.oneLine(text)
    for scalar in escaped.unicodeScalars where TerminalText.isControl(scalar) { escapeTrap("raw control character in escaped text") }
    for scalar in oneLine.unicodeScalars where TerminalText.isControl(scalar) || scalar == "\n" || scalar == "\t" {
        escapeTrap("raw control character, tab or line break in one-line text")
    }
    // Text without control characters is left as it is.
    if !text.unicodeScalars.contains(where: { TerminalText.isControl($0) }), escaped != text { escapeTrap("plain text changed") }
    checkXML(XMLText.escape(text), of: text)
    checkDOT(DOTText.quoted(text))
    let cut = DOTText.fitted(text, characters: 12)
    if cut.count > 12 { escapeTrap("a fitted label is longer than its box") }
}

/// A printed diagnostic holds no raw control character, on one line or with its excerpt.
func checkPrinted(_ diagnostic: Diagnostic) {
    let line = diagnostic.formatted
    for scalar in line.unicodeScalars where TerminalText.isControl(scalar) || scalar == "\n" { escapeTrap("raw control character in a diagnostic") }
    if let source = diagnostic.sourceLine {
        let excerpt = source.excerpt(caretAt: diagnostic.location.column, width: { _ in 1 })
        for scalar in excerpt.unicodeScalars where TerminalText.isControl(scalar) { escapeTrap("raw control character in an excerpt") }
    }
}

/// `xml` is character data XML 1.0 accepts, and reads back as `original` with its control
/// characters replaced.
private func checkXML(_ xml: String, of original: String) {
    var decoded = ""
    var scalars = xml.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
        switch scalar {
        case "<", ">", "\"", "'": escapeTrap("markup character left raw in XML text")
        case "&":
            let entity = String(String.UnicodeScalarView(scalars.prefix { $0 != ";" }))
            guard let character = entities[entity] else { escapeTrap("unknown entity in XML text") }
            scalars = scalars.dropFirst(entity.unicodeScalars.count + 1)
            decoded += character
        default:
            guard isXMLCharacter(scalar) else { escapeTrap("character XML 1.0 forbids") }
            decoded.unicodeScalars.append(scalar)
        }
    }
    var expected = ""
    for scalar in original.unicodeScalars {
        if XMLText.isReplaced(scalar) { expected += XMLText.replacement } else { expected.unicodeScalars.append(scalar) }
    }
    if decoded != expected { escapeTrap("XML text does not read back as the text") }
}

/// A DOT string: quoted, every quote inside escaped, no character `dot` would copy into XML raw.
private func checkDOT(_ quoted: String) {
    let scalars = Array(quoted.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { escapeTrap("DOT string not quoted") }
    var index = 1
    while index < scalars.count - 1 {
        let scalar = scalars[index]
        if scalar == "\\" {
            index += 2
            continue
        }
        if scalar == "\"" || XMLText.isReplaced(scalar) { escapeTrap("raw quote or control character in a DOT string") }
        index += 1
    }
    if index != scalars.count - 1 { escapeTrap("a DOT string ends inside an escape") }
}

private let entities = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]

/// XML 1.0's `Char` production.
private func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
}

/// Stops the fuzzer on a broken escaping promise; libFuzzer saves the input that caused it.
private func escapeTrap(_ what: String) -> Never {
    preconditionFailure("escaping promise broken: \(what)")
}
