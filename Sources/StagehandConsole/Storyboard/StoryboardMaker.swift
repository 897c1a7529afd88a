import Stagehand

/// Makes a storyboard of a folder or scene file in one of its formats: what `stagehand
/// storyboard` writes, and what the language server's `stagehand.storyboard` command draws.
package struct StoryboardMaker {
    /// The formats.
    package enum Format: String, CaseIterable, Sendable {
        case svg, png, html, dot, mermaid, text
    }

    /// Why nothing was made.
    package enum Failure: Error, CustomStringConvertible {
        /// Nothing to draw at the path.
        case input(StoryboardReader.Failure)
        /// `dot` or `rsvg-convert` is missing or failed.
        case program(ExternalProgram.Failure)

        package var description: String {
            switch self {
            case .input(let failure): return failure.description
            case .program(let failure): return "cannot draw the storyboard: \(failure)"
            }
        }
    }

    /// The registry scenes are built with.
    package let registry: Registry
    /// Limits for loading files.
    package let limits: LoadLimits
    /// The console size each scene is drawn at.
    package var size: TerminalSize = .standard

    /// A maker with the registry's types.
    package init(registry: Registry, limits: LoadLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// The storyboard of `path` (a folder or a scene file) in `format`.
    package func make(_ path: String, as format: Format) -> Result<[UInt8], Failure> {
        let storyboard: Storyboard
        switch StoryboardReader(compiler: SceneCompiler(registry: registry, limits: limits)).read(path) {
        case .success(let read): storyboard = read
        case .failure(let failure): return .failure(.input(failure))
        }
        return draw(storyboard, as: format)
    }

    /// A storyboard already read, in `format`.
    package func draw(_ storyboard: Storyboard, as format: Format) -> Result<[UInt8], Failure> {
        switch format {
        case .text: return .success(Array(StoryboardOutline.text(storyboard).utf8))
        case .dot: return .success(Array(StoryboardDOT().text(storyboard).utf8))
        case .mermaid: return .success(Array(StoryboardMermaid.text(storyboard).utf8))
        case .svg, .png, .html:
            var picture = StoryboardPicture(registry: registry, limits: limits)
            picture.size = size
            let svg: String
            switch picture.svg(storyboard) {
            case .success(let drawn): svg = drawn
            case .failure(let failure): return .failure(.program(failure))
            }
            if format == .svg { return .success(Array(svg.utf8)) }
            if format == .html { return .success(Array(StoryboardPage.html(svg: svg, storyboard: storyboard).utf8)) }
            return ExternalProgram.png(fromSVG: svg).mapError { .program($0) }
        }
    }
}
