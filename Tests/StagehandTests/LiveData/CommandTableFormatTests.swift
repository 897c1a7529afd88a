import Testing
import Stagehand

/// The formats beyond JSON, YAML and lines: `text`, `jsonl`, `csv`, `tsv` and `columns`, and what
/// blank output holds. Each failure names the line of the output where it went wrong.
@Suite("Command text and table formats")
struct CommandTableFormatTests {
    func parse(_ text: String, _ format: CommandOutputFormat, empty: Value? = nil) -> Result<Value, CommandOutputProblem> {
        CommandOutputParser.parse(Array(text.utf8), format: format, limits: .default, empty: empty)
    }

    func problem(_ text: String, _ format: CommandOutputFormat) -> CommandOutputProblem? {
        guard case .failure(let problem) = parse(text, format) else { return nil }
        return problem
    }

    @Test("text is all of the output as one string, without its final line break only")
    func text() throws {
        #expect(try parse(" commit abc\n\n  file | 2 +-\n", .text).get() == .string(" commit abc\n\n  file | 2 +-"))
        #expect(try parse("a\r\n", .text).get() == .string("a"))
        #expect(try parse("a\n\n", .text).get() == .string("a\n"))
        #expect(try parse("Name: pip\nVersion: 24.0", .text).get() == .string("Name: pip\nVersion: 24.0"))
    }

    @Test("JSON Lines: one value per line, blank lines skipped")
    func jsonLines() throws {
        let output = #"{"a": 1}"# + "\n\n" + #"[2, "x"]"# + "\n" + #""three""# + "\n"
        let value = try parse(output, .jsonl).get()
        let first: Value = ["a": 1]
        let second: Value = [2, "x"]
        #expect(value == .list([first, second, .string("three")]))
    }

    @Test("a line that is not JSON is named by its number")
    func badJSONLine() throws {
        let found = try #require(problem(#"{"a": 1}"# + "\n" + #"{"b": 2}"# + "\n{c: 3}\n", .jsonl))
        #expect(found.line == 3)
        #expect(found.description.hasPrefix("printed something that is not JSON Lines (line 3"))
        #expect(problem("1\n2\n[3,\n", .jsonl)?.line == 3)
    }

    @Test("CSV: a header, then a mapping of trimmed text per row, quoted as RFC 4180 says")
    func csv() throws {
        let output = "name,version, summary \r\npip,24.0,\"The PyPA \"\"recommended\"\" tool, for installing\"\r\n"
            + "rich , 13.7.1 ,\"Render rich text,\ntables\"\n"
        let value = try parse(output, .csv).get()
        #expect(value.value(atPath: "0.name") == .string("pip"))
        #expect(value.value(atPath: "0.version") == .string("24.0"))
        #expect(value.value(atPath: "0.summary") == .string("The PyPA \"recommended\" tool, for installing"))
        #expect(value.value(atPath: "1.name") == .string("rich"))
        #expect(value.value(atPath: "1.version") == .string("13.7.1"))
        #expect(value.value(atPath: "1.summary") == .string("Render rich text,\ntables"))
        #expect(value.list?.count == 2)
    }

    @Test("CSV cells stay text: numbers and words such as true are not read as values")
    func csvCellsAreText() throws {
        let value = try parse("n,ok,empty\n10,true,\n", .csv).get()
        #expect(value.value(atPath: "0.n") == .string("10"))
        #expect(value.value(atPath: "0.ok") == .string("true"))
        #expect(value.value(atPath: "0.empty") == .string(""))
    }

    @Test("a malformed CSV row names its line", arguments: [
        ("a,b\n1,2\n3,4,5\n", 3, "3 fields, more than the 2"),
        ("a,b\n1,2\n\n3\n", 4, "1 fields, fewer than the 2"),
        ("a,b\n1,x\"y\n", 2, "a quote inside a field"),
        ("a,b\n1,\"x\"y\n", 2, "text after a closing quote"),
        ("a,b\n1,2\n3,\"never\nclosed\n", 3, "the quote opened on line 3 never closes"),
        ("a,a\n1,2\n", 1, "names 'a' twice"),
    ])
    func malformedCSV(_ output: String, _ line: Int, _ words: String) throws {
        let found = try #require(problem(output, .csv))
        #expect(found.line == line)
        #expect(found.description.hasPrefix("printed something that is not CSV ("))
        #expect(found.description.contains(words))
        #expect(found.description.contains("line \(line)"))
    }

    @Test("a quoted field's line breaks count toward the lines of later rows")
    func csvLinesAfterQuotedBreaks() throws {
        let found = try #require(problem("a,b\n\"1\n2\",3\n4\n", .csv))
        #expect(found.line == 4)
    }

    @Test("TSV: split on tabs, cells trimmed, no quoting")
    func tsv() throws {
        let value = try parse("Package\tVersion\nrequests\t 2.31.0 \n\"quoted\"\t1\n", .tsv).get()
        #expect(value.value(atPath: "0.Package") == .string("requests"))
        #expect(value.value(atPath: "0.Version") == .string("2.31.0"))
        #expect(value.value(atPath: "1.Package") == .string("\"quoted\""))
        #expect(problem("a\tb\n1\t2\t3\n", .tsv)?.line == 2)
    }

    @Test("columns: runs of spaces split, the last column takes the rest of the line (ps aux)")
    func psAux() throws {
        let output = """
            USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
            root           1  0.0  0.1 167744 11520 ?        Ss   Nov26   0:03 /sbin/init splash
            me          4242  1.5  2.0 123456 65432 pts/0    Sl+  14:02   0:10 python3 -m http.server  8000

            """
        let value = try parse(output, .columns).get()
        #expect(value.list?.count == 2)
        #expect(value.value(atPath: "0.COMMAND") == .string("/sbin/init splash"))
        #expect(value.value(atPath: "1.COMMAND") == .string("python3 -m http.server  8000"))
        #expect(value.value(atPath: "1.%CPU") == .string("1.5"))
        #expect(value.value(atPath: "1.TTY") == .string("pts/0"))
    }

    @Test("columns: a header name of two words makes two columns, the later ones left empty (df -h)")
    func dfH() throws {
        let output = """
            Filesystem      Size  Used Avail Use% Mounted on
            /dev/sda1        20G  5.0G   15G  26% /
            tmpfs           3.9G     0  3.9G   0% /dev/shm
            """
        let value = try parse(output, .columns).get()
        let row = try #require(value.value(atPath: "0")?.mapping)
        #expect(Array(row.keys) == ["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted", "on"])
        #expect(row.values.map(\.displayText) == ["/dev/sda1", "20G", "5.0G", "15G", "26%", "/", ""])
        #expect(value.value(atPath: "1.Mounted") == .string("/dev/shm"))
    }

    @Test("columns: kubectl get pods")
    func kubectl() throws {
        let output = """
            NAME                     READY   STATUS    RESTARTS      AGE
            web-7d4b9c8f6d-x2x9q     1/1     Running   0             3d
            worker-5c6b7d8e9f-abcde  0/1     Error     4 (2m ago)    1h

            """
        let value = try parse(output, .columns).get()
        #expect(value.value(atPath: "1.STATUS") == .string("Error"))
        // Only the last column takes the rest: a cell with a space elsewhere splits.
        #expect(value.value(atPath: "1.RESTARTS") == .string("4"))
        #expect(value.value(atPath: "1.AGE") == .string("(2m ago)    1h"))
    }

    @Test("columns: a header named twice is a failure on its line")
    func columnsDuplicate() throws {
        let found = try #require(problem("\nNAME NAME\nx y\n", .columns))
        #expect(found.line == 2)
        #expect(found.description.contains("names 'NAME' twice"))
    }

    @Test("blank output is an empty list, an empty string for text, and a failure for JSON and YAML",
          arguments: [CommandOutputFormat.lines, .jsonl, .csv, .tsv, .columns])
    func blankOutputIsEmptyList(_ format: CommandOutputFormat) throws {
        #expect(try parse("", format).get() == .list([]))
        #expect(try parse(" \n\t\n", format).get() == .list([]))
    }

    @Test("blank text is an empty string; blank JSON and YAML still fail")
    func blankTextAndDocuments() throws {
        #expect(try parse("\n", .text).get() == .string(""))
        #expect(problem("", .json)?.description == "printed nothing, not JSON")
        #expect(problem(" \n", .yaml)?.description == "printed nothing, not YAML")
    }

    @Test("empty is held as written for blank output in every format", arguments: CommandOutputFormat.allCases)
    func emptyHeld(_ format: CommandOutputFormat) throws {
        let held: Value = ["none": true]
        #expect(try parse("  \n", format, empty: held).get() == held)
        #expect(try parse("", format, empty: .list([])).get() == .list([]))
    }

    @Test("a header line alone is an empty table")
    func headerAlone() throws {
        #expect(try parse("a,b\n", .csv).get() == .list([]))
        #expect(try parse("NAME  AGE\n", .columns).get() == .list([]))
    }
}
