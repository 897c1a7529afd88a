import Testing
import Stagehand
import StagehandConsole

/// What the layout rules' golden tests share: a scene's frame after some keys, and the check of
/// that frame against its rule's file (`Goldens/layout/rule-N[-variant].txt`).
enum LayoutRuleFrames {
    /// The frame of a scene built from `body` at `size`, after `keys`.
    static func frame(_ body: String, columns: Int = 30, rows: Int = 8, keys: [Key] = []) throws -> String {
        let registry = Registry()
        let scene = try RuntimeTestSupport.scene(body, registry: registry)
        let stage = Stage(registry: registry)
        stage.show(scene, style: .push)
        let renderer = FrameRenderer(size: TerminalSize(columns: columns, rows: rows))
        _ = renderer.render(stage)
        for key in keys {
            KeyRouter(stage: stage).press(key)
            _ = renderer.render(stage)
        }
        return PlainTextRenderer().render(renderer.render(stage).buffer)
    }

    /// Expects `text` to match rule `rule`'s golden frame.
    static func check(_ rule: Int, _ text: String, variant: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let same = try Golden.matches(text, "layout/rule-\(rule)\(variant.isEmpty ? "" : "-" + variant).txt")
        #expect(same, "rule \(rule) drew:\n\(text)", sourceLocation: sourceLocation)
    }
}
