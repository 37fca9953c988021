import GestureCore
import InteractiveTransition

extension TouchpadSwipeTracker {
    /// The decision at the release, by the tracker's rule, in the transition's terms (percent 0…1,
    /// velocity in extents per second).
    func decision() -> Decision {
        let p = progress
        let percentVelocity = self.percentVelocity
        switch model.tracker {
        case .gnomeShell, .adwaita:
            return snapDecision()
        case .kwin:
            let finishes = model.thresholdInclusive ? p >= model.threshold : p > model.threshold
            return Decision(
                outcome: finishes ? .finish : .cancel, rule: .threshold, percent: p, velocity: 0,
                threshold: model.threshold)
        case .firefox:
            let v = firefoxVelocity
            if v < -TouchpadSwipeModel.firefoxTwitchTolerance {
                return Decision(
                    outcome: .cancel, rule: .twitch, percent: p, velocity: v,
                    velocityThreshold: -TouchpadSwipeModel.firefoxTwitchTolerance)
            }
            let projected = p + v * model.velocityContribution
            return Decision(
                outcome: projected >= model.threshold ? .finish : .cancel, rule: .velocityContribution,
                percent: p, velocity: percentVelocity, threshold: model.threshold, projectedPercent: projected)
        }
    }

    /// GNOME Shell's `_getEndProgress` and libadwaita's `get_end_progress` with snap points 0 and 1,
    /// starting at 0: slow releases take the nearest snap point, fast ones the projection's, where
    /// a release toward the far point always reaches it (`_findPointForProjection`).
    func snapDecision() -> Decision {
        let rule = SnapProjection(
            velocityThreshold: model.velocityThreshold, deceleration: model.deceleration, threshold: model.threshold,
            inclusive: model.thresholdInclusive)
        let end = rule.end(progress: progress, velocity: historyVelocity)
        return Decision(
            outcome: end.finishes ? .finish : .cancel, rule: .adwaita, percent: progress, velocity: percentVelocity,
            threshold: model.threshold, velocityThreshold: model.velocityThreshold / distance * 1000,
            projectedPercent: end.projected)
    }
}
