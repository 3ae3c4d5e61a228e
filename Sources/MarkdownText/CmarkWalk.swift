/// Depth-first traversal of a cmark-gfm subtree without recursion.
enum CmarkWalk {
    /// Visits the descendants of `root` in document order.
    ///
    /// `enter` is called on each node before its children and returns whether to visit them; `exit`
    /// is called after a node's children (or right after `enter` when they are skipped or absent).
    /// The walk keeps no stack of its own, so any depth is safe.
    static func visit(
        childrenOf root: CmarkNode,
        enter: (CmarkNode) -> Bool,
        exit: (CmarkNode) -> Void
    ) {
        var current = root.firstChild
        while let node = current {
            if enter(node), let child = node.firstChild {
                current = child
                continue
            }
            exit(node)
            var finished = node
            current = nil
            while true {
                if let sibling = finished.next {
                    current = sibling
                    break
                }
                guard let parent = finished.parent, parent != root else { break }
                exit(parent)
                finished = parent
            }
        }
    }
}
