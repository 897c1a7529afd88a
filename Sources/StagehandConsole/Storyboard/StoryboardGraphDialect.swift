/// A language a storyboard is drawn in as a graph (DOT, Mermaid): how each part of the graph is
/// written. ``Storyboard/graphBody(in:)`` walks the storyboard for all of them, so every
/// language draws the same scenes, groups, entry marks and arrows.
protocol StoryboardGraphDialect {
    /// A scene's node.
    func node(_ scene: Storyboard.Scene, index: Int) -> String
    /// The group the scenes nothing reaches from the entry are drawn in: the lines that open it
    /// and the line that closes it.
    var unreachedGroup: (opening: [String], closing: String) { get }
    /// The lines that mark the scene at `index` as the entry.
    func entryLines(_ index: Int) -> [String]
    /// The node drawn for the destination of `segue` when it is not drawn as a scene (missing,
    /// refused, or not named), `target`.
    func missingNode(_ target: String, segue: Storyboard.Segue) -> String
    /// The arrow at `index` in ``Storyboard/arrows`` order, from its scene to `target`.
    func arrowLine(_ segue: Storyboard.Segue, from: Int, index: Int, target: String) -> String
}
