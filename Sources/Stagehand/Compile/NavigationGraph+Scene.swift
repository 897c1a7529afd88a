extension NavigationGraph {
    /// A node of the graph: one scene file, with the segues it declares.
    public struct Scene: Sendable {
        /// The scene file's path, normalized (`.` and `..` folded), as the folder's walk found it.
        public var file: String
        /// `scene:`, the scene's name, when it has one.
        public var name: Located<String>?
        /// `title:`, when it has one.
        public var title: Located<String>?
        /// The segues the scene declares, in the order written.
        public var segues: [Segue]
        /// Whether the file could be read as a scene; one that could not has its own error, and
        /// the navigation checks judge the others the same whether it parses or not.
        public var isDecoded = true

        /// Creates a node.
        ///
        /// - Parameters:
        ///   - file: the scene file's path; it is normalized.
        ///   - name: the scene's name, with where it is written.
        ///   - title: the scene's title, with where it is written.
        ///   - segues: the segues the scene declares.
        public init(file: String, name: Located<String>? = nil, title: Located<String>? = nil, segues: [Segue] = []) {
            self.file = PathResolver.normalize(file)
            self.name = name
            self.title = title
            self.segues = segues
        }

        /// The node of a compiled scene: its segues, each with the responders that perform it.
        /// A responder performs a segue when a property its type declares with the meaning
        /// ``PropertyMeaning/segue`` names the segue's id, whatever its class. A scene that could
        /// not be decoded is a node without segues.
        ///
        /// - Parameters:
        ///   - compiled: the scene, compiled through ``SceneCompiler``.
        ///   - catalog: the types the scene was compiled against, which say what properties mean.
        public init(_ compiled: CompiledScene, catalog: TypeCatalog) {
            guard let scene = compiled.description else {
                self.init(file: compiled.file)
                isDecoded = false
                return
            }
            self.init(scene, catalog: catalog)
        }

        /// The node of a decoded scene (see ``init(_:catalog:)``).
        ///
        /// - Parameters:
        ///   - scene: the decoded scene.
        ///   - catalog: the types that say what responders' properties mean.
        public init(_ scene: SceneDescription, catalog: TypeCatalog) {
            var performers: [String: [Performer]] = [:]
            for responder in scene.responders {
                guard let type = responder.type, let declaration = catalog.declaration(named: type.value) else { continue }
                for property in declaration.properties where property.meaning == .segue {
                    guard let node = responder.property(property.name), let id = node.scalarText, !id.isEmpty else { continue }
                    performers[id, default: []].append(Performer(responder, type: type.value))
                }
            }
            let directory = PathResolver.directory(of: scene.file)
            let segues = scene.segues.compactMap { segue -> Segue? in
                guard let id = segue.id else { return nil }
                return Segue(
                    id: id.value, style: segue.style?.value ?? .push, location: id.location,
                    destination: segue.to.map { PathResolver.resolve($0.value, against: directory) },
                    performers: performers[id.value] ?? [])
            }
            self.init(file: scene.file, name: scene.name, title: scene.title, segues: segues)
        }

        /// Where diagnostics about the whole scene point: its `scene:` name, else the file's start.
        public var location: SourceLocation {
            name?.location ?? SourceLocation(file: file, line: 1, column: 1)
        }

        /// How messages name the scene: `'people' (Scenes/people.scene.yaml)`.
        var displayName: String {
            name.map { "'\($0.value)' (\(file))" } ?? file
        }
    }
}
