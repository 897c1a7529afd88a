#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// Reads the scenes a storyboard draws: a folder's scene files (recursively, as lint finds them)
/// or one scene file, and every scene their segues lead to, each compiled through the same
/// ``SceneCompiler`` as lint, checking only.
///
/// The entry is the scene file given; for a folder, the one scene that no segue from another
/// scene reaches, when there is exactly one. A segue is performed by a responder whose type
/// declares a property with the meaning ``PropertyMeaning/segue`` naming the segue's id.
package struct StoryboardReader {
    /// Compiles the scenes.
    package let compiler: SceneCompiler

    /// A reader compiling with `compiler` (only its checks are used).
    package init(compiler: SceneCompiler) {
        self.compiler = compiler.checkingOnly
    }

    /// Why there is nothing to draw.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// Nothing at the path.
        case missing(String)
        /// A folder without scene files.
        case noScenes(String)

        package var description: String {
            switch self {
            case .missing(let path): return "\(path): no such file or folder"
            case .noScenes(let path): return "\(path): no scene files (*.scene.yaml, *.scene.yml, *.scene.json) in this folder"
            }
        }
    }

    /// The storyboard of a folder or a scene file.
    package func read(_ path: String) -> Result<Storyboard, Failure> {
        guard let found = Linter.files(at: path) else { return .failure(.missing(path)) }
        let isFolder = Self.isFolder(path)
        let starts = (isFolder ? found.filter(Self.isSceneFile) : found).map(PathResolver.normalize)
        guard !starts.isEmpty else { return .failure(.noScenes(path)) }
        var scenes: [Storyboard.Scene] = []
        var seen = Set<String>()
        var pending = starts
        var index = 0
        while index < pending.count {
            let file = pending[index]
            index += 1
            guard seen.insert(file).inserted else { continue }
            var scene = Self.scene(compiler.compileScene(at: file), catalog: compiler.catalog, file: file)
            scene.isOutside = index > starts.count
            scenes.append(scene)
            for segue in scene.segues {
                guard let destination = segue.destination, !seen.contains(destination), Self.isRegularFile(destination) else { continue }
                pending.append(destination)
            }
        }
        let entries: [String]
        if isFolder {
            var reachedByOthers = Set<String>()
            for scene in scenes {
                for segue in scene.segues where segue.destination != scene.file {
                    if let destination = segue.destination { reachedByOthers.insert(destination) }
                }
            }
            let roots = starts.filter { !reachedByOthers.contains($0) }
            entries = roots.count == 1 ? roots : []
        } else {
            entries = starts
        }
        return .success(Storyboard(scenes: scenes, entries: entries, root: path))
    }

    /// The scene a compiled file describes; a file that could not be decoded has no segues.
    static func scene(_ compiled: CompiledScene, catalog: TypeCatalog, file: String) -> Storyboard.Scene {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let description = compiled.description else {
            return Storyboard.Scene(file: file, location: start, segues: [], isEntry: false, isReachable: false)
        }
        var triggers: [String: [Located<EventReference>]] = [:]
        for responder in description.responders {
            guard let type = responder.type, let declaration = catalog.declaration(named: type.value) else { continue }
            for property in declaration.properties where property.meaning == .segue {
                guard let id = responder.property(property.name)?.scalarText, !id.isEmpty else { continue }
                triggers[id, default: []] += responder.on.compactMap { entry in
                    EventReference(entry.value).map { Located($0, at: entry.location) }
                }
            }
        }
        let directory = PathResolver.directory(of: file)
        let segues = description.segues.compactMap { segue -> Storyboard.Segue? in
            guard let id = segue.id else { return nil }
            return Storyboard.Segue(
                id: id.value, style: segue.style?.value ?? .push, location: id.location,
                destination: segue.to.map { PathResolver.resolve($0.value, against: directory) },
                triggers: triggers[id.value] ?? [])
        }
        return Storyboard.Scene(
            file: file, name: description.name?.value, title: description.title?.value,
            location: description.name?.location ?? start, segues: segues, isEntry: false, isReachable: false)
    }

    static func isSceneFile(_ path: String) -> Bool {
        [".scene.yaml", ".scene.yml", ".scene.json"].contains { path.hasSuffix($0) }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
