extension FeelModel {
    /// Where one of a model's rules comes from.
    public struct RuleOrigin: Sendable, Hashable {
        /// Who sets the rule.
        public enum Source: String, Sendable, Hashable {
            /// The platform publishes it (documentation or source), cited in the rule.
            case platform
            /// The project chose or reproduced it where the platform publishes nothing, or assumed a
            /// situation the platform's rule depends on.
            case project
        }

        /// Who sets the rule.
        public var source: Source
        /// The rule and its source, one sentence.
        public var rule: String
    }

    /// Which of the model's rules are the platform's and which the project's, for the models whose
    /// rules mix the two (empty for the others, whose rules are those their ``sources`` cite).
    ///
    /// The `uikit` model is the classic custom-transition rule (50 % of the width at the release, as
    /// UIKit's custom-transition guides write it), not the system's interactive pop, whose rule Apple
    /// does not publish; `cupertino`'s zero slop assumes the back gesture alone in the gesture arena
    /// (`feel-models.md`, cupertino: acceptance).
    public var origins: [RuleOrigin] {
        switch name {
        case FeelModel.uikit.name:
            return [
                RuleOrigin(
                    source: .platform,
                    rule: "first touch only: UIScreenEdgePanGestureRecognizer \"ignores any touches beyond the first\""),
                RuleOrigin(
                    source: .platform,
                    rule: "settle: UIPercentDrivenInteractiveTransition, (1 − p) · duration / completionSpeed on "
                        + "completionCurve (easeInOut)"),
                RuleOrigin(
                    source: .project,
                    rule: "decision: the classic custom-transition rule, finish at 50 % of the width or more at the "
                        + "release, as UIKit's custom-transition guides write it (percentForGesture); not the "
                        + "system's interactive pop (UINavigationController's own back swipe), whose rule Apple does "
                        + "not publish"),
                RuleOrigin(
                    source: .project,
                    rule:
                        "velocity: the least-squares tracker (Flutter's velocity_tracker.dart), for reports and a fling rule when one is set; "
                        + "UIKit does not publish its own"),
                RuleOrigin(
                    source: .project,
                    rule: "edge zone 20 pt: UIKit documents none; 20 pt is the common reproduction"),
                RuleOrigin(
                    source: .project,
                    rule: "slop 10 pt: UIKit documents no pan hysteresis; 10 pt is the reproduction's"),
            ]
        case FeelModel.cupertino.name, FeelModel.cupertinoLegacy.name:
            return [
                RuleOrigin(
                    source: .platform,
                    rule: "edge strip 20 px, fling 1 width/s: route.dart _kBackGestureWidth, _kMinFlingVelocity"),
                RuleOrigin(
                    source: .platform,
                    rule: "velocity: least squares over 100 ms, a 40 ms gap ends it (velocity_tracker.dart)"),
                RuleOrigin(
                    source: .project,
                    rule: "slop 0 assumes the back gesture alone in the gesture arena, accepted at touch-down; with "
                        + "another horizontal recognizer competing, Flutter accepts it only after kTouchSlop 18 px "
                        + "and discards that distance (a slop of 18)"),
            ]
        default:
            return []
        }
    }
}
