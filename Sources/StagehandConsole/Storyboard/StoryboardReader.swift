#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// Reads the scenes a storyboard draws from the ``NavigationGraph`` lint's navigation checks
/// read: a folder's scene files (recursively, as lint finds them) with the entry `.stagehand.yaml`
/// names or, without one, the one scene no segue reaches; or one scene file, which is then the
/// entry. Scenes that segues lead to outside the folder are read and drawn too.
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
        guard Linter.files(at: path) != nil else { return .failure(.missing(path)) }
        let catalog = compiler.catalog
        var nodes: [NavigationGraph.Scene]
        let entries: [String]
        let isFolder = Self.isFolder(path)
        if isFolder {
            let graph = NavigationGraph(folder: path, compiler: compiler)
            nodes = graph.scenes
            entries = graph.entries
        } else {
            nodes = [NavigationGraph.Scene(compiler.compileScene(at: path), catalog: catalog)]
            entries = nodes.map(\.file)
        }
        guard !nodes.isEmpty else { return .failure(.noScenes(path)) }
        // Follow segues out of the folder: their destinations are part of the app too.
        // Drawing a scene file, every scene is the app's; drawing a folder, some may lie outside it.
        let inside = isFolder ? nodes.count : Int.max
        var seen = Set(nodes.map(\.file))
        var index = 0
        while index < nodes.count {
            let folder = PathResolver.directory(of: nodes[index].file)
            for segue in nodes[index].segues {
                guard let destination = segue.destination, !seen.contains(destination),
                    ConfinedFile.mayReadScene(destination, namedFrom: folder)
                else { continue }
                seen.insert(destination)
                nodes.append(NavigationGraph.Scene(compiler.compileScene(at: destination), catalog: catalog))
            }
            index += 1
        }
        let scenes = nodes.enumerated().map { position, node in
            var scene = Self.scene(node)
            scene.isOutside = position >= inside
            let folder = PathResolver.directory(of: node.file)
            for index in scene.segues.indices {
                guard let destination = scene.segues[index].destination else { continue }
                scene.segues[index].refusal = Self.refusal(of: destination, namedFrom: folder)
            }
            return scene
        }
        return .success(Storyboard(scenes: scenes, entries: entries, root: path))
    }

    /// A node of the navigation graph as the storyboard draws it.
    static func scene(_ node: NavigationGraph.Scene) -> Storyboard.Scene {
        let segues = node.segues.map { segue in
            Storyboard.Segue(
                id: segue.id, style: segue.style, location: segue.location, destination: segue.destination,
                triggers: segue.performers.flatMap(\.triggers))
        }
        return Storyboard.Scene(
            file: node.file, name: node.name?.value, title: node.title?.value, location: node.location,
            segues: segues, isEntry: false, isReachable: false)
    }

    /// Why a destination that exists is not read, in the few words a drawing's node holds.
    static func refusal(of destination: String, namedFrom folder: String) -> String? {
        switch ConfinedFile.sceneRefusal(of: destination, namedFrom: folder, whose: "scene's")?.code {
        case .fileOutsideFolder?: "outside the folder, not a scene file"
        case .notARegularFile?: "not a regular file"
        default: nil
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
