/// Finds data sources that depend on each other in a circle, through outlets that point at data
/// sources (a filter's `source`, a combination's `sources`), and reports each circle once.
///
/// Tarjan's strongly connected components, run with an explicit stack so a long chain of data
/// sources cannot exhaust the call stack; linear in data sources and connections.
struct DependencyCycleCheck: LinkedSceneCheck {
    let index: SceneIndex
    let links: OutletLinks

    func check(into diagnostics: inout [Diagnostic]) {
        for component in components() {
            // Nearly every component is one data source that does not read itself: no cycle, and
            // nothing to build to find that out.
            if component.count == 1, let node = component.first,
               !(links.dependencies[node]?.contains { $0.target == node } ?? false) {
                continue
            }
            guard let start = component.min(by: { index.objects[$0].anchor < index.objects[$1].anchor }) else { continue }
            let members = Set(component)
            guard let path = cycle(from: start, within: members) else { continue }  // a lone node without a self-loop
            let names = path.map(name(of:))
            let closing = links.dependencies[start]?.first { $0.target == path[1] }
            let location = closing?.outlet.location ?? index.objects[start].anchor
            let notes = members.count > 1
                ? component.filter { $0 != start }.sorted().map { Diagnostic.Note("'\(name(of: $0))' is part of the cycle", at: index.objects[$0].anchor) }
                : []
            diagnostics.append(Diagnostic(
                .dependencyCycle,
                "data sources depend on each other in a cycle: \(names.joined(separator: " → ")); none of them could ever settle, so let one read an independent source",
                at: location, notes: notes))
        }
    }

    /// The strongly connected components of the dependency graph, in a stable order.
    private func components() -> [[Int]] {
        // Only data sources with outlets to data sources are in the graph: tables of their own
        // size, not arrays as long as the scene's objects.
        var order: [Int: Int] = [:]
        var lowLink: [Int: Int] = [:]
        var onStack: Set<Int> = []
        var stack: [Int] = []
        var counter = 0
        var result: [[Int]] = []
        for root in links.dependencies.keys.sorted() where order[root] == nil {
            var work: [(node: Int, next: Int)] = []
            func visit(_ node: Int) {
                order[node] = counter
                lowLink[node] = counter
                counter += 1
                stack.append(node)
                onStack.insert(node)
                work.append((node, 0))
            }
            visit(root)
            while let top = work.last {
                let (node, next) = (top.node, top.next)
                let edges = links.dependencies[node] ?? []
                if next < edges.count {
                    work[work.count - 1].next += 1
                    let target = edges[next].target
                    if let seen = order[target] {
                        if onStack.contains(target) { lowLink[node] = min(lowLink[node, default: 0], seen) }
                    } else {
                        visit(target)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node, default: 0], lowLink[node, default: 0]) }
                guard lowLink[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == node { break }
                }
                result.append(component)
            }
        }
        return result
    }

    /// The shortest path from `start` back to itself inside one component, `start` at both ends;
    /// `nil` when there is none (a single data source that does not read itself).
    private func cycle(from start: Int, within members: Set<Int>) -> [Int]? {
        var cameFrom: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in links.dependencies[node] ?? [] {
                if edge.target == start {
                    var path = [start]
                    var step = node
                    while step != start, let previous = cameFrom[step] {
                        path.append(step)
                        step = previous
                    }
                    let inner: [Int] = Array(path.dropFirst().reversed())
                    return [start] + inner + [start]
                }
                guard members.contains(edge.target), cameFrom[edge.target] == nil else { continue }
                cameFrom[edge.target] = node
                queue.append(edge.target)
            }
        }
        return nil
    }

    private func name(of objectIndex: Int) -> String {
        let object = index.objects[objectIndex]
        return object.description.id?.value ?? object.displayName
    }
}
