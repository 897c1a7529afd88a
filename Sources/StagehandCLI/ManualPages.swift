import ArgumentParser
import Stagehand
import StagehandLanguageServer

/// The executable's manual pages, one per command (`stagehand.1`, `stagehand.lint.1`, …), made
/// from the same command definitions as its help: `NAME --generate-manual DIR` writes them, so an
/// app's own executable has pages under its own name, abstract and version with nothing added.
///
/// The pages are man(7) roff. Besides each command's arguments and options, the root page says
/// which files are read, the exit statuses and the environment, and the lint page carries every
/// diagnostic code with its meaning and fix: the reference ships with the executable.
struct ManualPages {
    /// One page: its file name and text.
    struct Page: Equatable {
        /// `stagehand.lint.1`.
        var fileName: String
        /// The roff source.
        var text: String
    }

    /// What the footer of every page names: `stagehand 1.0.0`.
    var source: String

    /// The pages of a command tree as swift-argument-parser describes it (`_dumpHelp()`).
    ///
    /// - Parameter dump: the JSON `--experimental-dump-help` prints.
    /// - Returns: the pages, the root command's first; none when the JSON is not such a tree.
    func pages(dump: JSON) -> [Page] {
        guard let root = dump["command"], let name = root["commandName"]?.string else { return [] }
        let subcommands = (root["subcommands"]?.array ?? []).filter(Self.isShown)
        var pages = [page(root, path: [name], related: subcommands.compactMap { $0["commandName"]?.string }.map { "\(name).\($0)" })]
        for command in subcommands {
            guard let sub = command["commandName"]?.string else { continue }
            pages.append(page(command, path: [name, sub], related: [name]))
        }
        return pages
    }

    /// Whether a command gets a page: not `help`, not one hidden from help.
    private static func isShown(_ command: JSON) -> Bool {
        command["commandName"]?.string != "help" && command["shouldDisplay"]?.bool != false
    }

    private func page(_ command: JSON, path: [String], related: [String]) -> Page {
        let title = path.joined(separator: ".")
        let spoken = path.joined(separator: " ")
        let arguments = (command["arguments"]?.array ?? []).filter { $0["shouldDisplay"]?.bool != false }
        let positionals = arguments.filter { $0["kind"]?.string == "positional" }
        let options = arguments.filter { $0["kind"]?.string != "positional" }
        var out = ".TH \"\(Self.escaped(title.uppercased()))\" \"1\" \"\" \"\(Self.escaped(source))\" \"User Commands\"\n"
        out += ".SH NAME\n\(Self.escaped(title)) \\- \(Self.escaped(command["abstract"]?.string ?? spoken))\n"
        out += ".SH SYNOPSIS\n.B \(Self.escaped(spoken))\n"
        var synopsis: [String] = []
        if (command["subcommands"]?.array ?? []).contains(where: Self.isShown) { synopsis.append("\\fIcommand\\fR") }
        if options.contains(where: { !Self.isHelpOrVersion($0) }) { synopsis.append("[\\fIoptions\\fR]") }
        for positional in positionals {
            let value = "\\fI" + Self.escaped(positional["valueName"]?.string ?? "argument") + "\\fR"
            let repeated = positional["isRepeating"]?.bool == true ? value + " ..." : value
            synopsis.append(positional["isOptional"]?.bool == true ? "[" + repeated + "]" : repeated)
        }
        out += synopsis.joined(separator: " ") + "\n"
        out += ".SH DESCRIPTION\n" + Self.paragraphs(command["abstract"]?.string ?? "")
        if let discussion = command["discussion"]?.string, !discussion.isEmpty { out += ".PP\n" + Self.paragraphs(discussion) }
        let subcommands = (command["subcommands"]?.array ?? []).filter(Self.isShown)
        if !subcommands.isEmpty {
            out += ".SH COMMANDS\n"
            for sub in subcommands {
                let subName = sub["commandName"]?.string ?? ""
                out += ".TP\n\\fB\(Self.escaped(subName))\\fR\n\(Self.escaped(sub["abstract"]?.string ?? ""))\nSee \\fB\(Self.escaped(path[0] + "." + subName))\\fR(1).\n"
            }
        }
        if !positionals.isEmpty {
            out += ".SH ARGUMENTS\n"
            for positional in positionals {
                out += ".TP\n\\fI\(Self.escaped(positional["valueName"]?.string ?? "argument"))\\fR\n" + Self.help(positional)
            }
        }
        if !options.isEmpty {
            out += ".SH OPTIONS\n"
            for option in options { out += ".TP\n" + Self.names(option) + "\n" + Self.help(option) }
        }
        for section in extraSections(path: path) {
            out += ".SH \(section.title)\n" + section.body
        }
        if !related.isEmpty {
            out += ".SH SEE ALSO\n" + related.map { "\\fB\(Self.escaped($0))\\fR(1)" }.joined(separator: ",\n") + "\n"
        }
        return Page(fileName: title + ".1", text: out)
    }

    /// A section the command definitions do not hold: files, exit status and environment on the
    /// root page, every diagnostic code on lint's.
    private struct Section {
        var title: String
        var body: String
    }

    private func extraSections(path: [String]) -> [Section] {
        let name = path[0]
        if path.count == 1 {
            return [
                Section(title: "FILES", body: Self.paragraphs(
                    "Scenes are files named *.scene.yaml, *.scene.yml or *.scene.json; scripts *.script.yaml, *.script.yml or *.script.json. A folder given to lint, format or test is searched recursively for them (hidden folders and .build folders skipped). A .stagehand.yaml in a linted folder or above it holds the folder's settings (ignore, paths, entry).")),
                Section(title: "EXIT STATUS", body: Self.paragraphs(
                    "0 success; 1 problems found (lint errors, a failed script); 2 the command could not run (a bad option, a path that does not exist, paths that hold no scene or script file); 130 interrupted (Ctrl-C).")),
                Section(title: "ENVIRONMENT", body: Self.definitions([
                    ("NO_COLOR", "Set and not empty: no colour where colour is automatic (https://no-color.org)."),
                    ("CLICOLOR_FORCE", "Set, not empty and not 0: colour where colour is automatic, even when the output is not a terminal."),
                    ("FORCE_COLOR", "The same as CLICOLOR_FORCE (https://force-color.org); 0 or false does not force."),
                    ("TERM", "dumb: no colour and no styles."),
                ])),
            ]
        }
        guard path.count == 2, path[1] == "lint" else { return [] }
        let codes = DiagnosticCode.allCases.map { code -> (String, String) in
            let doc = code.documentation
            return (code.rawValue, Self.forApp(doc.meaning + " Fix: " + doc.fix, name: name))
        }
        return [Section(title: "DIAGNOSTICS", body: Self.paragraphs(
            "Each diagnostic ends with its code in brackets; \(name) lint --explain CODE prints a code's meaning, an example and the fix.")
            + Self.definitions(codes))]
    }

    /// Documentation written for `stagehand`, said of the app: "`stagehand types`" becomes
    /// "`garden types`".
    static func forApp(_ text: String, name: String) -> String {
        name == "stagehand" ? text : text.replacing("`stagehand ", with: "`\(name) ")
    }

    private static func isHelpOrVersion(_ argument: JSON) -> Bool {
        let long = (argument["names"]?.array ?? []).compactMap { $0["name"]?.string }
        return long.contains("help") || long.contains("version")
    }

    /// `\fB\-\-format\fR \fIformat\fR`, every name of the option.
    private static func names(_ option: JSON) -> String {
        let names = (option["names"]?.array ?? []).compactMap { name -> String? in
            guard let text = name["name"]?.string else { return nil }
            let dashes = name["kind"]?.string == "long" ? "--" : "-"
            return "\\fB" + escaped(dashes + text) + "\\fR"
        }
        let value = option["kind"]?.string == "option" ? " \\fI" + escaped(option["valueName"]?.string ?? "value") + "\\fR" : ""
        return names.joined(separator: ", ") + value
    }

    /// An argument's help, its default and its values.
    private static func help(_ argument: JSON) -> String {
        var text = argument["abstract"]?.string ?? ""
        if let values = argument["allValues"]?.array?.compactMap(\.string), !values.isEmpty, argument["kind"]?.string == "option" {
            text += " Values: " + values.joined(separator: ", ") + "."
        }
        if let value = argument["defaultValue"]?.string, !value.isEmpty, argument["kind"]?.string == "option" {
            text += " Default: " + value + "."
        }
        var out = escaped(text) + "\n"
        if let discussion = argument["discussion"]?.string, !discussion.isEmpty { out += ".IP\n" + paragraphs(discussion) }
        return out
    }

    private static func definitions(_ items: [(String, String)]) -> String {
        items.map { ".TP\n\\fB\(escaped($0.0))\\fR\n\(escaped($0.1))\n" }.joined()
    }

    /// Text as roff paragraphs: a blank line starts a new one.
    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.trimmingSpaces.isEmpty ? ".PP" : escaped(String(line)) }
            .joined(separator: "\n") + "\n"
    }

    /// Text safe in roff: backslashes and hyphens escaped (so `--strict` stays ASCII when copied),
    /// and a line that would start with a control character made text.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(character)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}

extension ManualPages {
    /// The option that writes the pages: `NAME --generate-manual DIR`, beside swift-argument-parser's
    /// `--generate-completion-script`.
    static let option = "--generate-manual"

    /// Writes the running executable's pages into the folder the arguments name (made when
    /// missing, as `mkdir -p` does).
    ///
    /// - Parameter arguments: the arguments after ``option``: one folder.
    /// - Throws: ``CommandFailure`` (exit status 2) for a missing folder argument or a file that
    ///   cannot be written.
    static func write(arguments: [String]) throws {
        let name = CommandContext.app.name
        guard arguments.count == 1, let folder = arguments.first, !folder.isEmpty, !folder.hasPrefix("-") else {
            throw CommandFailure("\(option) takes one folder to write the manual pages into, e.g. '\(name) \(option) ~/.local/share/man/man1'")
        }
        let dump: JSON
        do {
            dump = try JSONParser.parse(Array(StagehandCommand._dumpHelp().utf8))
        } catch {
            throw CommandFailure("could not read the commands' descriptions: \(error)")
        }
        try FolderMaker.make(folder)
        let pages = ManualPages(source: "\(name) \(CommandContext.app.version)").pages(dump: dump)
        for page in pages {
            let path = folder.hasSuffix("/") ? folder + page.fileName : folder + "/" + page.fileName
            if let failure = AtomicFile.write(page.text, to: path) {
                throw CommandFailure("could not write '\(path)': \(failure)")
            }
        }
    }
}
