import Foundation
import Testing
import Stagehand

/// One broken fixture and what lint must say about it.
struct BrokenFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let code: DiagnosticCode
    let line: Int
    let column: Int
    /// Words the diagnostic's message (or one of its notes) must contain: `# says: …` lines.
    var says: [String] = []
    /// Words no diagnostic of the file may contain: `# not: …` lines (one mistake, one error).
    var not: [String] = []

    var testDescription: String { "\(name) → \(code.rawValue) \(line):\(column)" }
    var path: String { CheckTestSupport.broken + "/" + name }

    /// Expectations of the binary fixtures, where a comment line would be awkward.
    static let binary: [String: (DiagnosticCode, Int, Int)] = [
        "invalid-utf8.scene.yaml": (.invalidEncoding, 3, 11),
        "nul-byte.scene.yaml": (.invalidEncoding, 2, 11),
        "utf16.scene.yaml": (.invalidEncoding, 1, 1),
    ]

    /// Every file of the corpus with its expectation: a first line `# expect: code line:column`
    /// (then any `# says: words` and `# not: words` lines), or an entry of ``binary``. A file with neither yields a fixture that fails on purpose.
    static let all: [BrokenFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CheckTestSupport.broken)) ?? []
        return names.sorted().compactMap { name -> BrokenFixture? in
            let path = CheckTestSupport.broken + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            if let (code, line, column) = binary[name] {
                return BrokenFixture(name: name, code: code, line: line, column: column)
            }
            return parseHeader(of: path, name: name)
                ?? BrokenFixture(name: name, code: .fileNotFound, line: 0, column: 0)
        }
    }()

    private static func parseHeader(of path: String, name: String) -> BrokenFixture? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = String(decoding: data.prefix(2000), as: UTF8.self).split(separator: "\n")
        guard let firstLine = lines.first else { return nil }
        let words = firstLine.split(separator: " ")
        guard words.count == 4, words[0] == "#", words[1] == "expect:",
            let code = DiagnosticCode(rawValue: String(words[2]))
        else { return nil }
        let position = words[3].split(separator: ":").compactMap { Int($0) }
        guard position.count == 2 else { return nil }
        var fixture = BrokenFixture(name: name, code: code, line: position[0], column: position[1])
        for line in lines.dropFirst() {
            if line.hasPrefix("# says: ") { fixture.says.append(String(line.dropFirst(8))) }
            else if line.hasPrefix("# not: ") { fixture.not.append(String(line.dropFirst(7))) }
            else { break }
        }
        return fixture
    }
}

@Suite struct BrokenCorpusTests {
    @Test(arguments: BrokenFixture.all)
    func fixtureYieldsItsDiagnostic(_ fixture: BrokenFixture) {
        let diagnostics = Linter().lintFile(fixture.path)
        let found = diagnostics.first { $0.code == fixture.code }
        #expect(found != nil, "no \(fixture.code.rawValue) in: \(diagnostics.map(\.formatted))")
        #expect(found.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (fixture.line, fixture.column),
                "first \(fixture.code.rawValue) is at \(found?.checkPos ?? "nowhere")")
        #expect(found?.location.file == fixture.path)
        let said = ([found?.message ?? ""] + (found?.notes.map(\.message) ?? [])).joined(separator: "\n")
        for words in fixture.says {
            #expect(said.contains(words), "the \(fixture.code.rawValue) does not say \"\(words)\": \(said)")
        }
        for words in fixture.not {
            #expect(!diagnostics.contains { $0.message.contains(words) }, "a diagnostic says \"\(words)\": \(diagnostics.map(\.formatted))")
        }
        // Each file is broken: an error, or for an unused object the expected warning.
        let expectedSeverity = fixture.code.defaultSeverity
        #expect(diagnostics.contains { $0.severity == .error } || diagnostics.contains { $0.severity == expectedSeverity })
        #expect(diagnostics.allSatisfy { $0.message.first?.isUppercase == false && !$0.message.hasSuffix(".") })
    }

    @Test func corpusIsLargeAndCoversTheCodes() {
        #expect(BrokenFixture.all.count >= 45)
        let covered = Set(BrokenFixture.all.map(\.code))
        let required: Set<DiagnosticCode> = [
            .yamlSyntax, .invalidEncoding, .duplicateKey, .undefinedAlias, .invalidMerge, .multipleDocuments,
            .emptyFile, .wrongKind, .unknownKey, .missingKey, .unsupportedVersion, .invalidId, .duplicateId,
            .unknownType, .wrongSection, .unknownProperty, .missingProperty, .invalidProperty, .unknownOutlet,
            .missingOutlet, .unknownId, .outletTarget, .outletArity, .notAContainer, .unknownEvent, .unknownSegue,
            .missingSegueFile, .missingDataFile, .dataFileOutsideScene, .invalidDataFile, .dependencyCycle,
            .unusedObject, .nestingTooDeep, .aliasExpansion, .complexKey, .unknownStep, .invalidStep, .unknownView,
            .unsupportedInput, .missingScene,
        ]
        #expect(required.subtracting(covered).isEmpty, "not covered: \(required.subtracting(covered).map(\.rawValue))")
    }

    @Test func lintingTheWholeFolderFindsEveryFixture() {
        let report = Linter().lint(paths: [CheckTestSupport.broken])
        #expect(report.filesChecked == BrokenFixture.all.count)
        #expect(report.exitStatus(strict: false) == 1)
        #expect(!report.couldNotRun)
        let files = Set(report.diagnostics.map(\.location.file))
        for fixture in BrokenFixture.all {
            #expect(files.contains(fixture.path), "\(fixture.name) produced nothing")
        }
    }

    @Test func validFixturesLintClean() {
        let report = Linter().lint(paths: [CheckTestSupport.valid])
        #expect(report.diagnostics.map(\.formatted) == [])
        #expect(report.filesChecked == 7)
        #expect(report.exitStatus(strict: true) == 0)
    }

    @Test func scalarTooLongIsRefusedWithItsPosition() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let long = String(repeating: "x", count: 1_100_000)
        let path = try TemporaryFiles.write("stagehand: 1\nscene: long\ntitle: \(long)\n", to: "long.scene.yaml", in: folder)
        let diagnostics = Linter().lintFile(path)
        let found = diagnostics.first(.scalarTooLong)
        #expect(found?.checkPos == "3:8")
    }

    @Test func fileTooLargeIsRefusedBeforeReading() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let path = folder + "/huge.scene.yaml"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        // A sparse file: over the 32 MiB default without writing 32 MiB.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(LoadLimits.default.maxFileSize) + 1)
        try handle.close()
        let diagnostics = Linter().lintFile(path)
        #expect(diagnostics.codes == [.fileTooLarge])
        #expect(diagnostics.first?.checkPos == "1:1")
    }
}
