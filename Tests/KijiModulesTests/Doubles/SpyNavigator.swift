import KijiModules

/// Records navigation and keeps the pushed screens alive.
@MainActor
final class SpyNavigator: Navigating {
    private(set) var pushed: [any Screen] = []
    private(set) var pops = 0
    private(set) var quits = 0

    func push(_ screen: any Screen) { pushed.append(screen) }
    func pop() { pops += 1 }
    func quit() { quits += 1 }
}
