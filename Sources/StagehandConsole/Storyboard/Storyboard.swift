import Stagehand

/// The whole app as `stagehand storyboard` draws it: every scene, the segues between them, the
/// entry scene, and which scenes a chain of segues reaches from it.
///
/// Scenes are in drawing order: the entry first, then the scenes it reaches, breadth first in the
/// order their segues are written, then the scenes nothing reaches from the entry, by path.
package struct Storyboard: Sendable {
    /// One scene file.
    package struct Scene: Sendable {
        /// The scene file, normalized.
        package var file: String
        /// `scene:`, when it has one.
        package var name: String?
        /// `title:`, when it has one.
        package var title: String?
        /// Where the scene starts (its `scene:` name, else the file's start).
        package var location: SourceLocation
        /// The segues it declares, in the order written.
        package var segues: [Segue]
        /// Whether it is the entry scene.
        package var isEntry: Bool
        /// Whether a chain of segues reaches it from the entry (the entry reaches itself).
        package var isReachable: Bool
        /// Whether it was found only by following a segue out of the drawn folder.
        package var isOutside = false

        /// The name a drawing shows: the title, else the scene's name, else the file's name.
        package var label: String {
            if let title, !title.isEmpty { return title }
            if let name, !name.isEmpty { return name }
            return file.split(separator: "/").last.map(String.init) ?? file
        }
    }

    /// A segue a scene declares.
    package struct Segue: Sendable {
        /// The segue's id.
        package var id: String
        /// Push or modal.
        package var style: SegueDescription.Style
        /// Where the segue is declared.
        package var location: SourceLocation
        /// The destination file, resolved and normalized; `nil` without `to`.
        package var destination: String?
        /// The view events that perform it (`contactTable.select`), each where its responder's
        /// `on` names it; empty for a segue nothing performs.
        package var triggers: [Located<EventReference>]
        /// Why the destination, though it exists, is not read and drawn (``ConfinedFile/sceneRefusal(of:namedFrom:whose:)``):
        /// `outside the folder, not a scene file` or `not a regular file`; `nil` when it is read or missing.
        package var refusal: String?

        /// What a destination that is not drawn is called: its ``refusal``, else `missing file`.
        package var undrawnDestination: String { refusal ?? "missing file" }

        /// `contactTable.select`, or several joined with commas; empty when nothing performs it.
        package var triggerText: String {
            triggers.map { "\($0.value.view).\($0.value.event)" }.joined(separator: ", ")
        }

        /// `showContact · push`.
        package var label: String { "\(id) · \(style.rawValue)" }
    }

    /// The scenes, in drawing order.
    package var scenes: [Scene]
    /// The drawn folder or scene file, as given.
    package var root: String

    /// The index of the scene at `file`, if it is drawn.
    package func index(of file: String) -> Int? {
        scenes.firstIndex { $0.file == file }
    }

    /// Every segue, with the index of the scene that declares it and of its destination (when
    /// the destination is drawn), in drawing order.
    package var arrows: [(from: Int, to: Int?, segue: Segue)] {
        var positions: [String: Int] = [:]
        for (index, scene) in scenes.enumerated() { positions[scene.file] = index }
        return scenes.enumerated().flatMap { index, scene in
            scene.segues.map { (from: index, to: $0.destination.flatMap { positions[$0] }, segue: $0) }
        }
    }

    /// The storyboard of `scenes`, ordered for drawing.
    ///
    /// - Parameters:
    ///   - scenes: every scene, each with its segues.
    ///   - entries: the entry scenes' files.
    ///   - root: the drawn folder or scene file, as given.
    package init(scenes: [Scene], entries: [String], root: String) {
        self.root = root
        var byFile: [String: Scene] = [:]
        for scene in scenes where byFile[scene.file] == nil { byFile[scene.file] = scene }
        var order: [String] = []
        var reached = Set<String>()
        var queue = entries.filter { byFile[$0] != nil }
        for entry in queue { reached.insert(entry) }
        var head = 0
        while head < queue.count {
            let file = queue[head]
            head += 1
            order.append(file)
            for segue in byFile[file]?.segues ?? [] {
                guard let destination = segue.destination, byFile[destination] != nil, reached.insert(destination).inserted else { continue }
                queue.append(destination)
            }
        }
        let rest = byFile.keys.filter { !reached.contains($0) }.sorted()
        self.scenes = (order + rest).compactMap { file in
            guard var scene = byFile[file] else { return nil }
            scene.isEntry = entries.contains(file)
            scene.isReachable = reached.contains(file)
            return scene
        }
    }
}
