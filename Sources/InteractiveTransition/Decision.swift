public import GestureCore

/// The finish-or-cancel decision at release, with the rule that made it and the numbers it used.
public struct Decision: Sendable, Hashable {
    /// The rule that decided, named as in the state trace's `rule` field.
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        /// The recognizer was cancelled or failed after it began.
        case cancelled
        /// The touch vanished while input was lost (`SYN_DROPPED`): its lift was never seen.
        case inputLost
        /// The release velocity was at or above the fling threshold; its direction decided.
        case fling
        /// The projected resting percent was compared with the threshold.
        case projection
        /// libadwaita's swipe-tracker rule (slow: nearest snap point; fast: projection and snap).
        case adwaita
        /// The release percent was compared with the threshold.
        case threshold
        /// The last motion went backwards: Firefox's swipe tracker fails on any twitch back
        /// (`widget.swipe.velocity-twitch-tolerance`).
        case twitch
        /// The release amount plus a share of the velocity was compared with the threshold (Firefox's
        /// `ComputeSwipeSuccess`: `amount + v · 0.05 ≥ 0.25`).
        case velocityContribution
    }

    /// Finish or cancel.
    public var outcome: Outcome
    /// The rule that decided.
    public var rule: Rule
    /// The release percent, 0…1.
    public var percent: Percent
    /// The release velocity, extents per second, positive toward completion.
    public var velocity: Rate<ExtentsPerSecond>
    /// The percent threshold compared with, when the rule used one (0…1; at or above finishes).
    public var threshold: Percent?
    /// The velocity threshold compared with, extents per second, when the rule used one.
    public var velocityThreshold: Rate<ExtentsPerSecond>?
    /// Where the motion was projected to come to rest, 0…1, when the rule projected.
    public var projectedPercent: Double?
    /// The pause that zeroed the release velocity, when the velocity tracker's pause rule did.
    public var velocityPause: VelocityPause?

    /// Creates a decision.
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - rule: The deciding rule.
    ///   - percent: Release percent, 0…1.
    ///   - velocity: Release velocity, extents per second.
    ///   - threshold: Percent threshold used, if any.
    ///   - velocityThreshold: Velocity threshold used, extents per second, if any.
    ///   - projectedPercent: Projected resting percent, if any.
    public init(
        outcome: Outcome, rule: Rule, percent: Percent, velocity: Rate<ExtentsPerSecond>, threshold: Percent? = nil,
        velocityThreshold: Rate<ExtentsPerSecond>? = nil, projectedPercent: Double? = nil
    ) {
        self.outcome = outcome
        self.rule = rule
        self.percent = percent
        self.velocity = velocity
        self.threshold = threshold
        self.velocityThreshold = velocityThreshold
        self.projectedPercent = projectedPercent
    }
}
