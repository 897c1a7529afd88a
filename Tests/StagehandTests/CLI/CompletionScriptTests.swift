import Foundation
import Testing

/// The shell completions swift-argument-parser generates from the commands offer scene files where
/// a command takes a scene, script files for `--script` and `test`, never data files, and know
/// the `test` command.
@Suite struct CompletionScriptTests {
    private func completionScript(_ shell: String) throws -> String {
        let tool = try #require(DocsSupport.executable("stagehand"), "build the stagehand executable first (`swift build`)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--generate-completion-script", shell]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func bashOffersScenesForASceneAndScriptsForAScript() throws {
        let bash = try completionScript("bash")
        #expect(bash.contains("'!*.@(scene.yaml|scene.yml|scene.json)'"))
        #expect(bash.contains("'!*.@(script.yaml|script.yml|script.json)'"))
        #expect(!bash.contains("'!*.@(yaml|yml|json)'"), "a scene argument offers data files")
        #expect(bash.contains("_stagehand_test"))
    }

    @Test func zshOffersSceneAndScriptFiles() throws {
        let zsh = try completionScript("zsh")
        #expect(zsh.contains(#"':scene:_files -g '\''*.scene.yaml *.scene.yml *.scene.json'\'''"#))
        #expect(zsh.contains(#":script:_files -g '\''*.script.yaml *.script.yml *.script.json'\''"#))
    }
}
