import Testing
import Stagehand

/// The shortcuts a lint of a large folder takes for its paths give what working them out in
/// full gives: a path already normal is kept as it is, and a path that begins with a folder is
/// inside it, however either is spelled.
@Suite struct FolderPathTests {
    /// Paths of every shape: relative and absolute, with `.`, `..`, repeated and trailing
    /// slashes, dotted names, a leading `~`, and a combining mark right after a slash.
    static let paths = [
        "", ".", "..", "...", "/", "//", "a", "a/", "/a", "/a/", "a//b", "./a", "a/.", "a/./b", "a/..", "a/../b",
        "../a", "../../a/b", "a/b/../../..", ".a", "a/.b", "a/..b", "a/b..", "/..", "/../a", "/a/../../b", "~/a",
        "~a/b", "a/b/c.scene.yaml", "app/scenes/people.scene.yaml", "/home/me/app/people.scene.yaml",
        "a/\u{301}b", "é/x", "e\u{301}/x", "app", "app/", "./app", "../app", "../app/x.scene.yaml", "..app/x",
        "/home/me/app", "/home/me", "/home/me/app/deeper/x.scene.yaml", "/home/me/apple/x.scene.yaml", "app/../app/x",
    ]

    /// ``PathResolver/normalize(_:)`` as it was before it kept normal paths as they are.
    static func normalizedInFull(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if segment == "..", absolute {
                continue
            } else {
                parts.append(segment)
            }
        }
        let body = parts.joined(separator: "/")
        if absolute { return "/" + body }
        return body.isEmpty ? "." : body
    }

    @Test func normalizingKeepsANormalPathAndFoldsTheRest() {
        for path in Self.paths {
            #expect(PathResolver.normalize(path) == Self.normalizedInFull(path), "\(path)")
            #expect(PathResolver.normalize(PathResolver.normalize(path)) == PathResolver.normalize(path), "\(path)")
        }
    }

    @Test func aPathIsInsideAFolderAsWorkingItOutInFullSays() {
        for path in Self.paths {
            for folder in Self.paths {
                let relative = PathResolver.relative(Self.normalizedInFull(path), from: Self.normalizedInFull(folder))
                let inFull = PathResolver.staysInside(relative) && !(relative.hasPrefix("/") && !folder.hasPrefix("/"))
                #expect(ProjectLint.isInside(path, folder) == inFull, "\(path) in \(folder)")
            }
        }
    }
}
