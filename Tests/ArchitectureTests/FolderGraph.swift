import Foundation

/// Which folders of a target use which: folder A uses folder B when A's code mentions a name that
/// one of B's files declares at its top level (``SwiftSourceNames``).
struct FolderGraph {
    /// Each folder and the other folders it uses.
    let uses: [String: Set<String>]

    /// The graph of the folders directly inside `target` (files directly in it count as the folder ".").
    init(target: URL) throws {
        var names: [String: [SwiftSourceNames]] = [:]
        let files = FileManager.default.enumerator(at: target, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let relative = file.standardizedFileURL.path.dropFirst(target.standardizedFileURL.path.count + 1)
            let parts = relative.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : "."
            names[folder, default: []].append(SwiftSourceNames(source: try String(contentsOf: file, encoding: .utf8)))
        }
        self.init(names: names)
    }

    /// The graph of folders whose files have `names`.
    init(names: [String: [SwiftSourceNames]]) {
        var owners: [String: Set<String>] = [:]
        for (folder, files) in names {
            for name in files.flatMap(\.declared) { owners[name, default: []].insert(folder) }
        }
        var uses: [String: Set<String>] = [:]
        for (folder, files) in names {
            let mentioned = files.reduce(into: Set<String>()) { $0.formUnion($1.used) }
            uses[folder] = Set(mentioned.flatMap { owners[$0] ?? [] }).subtracting([folder])
        }
        self.uses = uses
    }

    /// The graph with exactly these arrows.
    init(uses: [String: Set<String>]) {
        self.uses = uses
    }

    /// Each set of two or more folders that reach one another (strongly connected), as one cycle
    /// through them written `A → B → … → A`, sorted; empty when the folders form no cycle.
    var cycles: [String] {
        components.filter { $0.count > 1 }.map(cycle(through:)).sorted()
    }

    /// The strongly connected components (Tarjan's algorithm), folders visited in name order.
    private var components: [Set<String>] {
        var index: [String: Int] = [:]
        var lowest: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var found: [Set<String>] = []
        func visit(_ folder: String) {
            index[folder] = index.count
            lowest[folder] = index[folder]
            stack.append(folder)
            onStack.insert(folder)
            for next in (uses[folder] ?? []).sorted() {
                if index[next] == nil {
                    visit(next)
                    lowest[folder] = min(lowest[folder]!, lowest[next]!)
                } else if onStack.contains(next) {
                    lowest[folder] = min(lowest[folder]!, index[next]!)
                }
            }
            guard lowest[folder] == index[folder] else { return }
            var component: Set<String> = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.insert(top)
                if top == folder { break }
            }
            found.append(component)
        }
        for folder in uses.keys.sorted() where index[folder] == nil { visit(folder) }
        return found
    }

    /// The shortest cycle from the component's first folder by name back to it (breadth first).
    private func cycle(through component: Set<String>) -> String {
        let start = component.min()!
        var cameFrom: [String: String] = [:]
        var queue = [start]
        var reachedStart = false
        while !queue.isEmpty, !reachedStart {
            let current = queue.removeFirst()
            for next in (uses[current] ?? []).intersection(component).sorted() {
                if next == start {
                    cameFrom[start] = current
                    reachedStart = true
                    break
                }
                guard cameFrom[next] == nil else { continue }
                cameFrom[next] = current
                queue.append(next)
            }
        }
        var path = [start]
        var current = cameFrom[start]!
        while current != start {
            path.append(current)
            current = cameFrom[current]!
        }
        return ([start] + path.dropFirst().reversed() + [start]).joined(separator: " → ")
    }
}
