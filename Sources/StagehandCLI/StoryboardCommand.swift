import ArgumentParser
import Stagehand
import StagehandConsole

/// `stagehand storyboard [PATH]`: the whole app — every scene, each as its first frame, and an
/// arrow for every segue — as SVG, PNG, HTML, DOT, Mermaid or an outline.
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Draw the whole app: every scene as its first frame, an arrow for every segue.",
        discussion: """
            PATH is a scene (the entry) or a folder whose scenes are drawn, recursively (default: \
            the current folder); scenes that segues lead to outside it are drawn too. Without \
            --format the format comes from -o's extension (.svg, .png, .html, .dot, .mmd, .txt), \
            else text. SVG, PNG and HTML are laid out by Graphviz's dot (Debian: graphviz), PNG \
            drawn by rsvg-convert (Debian: librsvg2-bin); thumbnails never run a scene's commands (they show samples). Exit \
            status: 0 drawn, 2 the command could not run.
            """
    )

    @Argument(help: "A scene file, or a folder searched recursively for *.scene.yaml, *.scene.yml and *.scene.json (default: the current folder).", completion: FileCompletion.scenes)
    var path: String = "."

    @Option(help: "Output format: svg, png, html, dot, mermaid or text (default: from -o's extension, else text).")
    var format: StoryboardFormat?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Console size each scene is drawn at, as COLUMNSxROWS (default 80x24).", valueName: "CxR"))
    var size: String?

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        _ = try TerminalSize.option(size)
        _ = try resolvedFormat()
    }

    /// `--format`, else the format `-o`'s extension names, else text.
    func resolvedFormat() throws -> StoryboardFormat {
        if let format { return format }
        guard let output, output != "-" else { return .text }
        guard let format = StoryboardFormat(fileExtension: CommandOutput.fileExtension(of: output)) else {
            throw ValidationError("cannot tell the format from '\(output)'; give --format (svg, png, html, dot, mermaid or text) or name the file .svg, .png, .html, .dot, .mmd or .txt")
        }
        return format
    }

    func run() throws {
        let format = try resolvedFormat()
        let registry = try CommandContext.makeRegistry()
        var maker = StoryboardMaker(registry: registry, limits: limitOptions.limits)
        if let size = try TerminalSize.option(size) { maker.size = size }
        let bytes: [UInt8]
        switch maker.make(path, as: format.made) {
        case .success(let made): bytes = made
        case .failure(let failure): throw CommandFailure(failure.description)
        }
        try CommandOutput.write(bytes, to: output, isBinary: format == .png)
    }
}

extension StoryboardFormat {
    /// The same format, as the storyboard maker names it.
    var made: StoryboardMaker.Format {
        switch self {
        case .svg: .svg
        case .png: .png
        case .html: .html
        case .dot: .dot
        case .mermaid: .mermaid
        case .text: .text
        }
    }
}
