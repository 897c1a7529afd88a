import Foundation
import Testing

/// The shell completions swift-argument-parser generates from the commands offer scene and script
/// files where a command takes one, and know the `test` command.
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

    @Test func bashOffersSceneFilesForRun() throws {
        let bash = try completionScript("bash")
        #expect(bash.contains("'!*.@(yaml|yml|json)'"))
        #expect(bash.contains("_stagehand_test"))
    }

    @Test func zshOffersSceneAndScriptFiles() throws {
        let zsh = try completionScript("zsh")
        #expect(zsh.contains(#"':scene:_files -g '\''*.yaml *.yml *.json'\'''"#))
        #expect(zsh.contains(#"--script[A script to play headless instead of reading the keyboard.]:script:_files -g '\''*.yaml *.json'\''"#))
    }
}
