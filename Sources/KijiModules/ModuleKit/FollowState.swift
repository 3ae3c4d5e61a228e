import KijiDomain
import Localization

/// Whether the user follows a tag or a user, fetched once when a screen opens, and `f` to follow
/// or unfollow it; a screen shows ``fact`` in its header and ``message`` when there is one.
@MainActor
final class FollowState {
    /// The tag or user.
    let target: FollowTarget
    private let repository: any FollowRepository
    private let changed: @MainActor () -> Void
    /// Whether the user follows it; nil until known.
    private(set) var isFollowing: Bool?
    /// One sentence about the last toggle that failed (or how to log in); nil when there is none.
    private(set) var message: String?
    private var task: Task<Void, Never>?

    /// Creates the state of `target`; `changed` is called whenever ``fact`` or ``message`` changes.
    init(target: FollowTarget, repository: any FollowRepository, changed: @escaping @MainActor () -> Void) {
        self.target = target
        self.repository = repository
        self.changed = changed
    }

    /// `Following #swift`, `Not following @alice`; empty while unknown.
    var fact: String {
        guard let isFollowing else { return "" }
        let values: KeyValuePairs = ["target": target.description]
        return isFollowing ? tr("Following {target}", values) : tr("Not following {target}", values)
    }

    /// The fact as the sentence that confirms a change: `Following #swift.`; empty while unknown.
    var confirmation: String {
        guard let isFollowing else { return "" }
        let values: KeyValuePairs = ["target": target.description]
        return isFollowing ? tr("Following {target}.", values) : tr("Not following {target}.", values)
    }

    /// Fetches whether the user follows it, once; signed out, nothing is asked.
    func load() {
        guard repository.hasToken, isFollowing == nil, task == nil else { return }
        let repository = self.repository
        let target = self.target
        task = Task { [weak self] in
            let following = try? await repository.isFollowing(target)
            self?.isFollowing = following
            self?.changed()
        }
    }

    /// Follows it when not followed, unfollows it when followed, asking first when that is not
    /// known yet; without a token, says how to log in.
    func toggle() {
        guard repository.hasToken else {
            message = LoadError.tokenRequired(for: .following).message
            return changed()
        }
        let known = isFollowing
        let repository = self.repository
        let target = self.target
        message = nil
        task?.cancel()
        task = Task { [weak self] in
            do throws(LoadError) {
                let following = if let known { known } else { try await repository.isFollowing(target) }
                try LoadError.checkNotCancelled()
                try await repository.setFollowing(target, !following)
                self?.isFollowing = !following
            } catch {
                if error.isCancellation { return }
                self?.message = error.message
            }
            self?.changed()
        }
    }

    /// Stops what is in flight (the screen is closing).
    func cancel() { task?.cancel() }
}
