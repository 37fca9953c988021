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
        let p = progress
        let v = historyVelocity
        let velocityThreshold = model.velocityThreshold / distance * 1000
        if abs(v) < model.velocityThreshold {
            let finishes = model.thresholdInclusive ? p >= model.threshold : p > model.threshold
            return Decision(
                outcome: finishes ? .finish : .cancel, rule: .adwaita, percent: p, velocity: percentVelocity,
                threshold: model.threshold, velocityThreshold: velocityThreshold)
        }
        let slope = model.deceleration / (1 - model.deceleration) / 1000
        let speed = abs(v)
        var travel: Double
        if speed <= TouchpadSwipeModel.velocityCurveThreshold {
            travel = speed * slope
        } else {
            let multiplier = TouchpadSwipeModel.parabolaMultiplier
            let c = slope / 2 / multiplier
            let x = speed - TouchpadSwipeModel.velocityCurveThreshold + c
            travel = slope * TouchpadSwipeModel.velocityCurveThreshold + multiplier * x * x - multiplier * c * c
        }
        // The quirk both trackers share: a velocity in units/ms is added to progress as is.
        let projected = min(max((v > 0 ? travel : -travel) + p, 0), 1)
        let outcome: Outcome
        if v > 0 {
            outcome = projected > 0 ? .finish : .cancel
        } else {
            let nearFinish = model.thresholdInclusive ? projected >= model.threshold : projected > model.threshold
            outcome = projected > 0 && nearFinish ? .finish : .cancel
        }
        return Decision(
            outcome: outcome, rule: .adwaita, percent: p, velocity: percentVelocity, threshold: model.threshold,
            velocityThreshold: velocityThreshold, projectedPercent: projected)
    }
}
