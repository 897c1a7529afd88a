extension NavigationGraph {
    /// An edge of the graph: a segue a scene declares, and who performs it.
    public struct Segue: Sendable {
        /// The segue's id.
        public var id: String
        /// Push or modal; push when not written.
        public var style: SegueDescription.Style
        /// Where the segue is declared: its `id`.
        public var location: SourceLocation
        /// The destination scene file, resolved against the declaring scene's folder and
        /// normalized; `nil` when the segue has no `to`. It may name a file that does not exist
        /// (lint reports `missing-segue-file`) or one outside the graph's folder.
        public var destination: String?
        /// The responders that perform the segue; empty for a segue nothing performs.
        public var performers: [Performer]

        /// Creates an edge.
        ///
        /// - Parameters:
        ///   - id: the segue's id.
        ///   - style: push or modal.
        ///   - location: where the segue is declared.
        ///   - destination: the destination scene file, resolved and normalized.
        ///   - performers: the responders that perform it.
        public init(id: String, style: SegueDescription.Style, location: SourceLocation, destination: String?, performers: [Performer] = []) {
            self.id = id
            self.style = style
            self.location = location
            self.destination = destination.map(PathResolver.normalize)
            self.performers = performers
        }
    }
}
