#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// The files a played scene depends on — the scene file, the scenes its segues lead to, the data
/// files its `FileDataSource`s read — and whether any changed on disk since last asked.
///
/// Polls `stat` (modification time, size, inode) rather than asking the kernel for events: it
/// works the same on every platform and file system, and a few dozen `stat` calls every 50 ms
/// cost nothing. An editor that saves by renaming a new file over the old one changes the inode.
package struct WatchedFiles {
    /// What `stat` said of a file; `nil` for a file that does not exist.
    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt64
    }

    private var stamps: [String: Stamp?] = [:]

    /// Watches nothing yet.
    init() {}

    /// The watched paths, sorted.
    var paths: [String] { stamps.keys.sorted() }

    /// Watches exactly `paths` from now on, remembering how each is now.
    mutating func watch(_ paths: Set<String>) {
        var next: [String: Stamp?] = [:]
        for path in paths { next[path] = stamps[path] ?? .some(Self.stamp(path)) }
        stamps = next
    }

    /// The watched files that changed, appeared or disappeared since the last call.
    mutating func changes() -> Set<String> {
        var changed: Set<String> = []
        for (path, old) in stamps {
            let now = Self.stamp(path)
            if now != old {
                changed.insert(path)
                stamps[path] = .some(now)
            }
        }
        return changed
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(info.st_size), inode: UInt64(info.st_ino))
    }

    /// The files a scene depends on: itself, its segue destinations and its data files, resolved
    /// against its folder and normalized.
    static func dependencies(of scene: SceneDescription, registry: Registry) -> Set<String> {
        let directory = PathResolver.directory(of: scene.file)
        var files = ownFiles(of: scene, registry: registry)
        for segue in scene.segues {
            if let to = segue.to?.value { files.insert(PathResolver.resolve(to, against: directory)) }
        }
        return files
    }

    /// The files whose change means the scene itself must be built again: its file and its data
    /// files (not the scenes its segues lead to, which are built when a segue shows them).
    package static func ownFiles(of scene: SceneDescription, registry: Registry) -> Set<String> {
        let directory = PathResolver.directory(of: scene.file)
        var files: Set<String> = [PathResolver.normalize(scene.file)]
        for object in scene.dataSources {
            guard let type = object.type?.value, let declaration = registry.declaration(named: type) else { continue }
            for property in declaration.properties(meaning: .dataFile) {
                guard let path = object.property(property.name)?.scalarText else { continue }
                files.insert(PathResolver.resolve(path, against: directory))
            }
        }
        return files
    }
}
