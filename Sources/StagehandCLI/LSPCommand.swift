import ArgumentParser
import Stagehand
import StagehandConsole
import StagehandLanguageServer

/// `stagehand lsp`: the language server on standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol (3.17) on standard input and output.",
        discussion: """
            Point an editor's LSP client at this command for scene and script files: diagnostics \
            as lint gives them, completion, hover, go to definition, references, rename, quick \
            fixes, and the command stagehand.storyboard (workspace/executeCommand), which draws \
            the storyboard of an open file's folder as an SVG file and answers with its path. Nothing but protocol is written to standard output; logs go to standard error. Runs no program of a scene (storyboard thumbnails show samples).
            """
    )

    @Flag(help: "Accepted for clients that pass it; standard input and output are always used.")
    var stdio = false

    @OptionGroup var limitOptions: LimitOptions

    func run() throws {
        let registry = try CommandContext.makeRegistry()
        let server = LanguageServer(registry: registry, limits: limitOptions.limits)
        let maker = StoryboardMaker(registry: registry, limits: limitOptions.limits)
        server.storyboardDrawer = { folder in try StoryboardFile.draw(folder, with: maker) }
        let status = MessageLoop(server: server).run()
        if status != 0 { throw ExitCode(status) }
    }
}
