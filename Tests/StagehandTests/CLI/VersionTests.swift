import Foundation
import Testing

import Stagehand

/// One version, everywhere it is shown.
@Suite("Version")
struct VersionTests {
    @Test("--version prints the name and the version on one line")
    func versionFlag() throws {
        let result = try DocsSupport.run("stagehand --version")
        #expect(result.status == 0)
        #expect(result.output == "stagehand \(StagehandVersion.current)\n")
    }

    @Test("the changelog's top entry is the version")
    func changelog() throws {
        let text = try String(contentsOfFile: Repository.path("CHANGELOG.md"), encoding: .utf8)
        let top = text.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(top.map(String.init) == "## \(StagehandVersion.current)")
    }

    @Test("the version is semantic: three numbers")
    func semantic() {
        let parts = StagehandVersion.current.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
    }
}
