import ArticleLayout
import KijiDomain

/// `f` in an article: whether you follow its author (fetched once at open, shown in the header) and
/// following or unfollowing the focused tag or mentioned user, else the author.
extension ItemDetailPresenter {
    /// Follows or unfollows the focused tag or mentioned user, else the author. Only the author's
    /// state is fetched at open (and shown in the header); a tag's is asked when `f` is pressed on
    /// it, and the status bar says how it ends.
    public func didRequestToggleFollow(focused: ArticleLink?) {
        let target: FollowTarget =
            switch focused {
            case .tag(let name): .tag(Tag(name))
            case .user(let login): .user(User.ID(login))
            default: authorTarget
            }
        followChanges.insert(target)
        followState(of: target).toggle()
    }

    /// The follow state of `target`, made the first time it is asked for.
    func followState(of target: FollowTarget) -> FollowState {
        if let state = followStates[target] { return state }
        let state = FollowState(target: target, repository: follows) { [weak self] in self?.followChanged(target) }
        followStates[target] = state
        return state
    }

    /// The author's fact goes to the header (once the article has loaded: one that comes while it
    /// loads shows with its text); a change `f` asked for is confirmed (or its failure said) in the
    /// status bar.
    private func followChanged(_ target: FollowTarget) {
        guard let state = followStates[target] else { return }
        if target == authorTarget, !loads.isLoading || followChanges.contains(target) { view?.showFollowFact(state.fact) }
        guard followChanges.remove(target) != nil else { return }
        if let message = state.message {
            view?.showNote(message, isError: follows.hasToken, detail: "")
        } else {
            view?.showNote(state.confirmation, isError: false, detail: "")
        }
    }

    /// Shows whether you follow the author, when that is known.
    func showAuthorFollowFact() {
        guard let state = followStates[authorTarget], state.isFollowing != nil else { return }
        view?.showFollowFact(state.fact)
    }
}
