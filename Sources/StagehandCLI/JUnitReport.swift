#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand
import StagehandConsole
/// `stagehand test --junit FILE`: the run as JUnit XML, the form CI systems read (the
/// Surefire/Jenkins schema): one `testsuite` of one `testcase` per script, a `failure` element
/// with the first error as its message and the diagnostics as its text.
///
/// A test case's `classname` is the script's folder with dots for slashes (`Scenes.Contacts`), its
/// `name` the script's file name, so CI pages group scripts by folder.
enum JUnitReport {
    /// The XML document for the outcomes.
    ///
    /// - Parameters:
    ///   - outcomes: the scripts' outcomes, in the order they are listed.
    ///   - seconds: the wall time of the whole run.
    static func xml(_ outcomes: [ScriptOutcome], seconds: Double) -> String {
        let failures = outcomes.filter { !$0.passed }.count
        let time = seconds3(seconds)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"stagehand test\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">\n"
        out += "  <testsuite name=\"stagehand test\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
        for outcome in outcomes {
            let (folder, name) = split(outcome.path)
            let head = "    <testcase classname=\"\(attribute(folder))\" name=\"\(attribute(name))\" file=\"\(attribute(outcome.path))\" time=\"\(seconds3(outcome.seconds))\""
            if outcome.passed {
                out += head + "/>\n"
            } else {
                out += head + ">\n"
                out += "      <failure message=\"\(attribute(outcome.headline))\" type=\"failure\">\(XMLText.escape(TerminalText.escaped(outcome.diagnostics)))</failure>\n"
                out += "    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Text for an attribute, which is one line: control characters, tab and line break escaped
    /// as in a diagnostic's message (`\e`, `\u{9b}`, `\n`), then as XML.
    private static func attribute(_ text: String) -> String {
        XMLText.escape(TerminalText.oneLine(text))
    }

    /// The script's folder as a dotted class name (`.` alone for the current folder), and its file name.
    static func split(_ path: String) -> (folder: String, name: String) {
        var parts = path.split(separator: "/").map(String.init)
        let name = parts.popLast() ?? path
        parts.removeAll { $0 == "." }
        // A script in the current folder, or above it, is classed by the folder's own name.
        if parts.isEmpty || parts.contains("..") || path.hasPrefix("/") {
            let folder = PathResolver.directory(of: path)
            let absolute = PathResolver.normalize(folder.hasPrefix("/") ? folder : currentFolder() + "/" + folder)
            return (absolute.split(separator: "/").last.map(String.init) ?? "root", name)
        }
        return (parts.joined(separator: "."), name)
    }

    /// Seconds with three decimals, as JUnit readers expect.
    static func seconds3(_ seconds: Double) -> String {
        let millis = Int((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The working folder, for naming the classes of scripts given relative to it.
    static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
