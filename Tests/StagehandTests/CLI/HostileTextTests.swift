import Foundation
import Testing
import Stagehand
import StagehandCLI
import StagehandConsole

/// Text from a folder nobody reviewed never reaches a terminal raw: a scene whose ids, titles,
/// values, file name and raw bytes hold an OSC title sequence and an OSC 52 clipboard write is
/// linted by the built executable in every output format, and not one control character of it
/// (but tab and line break) is in the bytes printed.
@Suite("Hostile text never reaches a terminal raw")
struct HostileTextTests {
    /// Retitles the terminal.
    static let title = "\u{1B}]0;pwned\u{07}"
    /// Writes "pwned" to the clipboard.
    static let clipboard = "\u{1B}]52;c;cHduZWQ=\u{07}"
    /// A C1 control sequence introducer.
    static let csi = "\u{9B}31m"

    /// Scalars that must not be printed raw: C0 but tab and line break, DEL, C1.
    static func controls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
    }

    /// A folder holding hostile scenes: escapes in YAML's double quotes, raw in a file's bytes,
    /// and in a file's name.
    static func hostileFolder() throws -> String {
        let folder = try TemporaryFiles.folder("stagehand-hostile")
        let quoted = """
            stagehand: 1
            scene: hostile
            title: "\\e]0;pwned\\a"
            views:
              - { id: "a\\e]52;c;cHduZWQ=\\a", type: Label }
              - { id: label, type: "Lab\\e]0;pwned\\ael\\u009b" }
              - { id: other, type: Label, properties: { style: "\\e]52;c;cHduZWQ=\\a", "ti\\e]0;x\\atle": 1 } }
            bindings:
              - type: TextBinding
                outlets: { dataSource: "nowhere\\e]0;pwned\\a", view: label }
                properties: { format: "{a\\tb\\nc}" }
            """
        try TemporaryFiles.write(quoted, to: "quoted.scene.yaml", in: folder)
        try TemporaryFiles.write("stagehand: 1\nscene: raw\nviews:\n  - { id: \(title)x, type: Label\(clipboard) }\n", to: "raw.scene.yaml", in: folder)
        try TemporaryFiles.write("stagehand: 1\nscene: named\nviews: [ { type: Nothing } ]\n", to: "named\(title).scene.yaml", in: folder)
        return folder
    }

    @Test("lint prints no control character of a hostile folder, in any format", arguments: ["text", "json", "sarif", "github"])
    func lintEveryFormat(format: String) throws {
        let folder = try Self.hostileFolder()
        defer { TemporaryFiles.remove(folder) }
        let result = try DocsSupport.run("stagehand lint \(folder) --format \(format)")
        #expect(result.status == 1)
        #expect(result.output.contains("pwned"), "the diagnostics name the hostile text, escaped: \(result.output)")
        #expect(Self.controls(in: result.output).isEmpty, "raw control characters in:\n\(result.output.debugDescription)")
    }

    @Test("the text format writes ESC as \\e, other controls as \\u{XX}, and keeps the caret on its column")
    func textEscapes() throws {
        let folder = try Self.hostileFolder()
        defer { TemporaryFiles.remove(folder) }
        let result = try DocsSupport.run("stagehand lint \(folder)")
        #expect(result.output.contains("\\e]0;pwned\\u{07}"))
        #expect(result.output.contains("\\u{9b}"))
        #expect(result.output.contains("named\\e]0;pwned\\u{07}.scene.yaml"), "a file's name is escaped too")
        // The raw file's excerpt: the escaped line, and the caret under the column it points at.
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let excerpt = try #require(lines.firstIndex { $0.hasPrefix("    ") && $0.contains("Label\\e]52") })
        #expect(!lines[excerpt].contains("\u{1B}"))
        #expect(lines[excerpt + 1].trimmingCharacters(in: .whitespaces) == "^")
    }

    @Test("a diagnostic's message is one line: tab and line break escaped; its notes keep their lines")
    func oneLineMessages() {
        let diagnostic = Diagnostic(.unknownType, "a\tb\nc\u{1B}d", at: SourceLocation(file: "f\u{9B}.yaml", line: 1, column: 1),
                                    notes: [Diagnostic.Note("row 1\n- x\u{07}\n+ y")])
        #expect(diagnostic.formatted == "f\\u{9b}.yaml:1:1: error: a\\tb\\nc\\ed [unknown-type]")
        let text = DiagnosticPrinter(color: false).text([diagnostic])
        #expect(text == "f\\u{9b}.yaml:1:1: error: a\\tb\\nc\\ed [unknown-type]\nf\\u{9b}.yaml:1:1: note: row 1\n- x\\u{07}\n+ y\n")
        let github = GitHubAnnotations().text([diagnostic])
        #expect(github == "::error file=f\\u{9b}.yaml,line=1,col=1,title=unknown-type::a\\tb\\nc\\ed%0Anote: row 1\\n- x\\u{07}\\n+ y\n")
    }

    @Test("JSON's messages, once decoded, are the escaped text too (jq -r prints no control character); paths stay exact")
    func jsonMessagesDecodeEscaped() throws {
        let diagnostic = Diagnostic(.unknownType, "a\tb\u{1B}]0;x\u{07}\u{9B}", at: SourceLocation(file: "f\u{9B}.yaml", line: 1, column: 1),
                                    notes: [Diagnostic.Note("row 1\n- x\u{07}", at: SourceLocation(file: "g.yaml", line: 2, column: 3))])
        let json = DiagnosticPrinter(color: false).json([diagnostic], files: 1)
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entry = try #require((report["diagnostics"] as? [[String: Any]])?.first)
        #expect(entry["message"] as? String == "a\\tb\\e]0;x\\u{07}\\u{9b}")
        #expect(entry["file"] as? String == "f\u{9B}.yaml", "a tool opens the file it names")
        let note = try #require((entry["notes"] as? [[String: Any]])?.first)
        #expect(note["message"] as? String == "row 1\n- x\\u{07}", "notes keep their lines, as in the text form")
    }

    @Test("the escaping rule: ESC, C0 and C1 controls and DEL escaped; tab and line break only on one line")
    func escapingRule() {
        #expect(TerminalText.escaped("plain ✓ text") == "plain ✓ text")
        #expect(TerminalText.escaped("\u{1B}[2J\u{00}\u{08}\u{7F}\u{80}\u{9F}\u{A0}") == "\\e[2J\\u{00}\\u{08}\\u{7f}\\u{80}\\u{9f}\u{A0}")
        #expect(TerminalText.escaped("a\tb\nc\rd") == "a\tb\nc\\u{0d}d")
        #expect(TerminalText.oneLine("a\tb\nc\rd") == "a\\tb\\nc\\u{0d}d")
        for value in UInt32(0)...0x10FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(Self.controls(in: TerminalText.oneLine(String(scalar))).isEmpty)
            #expect(!TerminalText.oneLine(String(scalar)).contains("\n"))
        }
    }

    @Test("text and Mermaid storyboards escape titles and ids")
    func storyboards() throws {
        let folder = try TemporaryFiles.folder("stagehand-hostile-storyboard")
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("""
            stagehand: 1
            scene: first
            title: "One\\e]0;pwned\\a\\u009b"
            views:
              - { id: "go\\e]52;c;cHduZWQ=\\a", type: Button, properties: { title: Go } }
            responders:
              - type: SegueResponder
                on: ["go\\e]52;c;cHduZWQ=\\a.tap"]
                properties: { segue: "next\\e]0;x\\a" }
            segues:
              - { id: "next\\e]0;x\\a", to: second.scene.yaml, style: push }
            """, to: "first.scene.yaml", in: folder)
        try TemporaryFiles.write("stagehand: 1\nscene: second\ntitle: \"Two\\t\\e]0;pwned\\a\"\n", to: "second.scene.yaml", in: folder)
        for format in ["text", "mermaid"] {
            let result = try DocsSupport.run("stagehand storyboard \(folder) --format \(format)")
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("\\e]0;pwned"), "\(format): \(result.output)")
            #expect(Self.controls(in: result.output).isEmpty, "\(format): raw control characters in:\n\(result.output.debugDescription)")
        }
    }

    @Test("types prints custom documentation escaped")
    func typesOutput() throws {
        let registry = Registry()
        try registry.register(HostileDocumentedLabel.self, as: "HostileLabel")
        let printed = try TypesCommand.parse([]).printedReport(on: registry)
        #expect(printed.contains("Draws\\e]0;pwned\\u{07} text"))
        #expect(Self.controls(in: printed).isEmpty)
    }
}

/// A custom view whose documentation holds a terminal title sequence.
final class HostileDocumentedLabel: View {
    override class var summary: String { "Draws\u{1B}]0;pwned\u{07} text" }
}
