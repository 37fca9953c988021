import GestureCore
import InteractiveTransition

extension TouchpadSwipeTracker {
    /// The decision at the release, by the tracker's completion policy, in the transition's terms
    /// (percent 0…1, velocity in extents per second).
    func decision() -> Decision {
        model.policy(distance: distance).decide(percent: progress.value, velocity: percentVelocity, ending: .lifted)
    }
}

extension TouchpadSwipeModel {
    /// The completion policy of this tracker over `distance` libinput units per extent: the one place
    /// its release rule is written.
    ///
    /// GNOME Shell and libadwaita snap (`_getEndProgress`, `get_end_progress` with snap points 0 and 1:
    /// ``InteractiveTransition/SnapProjection``); KWin compares the progress with its threshold and no
    /// velocity; Firefox cancels a twitch back, then adds its velocity contribution before the threshold.
    /// - Parameter distance: libinput units of one extent of progress.
    /// - Returns: The policy the tracker decides with.
    func policy(distance: Double) -> CompletionPolicy {
        let rules: [CompletionPolicy.Rule]
        switch tracker {
        case .gnomeShell, .adwaita:
            rules = [
                .snap(
                    SnapProjection(
                        velocityThreshold: velocityThreshold, deceleration: deceleration, threshold: threshold,
                        inclusive: thresholdInclusive), distance: distance)
            ]
        case .kwin:
            rules = []
        case .firefox:
            rules = [
                .twitch(tolerance: TouchpadSwipeModel.firefoxTwitchTolerance),
                .velocityContribution(seconds: velocityContribution),
            ]
        }
        return CompletionPolicy(rules: rules, threshold: threshold, thresholdInclusive: thresholdInclusive)
    }
}
