import Foundation
import Stagehand

/// Shared helpers of the lint tests: fixture folders found from this file's path (no SwiftPM
/// resources) and scene text shorthands; temporary folders are `TemporaryFiles`'.
enum CheckTestSupport {
    /// `Tests/StagehandTests/Fixtures`, located from this source file.
    static let fixtures: String = {
        let checks = PathResolver.directory(of: #filePath)
        return PathResolver.resolve("../Fixtures", against: checks)
    }()

    /// The broken corpus: one mistake per file.
    static let broken = fixtures + "/Broken"
    /// Files that must lint clean.
    static let valid = fixtures + "/Valid"

    /// The header every scene snippet starts with.
    static let header = "stagehand: 1\nscene: test\n"

    /// Lints scene text as if it were the file `test.scene.yaml` in the current folder.
    static func lint(_ body: String, registry: Registry = Registry()) -> [Diagnostic] {
        Linter(registry: registry).lintScene(source: header + body, file: "test.scene.yaml")
    }

    /// Decodes scene text without checking it.
    static func scene(_ body: String, file: String = "test.scene.yaml") -> SceneDescription {
        let (document, _) = DocumentLoader.parse(Array((header + body).utf8), file: file)
        return document.map { SceneDecoder.decode($0).scene } ?? SceneDescription(file: file)
    }
}

extension Diagnostic {
    /// `line:column`, for compact expectations.
    var checkPos: String { "\(location.line):\(location.column)" }
}

extension Array where Element == Diagnostic {
    /// The codes, in order.
    var codes: [DiagnosticCode] { map(\.code) }

    /// The first diagnostic with a code.
    func first(_ code: DiagnosticCode) -> Diagnostic? { first { $0.code == code } }
}
