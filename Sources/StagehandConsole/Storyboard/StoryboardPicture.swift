import Stagehand

/// Draws a storyboard as an SVG picture: Graphviz's `dot` lays the graph out, and each scene's
/// box then gets the scene's first frame, drawn as `stagehand render` draws it, as a thumbnail.
///
/// Thumbnails never run commands (command data sources show their `sample`, else their loading
/// state), and a scene reached
/// by a segue shows what it shows before anything is passed to it. A scene that cannot be shown
/// (it has errors) gets a frame saying so, with its first error.
package struct StoryboardPicture {
    /// The registry scenes are built with.
    package let registry: Registry
    /// Limits for loading files.
    package let limits: LoadLimits
    /// The console size each scene is drawn at.
    package var size: TerminalSize = .standard
    /// How much smaller than a rendered frame a thumbnail is.
    package var scale = 0.4

    /// A picture maker with the registry's types.
    package init(registry: Registry, limits: LoadLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// The thumbnail's size in the drawing's points.
    var thumbnailSize: (width: Double, height: Double) {
        let pixels = SVGFrameRenderer.pixelSize(columns: size.columns, rows: size.rows)
        return (Double(pixels.width) * scale, Double(pixels.height) * scale)
    }

    /// The first frame of each scene, in drawing order.
    package func frames(_ storyboard: Storyboard) -> [CellBuffer] {
        themedFrames(storyboard).map(\.buffer)
    }

    /// The first frame of each scene, in drawing order, with the palette its theme paints it in.
    func themedFrames(_ storyboard: Storyboard) -> [(buffer: CellBuffer, palette: TerminalPalette)] {
        let capture = FrameCapture(registry: registry, limits: limits)
        var options = FrameCapture.Options(size: size, allowsCommands: false)
        options.settlesStartupWork = false
        return storyboard.scenes.map { scene in
            let result = capture.capture(sceneFile: scene.file, options: options)
            if let frame = result.frame { return (frame.buffer, TerminalPalette.dark.themed(by: result.styleSheet)) }
            return (Self.unavailable(scene, problems: result.diagnostics, size: size), .dark)
        }
    }

    /// The storyboard as SVG, laid out by `dot`, with thumbnails in the scenes' boxes.
    package func svg(_ storyboard: Storyboard) -> Result<String, ExternalProgram.Failure> {
        let dot = StoryboardDOT(thumbnail: thumbnailSize).text(storyboard)
        let drawn: [UInt8]
        switch ExternalProgram.svg(fromDOT: dot) {
        case .success(let bytes): drawn = bytes
        case .failure(let failure): return .failure(failure)
        }
        var svg = GraphvizSVG(dotOutput: String(decoding: drawn, as: UTF8.self))
        let thumbnail = thumbnailSize
        for (index, (frame, palette)) in themedFrames(storyboard).enumerated() {
            let renderer = SVGFrameRenderer(palette: palette)
            let id = StoryboardDOT.sceneID(index)
            guard let box = svg.box(ofNode: id) else { continue }
            let x = box.minX + StoryboardDOT.padding
            let y = box.maxY - StoryboardDOT.padding - thumbnail.height
            let element = renderer.nested(frame, x: StoryboardDOT.number(x), y: StoryboardDOT.number(y),
                                          width: StoryboardDOT.number(thumbnail.width), height: StoryboardDOT.number(thumbnail.height))
            svg.append(element, toGroup: id, kind: "node")
        }
        for (index, scene) in storyboard.scenes.enumerated() {
            svg.addAttributes("data-location=\"\(XMLText.escape(scene.location.description))\"", toGroup: StoryboardDOT.sceneID(index), kind: "node")
        }
        for (index, arrow) in storyboard.arrows.enumerated() {
            svg.addAttributes("data-location=\"\(XMLText.escape(arrow.segue.location.description))\"", toGroup: StoryboardDOT.segueID(index), kind: "edge")
        }
        return .success(svg.text)
    }

    /// A frame saying the scene cannot be shown, with its first error.
    static func unavailable(_ scene: Storyboard.Scene, problems: [Diagnostic], size: TerminalSize) -> CellBuffer {
        var buffer = CellBuffer(width: size.columns, height: size.rows)
        buffer.write(scene.label, x: 0, y: 0, style: CellStyle([.bold]))
        buffer.fill(Rect(x: 0, y: 1, width: size.columns, height: 1), with: "─", style: CellStyle([.dim]))
        buffer.write("This scene cannot be shown:", x: 1, y: 2, style: CellStyle([.bold], foreground: .red))
        let first = problems.first { $0.severity == .error } ?? problems.first
        let message = first.map { "\($0.location): \($0.message)" } ?? "it could not be loaded"
        var line = 3
        var rest = Substring(message)
        let width = max(1, size.columns - 2)
        while !rest.isEmpty, line < size.rows {
            let piece = rest.prefix(width)
            buffer.write(String(piece), x: 1, y: line, style: CellStyle(foreground: .red))
            rest = rest.dropFirst(piece.count)
            line += 1
        }
        return buffer
    }
}
