public import GestureCore

/// Decides at release whether an interactive transition finishes or cancels.
///
/// The ``rules`` are tried in order; the first that decides wins, and the percent ``threshold``
/// decides when none does (inclusive: `percent ≥ threshold` finishes). The ``Decision`` names the
/// deciding rule and the numbers it used, for the state trace and for `check`.
///
/// ```swift
/// let policy = CompletionPolicy(rules: [.recognizerCancelled, .fling(minimumVelocity: 1)])
/// policy.decide(percent: 0.2, velocity: 1.4).rule  // .fling, outcome .finish
/// ```
public struct CompletionPolicy: Sendable, Hashable {
    /// One rule of the policy.
    public enum Rule: Sendable, Hashable {
        /// A recognizer cancelled or failed after it began cancels the transition.
        case recognizerCancelled
        /// `|velocity| ≥ minimumVelocity` (extents per second, > 0) decides by the velocity's sign.
        case fling(minimumVelocity: Rate<ExtentsPerSecond>)
        /// Projects where the motion would stop under a deceleration rate (per millisecond, as
        /// `UIScrollView.DecelerationRate`), then compares that percent with the threshold.
        case projection(decelerationRate: Double)
        /// libadwaita's `get_end_progress` for a touch swipe over `extent` points, the nearest snap
        /// point winning below `velocityThreshold` points/ms (see
        /// ``CompletionPolicy/adwaitaDecision(percent:velocity:extent:velocityThreshold:)``).
        case adwaita(
            extent: Double, velocityThreshold: Rate<UnitsPerMillisecond> = CompletionPolicy.adwaitaVelocityThreshold)
        /// GNOME Shell's and libadwaita's touchpad swipe trackers: `rule` over `distance` of its units per
        /// extent (the velocity is turned into units per millisecond with it); decides always.
        case snap(SnapProjection, distance: Double)
        /// Firefox's twitch check: a release moving back faster than `tolerance` extents per second
        /// cancels (`SwipeTracker::kTwitchTolerance`).
        case twitch(tolerance: Rate<ExtentsPerSecond>)
        /// Firefox's success velocity contribution: `seconds` of the release velocity are added to the
        /// percent, which then meets the threshold; decides always.
        case velocityContribution(seconds: Double)
    }

    /// How the gesture that drove the transition ended.
    public enum Ending: Sendable, Hashable {
        /// The finger lifted: the rules and the threshold decide.
        case lifted
        /// The recognizer was cancelled after it began (another touch, the app, the input ending).
        case cancelled
        /// The touch vanished in lost input (`SYN_DROPPED`): its lift was never seen, so it was
        /// cancelled as UIKit's `touchesCancelled` cancels it.
        case inputLost
    }

    /// The rules, tried in order.
    public var rules: [Rule]
    /// The percent at or above which the transition finishes when no rule decides, 0…1.
    public var threshold: Double
    /// Whether exactly ``threshold`` finishes (true: UIKit's `≥ 0.5`; GNOME Shell's tracker: false).
    public var thresholdInclusive = true

    /// The classic seed rule: 0.5, inclusive (`percentForGesture ≥ 0.5` finishes).
    public static let defaultThreshold = 0.5

    /// Creates a policy.
    /// - Parameters:
    ///   - rules: Rules tried in order before the threshold.
    ///   - threshold: Percent threshold, 0…1; at or above finishes.
    ///   - thresholdInclusive: Whether exactly `threshold` finishes.
    public init(
        rules: [Rule] = [.recognizerCancelled], threshold: Double = CompletionPolicy.defaultThreshold,
        thresholdInclusive: Bool = true
    ) {
        self.rules = rules
        self.threshold = threshold
        self.thresholdInclusive = thresholdInclusive
    }

    /// Whether `percent` reaches the threshold (at or above it when ``thresholdInclusive``, else above).
    func reaches(_ percent: Double) -> Bool {
        thresholdInclusive ? percent >= threshold : percent > threshold
    }

    /// Decides the outcome of a release.
    ///
    /// - Parameters:
    ///   - percent: Progress at release, 0…1 (clamped).
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    ///   - recognizerCancelled: Whether the recognizer was cancelled or failed after it began.
    /// - Returns: The outcome, the deciding rule and its numbers.
    public func decide(
        percent: Double, velocity: Rate<ExtentsPerSecond>, recognizerCancelled: Bool = false
    ) -> Decision {
        decide(percent: percent, velocity: velocity, ending: recognizerCancelled ? .cancelled : .lifted)
    }

    /// Decides the outcome of a release, knowing how the gesture ended.
    ///
    /// A cancelled gesture cancels by ``Decision/Rule/cancelled`` and one whose input was lost by
    /// ``Decision/Rule/inputLost``, where the ``Rule/recognizerCancelled`` rule stands in ``rules``.
    /// - Parameters:
    ///   - percent: Progress at release, 0…1 (clamped).
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    ///   - ending: How the gesture ended.
    /// - Returns: The outcome, the deciding rule and its numbers.
    public func decide(percent: Double, velocity: Rate<ExtentsPerSecond>, ending: Ending) -> Decision {
        let percent = Percent(percent)
        let p = percent.value
        let v = velocity.value.isFinite ? velocity : .zero
        // A fling rule that did not decide is said in the decision that did: its threshold.
        var flingNotReached: Rate<ExtentsPerSecond>?
        for rule in rules {
            switch rule {
            case .recognizerCancelled:
                switch ending {
                case .lifted: break
                case .cancelled: return Decision(outcome: .cancel, rule: .cancelled, percent: percent, velocity: v)
                case .inputLost: return Decision(outcome: .cancel, rule: .inputLost, percent: percent, velocity: v)
                }
            case .fling(let minimum):
                if v != .zero, v.magnitude >= minimum {
                    return Decision(
                        outcome: v > .zero ? .finish : .cancel, rule: .fling, percent: percent, velocity: v,
                        velocityThreshold: minimum)
                }
                flingNotReached = minimum
            case .projection(let rate):
                let projected = p + Self.projectedDistance(velocity: v.value, decelerationRate: rate)
                return Decision(
                    outcome: reaches(projected) ? .finish : .cancel, rule: .projection, percent: percent,
                    velocity: v, threshold: Percent(threshold), velocityThreshold: flingNotReached,
                    projectedPercent: projected)
            case .adwaita(let extent, let velocityThreshold):
                return Self.adwaitaDecision(
                    percent: p, velocity: v, extent: extent, velocityThreshold: velocityThreshold)
            case .snap(let rule, let distance):
                return Self.snapDecision(rule, percent: p, velocity: v, distance: distance)
            case .twitch(let tolerance):
                if v < -tolerance {
                    return Decision(
                        outcome: .cancel, rule: .twitch, percent: percent, velocity: v, velocityThreshold: -tolerance)
                }
            case .velocityContribution(let seconds):
                let projected = p + v.value * seconds
                return Decision(
                    outcome: reaches(projected) ? .finish : .cancel, rule: .velocityContribution, percent: percent,
                    velocity: v, threshold: Percent(threshold), projectedPercent: projected)
            }
        }
        return Decision(
            outcome: reaches(p) ? .finish : .cancel, rule: .threshold, percent: percent, velocity: v,
            threshold: Percent(threshold), velocityThreshold: flingNotReached)
    }

    /// The distance a motion travels while decelerating to rest, in the velocity's units × 1 s.
    ///
    /// Apple's projection for `UIScrollView.DecelerationRate` (WWDC 2018 "Designing Fluid
    /// Interfaces"): `(v / 1000) · r / (1 − r)` for a velocity per second and a rate per millisecond.
    /// - Parameters:
    ///   - velocity: Velocity per second (extents per second gives extents).
    ///   - decelerationRate: Fraction of velocity kept per millisecond, 0…1 (exclusive).
    /// - Returns: The signed distance to rest.
    public static func projectedDistance(velocity: Double, decelerationRate: Double) -> Double {
        guard decelerationRate > 0, decelerationRate < 1 else { return 0 }
        return velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}
