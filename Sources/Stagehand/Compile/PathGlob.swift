/// A glob over `/`-separated relative paths: `*` matches any run of characters within one
/// segment, `?` one character within a segment, `**` as a whole segment any number of segments
/// (none included). A glob that matches the first segments of a path matches the path: a glob
/// naming a folder covers everything below it.
package struct PathGlob {
    private let segments: [[Character]]

    package init(_ glob: String) {
        segments = PathResolver.normalize(glob).split(separator: "/").map { Array($0) }
    }

    package func matches(_ path: String) -> Bool {
        let parts = PathResolver.normalize(path).split(separator: "/").map { Array($0) }
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ glob: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = glob.first else { return true }  // a folder matched: everything below it
        if first == ["*", "*"] {
            let rest = glob.dropFirst()
            for start in path.startIndex...path.endIndex where match(rest, path[start...]) { return true }
            return false
        }
        guard let segment = path.first, matchSegment(first[...], segment[...]) else { return false }
        return match(glob.dropFirst(), path.dropFirst())
    }

    /// One segment against one name, `*` and `?` as wildcards, iteratively with backtracking to
    /// the last `*` (linear in practice, never exponential).
    private static func matchSegment(_ glob: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var g = glob.startIndex, n = name.startIndex
        var star: (glob: Int, name: Int)?
        while n < name.endIndex {
            if g < glob.endIndex, glob[g] == "?" || glob[g] == name[n] {
                g += 1
                n += 1
            } else if g < glob.endIndex, glob[g] == "*" {
                star = (g, n)
                g += 1
            } else if let last = star {
                g = last.glob + 1
                n = last.name + 1
                star = (last.glob, last.name + 1)
            } else {
                return false
            }
        }
        while g < glob.endIndex, glob[g] == "*" { g += 1 }
        return g == glob.endIndex
    }
}
