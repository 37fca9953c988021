import GestureCore

extension Decision {
    /// Why the decision came out as it did, in words: the rule that decided with its numbers, every
    /// rule evaluated before it that did not decide, and a velocity the pause rule zeroed.
    ///
    /// `29.0 % < 50.0 % threshold; fling not reached: |3.63| < 4.00 extents/s`.
    public var explanation: String {
        var parts = [decidingRule]
        if rule != .fling, rule != .adwaita, rule != .twitch, let minimum = velocityThreshold {
            parts.append("fling not reached: |\(velocity.value.fixed(2))| < \(minimum.value.fixed(2)) extents/s")
        }
        if let pause = velocityPause {
            parts.append(
                "velocity 0 after a \(pause.rested.seconds.fixed(3)) s rest, past the "
                    + "\(pause.limit.seconds.fixed(3)) s pause rule")
        }
        return parts.joined(separator: "; ")
    }

    /// The deciding rule with its numbers.
    private var decidingRule: String {
        let finishes = outcome == .finish
        let p = Self.percent(percent.value)
        switch rule {
        case .threshold:
            return "\(p) \(finishes ? "≥" : "<") \(Self.percent(threshold?.value)) threshold"
        case .fling:
            return "fling: |\(velocity.value.fixed(2))| ≥ \(Self.rate(velocityThreshold)) extents/s "
                + (finishes ? "toward completion" : "back toward the start")
        case .projection:
            return "projected \(Self.percent(projectedPercent)) \(finishes ? "≥" : "<") "
                + "\(Self.percent(threshold?.value)) threshold"
        case .adwaita:
            guard let projected = projectedPercent else {
                return
                    "slow release, |\(velocity.value.fixed(2))| < \(Self.rate(velocityThreshold)) extents/s: the nearest "
                    + "snap point, \(p) \(finishes ? "≥" : "<") \(Self.percent(threshold?.value))"
            }
            return
                "fast release, |\(velocity.value.fixed(2))| ≥ \(Self.rate(velocityThreshold)) extents/s: projected to "
                + "\(Self.percent(projected)), snapping to \(finishes ? "the end" : "the start")"
        case .cancelled:
            return "the gesture was cancelled"
        case .inputLost:
            return "the touch vanished in lost input with its lift unseen"
        case .twitch:
            return "the last motion went back (\(velocity.value.fixed(4)) extents/s)"
        case .velocityContribution:
            return "\(p) + velocity contribution = \(Self.percent(projectedPercent)) "
                + "\(finishes ? "≥" : "<") \(Self.percent(threshold?.value))"
        }
    }

    private static func percent(_ value: Double?) -> String {
        value.map { ($0 * 100).fixed(1) + " %" } ?? "?"
    }

    private static func rate(_ rate: Rate<ExtentsPerSecond>?) -> String {
        rate.map { $0.value.fixed(2) } ?? "?"
    }
}
