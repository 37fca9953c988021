public import GestureCore

/// A platform's rule for how long a released transition takes to settle, and along which curve.
///
/// Each model reproduces a published implementation (constants in `SettleModel+Constants.swift`,
/// cited there; `feel-models.md` is the reference). `p` is the progress at release and `v` the
/// release velocity in extents per second, positive toward completion. Whatever the model, a settle
/// that starts at its target (finish at p = 1, cancel at p = 0) takes zero seconds.
///
/// ```swift
/// let settle = SettleModel.phosh.settle(from: 0.3, toward: .finish, velocity: 0)
/// settle.duration  // 0.3 · ∛0.7 ≈ 0.2663 s, curve .easeOutCubic
/// ```
public enum SettleModel: String, Sendable, Hashable, Codable, CaseIterable {
    /// `UIPercentDrivenInteractiveTransition`: `(1 − p)·D / completionSpeed` to finish,
    /// `p·D / completionSpeed` to cancel, on `completionCurve`.
    case uikit
    /// Flutter's `CupertinoPageRoute` back swipe, current rule: 350 ms both ways on
    /// `Curves.fastEaseInToSlowEaseOut`.
    case cupertino
    /// Flutter's earlier Cupertino rule: finish (pop) `⌊800·(1 − p)⌋` ms, cancel
    /// `min(⌊800·p⌋, 300)` ms, on `Curves.fastLinearToSlowEaseIn`.
    case cupertinoLegacy
    /// libadwaita's `AdwNavigationView`: a critically damped spring (mass 1, stiffness 1000, epsilon
    /// 0.001) seeded with the release velocity; it runs libadwaita's estimated duration,
    /// `−ln(0.001)/√1000` ≈ 218 ms (see ``Spring/settlingDuration``).
    case adwaita
    /// GNOME Shell's legacy swipe tracker: `3·|Δp| / v` ms clamped to 100…400 ms, ease-out cubic.
    case gnomeShell
    /// Material predictive back: finish `lerp(300, 150, p)` ms, cancel 100 ms, on
    /// `PathInterpolator(0.1, 0.1, 0, 1)`.
    case android
    /// phoc's drag surfaces: `300 ms · ∛(remaining)`, ease-out cubic.
    case phosh

    /// The settle from a release.
    ///
    /// - Parameters:
    ///   - percent: Progress at release, 0…1 (clamped).
    ///   - outcome: Toward which end the transition settles.
    ///   - velocity: Release velocity, extents per second, positive toward completion.
    ///   - transitionDuration: The transition's full duration `D`, seconds (``uikit`` only).
    ///   - completionSpeed: `UIPercentDrivenInteractiveTransition.completionSpeed`, > 0 (``uikit`` only).
    ///   - completionCurve: `UIPercentDrivenInteractiveTransition.completionCurve` (``uikit`` only).
    /// - Returns: The settle's duration in seconds and its curve.
    public func settle(
        from percent: Double, toward outcome: Outcome, velocity: Rate<ExtentsPerSecond>,
        transitionDuration: Double = 0.35, completionSpeed: Double = 1,
        completionCurve: TimingCurve = .easeInOut
    ) -> Settle {
        let p = Percent(percent).value
        let v = velocity.value.isFinite ? velocity.value : 0
        let remaining = abs(outcome.targetProgress - p)
        guard remaining > 0 else {
            return Settle(model: self, outcome: outcome, duration: 0, curve: curve(for: outcome))
        }
        switch self {
        case .uikit:
            return Settle(
                model: self, outcome: outcome, duration: remaining * transitionDuration / completionSpeed,
                curve: completionCurve)
        case .cupertino:
            return Settle(
                model: self, outcome: outcome, duration: Self.cupertinoDroppedSwipeDuration,
                curve: .fastEaseInToSlowEaseOut)
        case .cupertinoLegacy:
            return Settle(
                model: self, outcome: outcome, duration: Self.cupertinoLegacyDuration(percent: p, outcome: outcome),
                curve: .fastLinearToSlowEaseIn)
        case .adwaita:
            let spring = Self.adwaitaSpring(from: p, toward: outcome, velocity: v)
            return Settle(model: self, outcome: outcome, duration: spring.settlingDuration, curve: .spring(spring))
        case .gnomeShell:
            return Settle(
                model: self, outcome: outcome,
                duration: Self.gnomeShellDuration(percent: p, outcome: outcome, velocity: v),
                curve: .easeOutCubic)
        case .android:
            let milliseconds: Double
            switch outcome {
            case .finish:
                milliseconds = Self.lerp(Self.androidCommitStartMilliseconds, Self.androidCommitEndMilliseconds, p)
            case .cancel:
                milliseconds = Self.androidCancelMilliseconds
            }
            return Settle(model: self, outcome: outcome, duration: milliseconds / 1000, curve: .materialBack)
        case .phosh:
            return Settle(
                model: self, outcome: outcome, duration: Self.phoshBaseDuration * cbrt(remaining), curve: .easeOutCubic)
        }
    }

    /// The curve a model settles on (for a spring model, an unseeded spring).
    func curve(for outcome: Outcome) -> TimingCurve {
        switch self {
        case .uikit: .easeInOut
        case .cupertino: .fastEaseInToSlowEaseOut
        case .cupertinoLegacy: .fastLinearToSlowEaseIn
        case .adwaita: .spring(Self.adwaitaSpring(from: 0, toward: .finish, velocity: 0))
        case .gnomeShell, .phosh: .easeOutCubic
        case .android: .materialBack
        }
    }

    /// Flutter's rule before PR #153765, in whole milliseconds as `Duration(milliseconds:)` takes them.
    static func cupertinoLegacyDuration(percent p: Double, outcome: Outcome) -> Double {
        // Flutter works with the route's controller value, 1 − p, and Dart's lerpDouble.
        let value = 1 - p
        let maximum = cupertinoLegacyMaximumMilliseconds
        switch outcome {
        case .finish:
            return floor(lerp(0, maximum, value)) / 1000
        case .cancel:
            return min(floor(lerp(maximum, 0, value)), cupertinoLegacyMaximumStayMilliseconds) / 1000
        }
    }

    /// libadwaita's spring from `p` toward the outcome, in fractions of the distance to travel.
    ///
    /// The release velocity becomes the spring's initial velocity normalised to the remaining
    /// distance. The spring is not clamped, so its duration is libadwaita's estimate `−ln(ε)/β`, which
    /// does not depend on the distance (ε is used as is): ``SettleModel/adwaita`` follows
    /// `feel-models.md`'s ~218 ms. (libadwaita's navigation view does clamp a pop, ending it on the
    /// first arrival within ε of the target, up to ~292 ms from p = 0; ``Spring/clamps`` with ε divided
    /// by the distance reproduces that.)
    static func adwaitaSpring(from p: Double, toward outcome: Outcome, velocity: Double) -> Spring {
        let distance = outcome.targetProgress - p
        return Spring(
            dampingRatio: adwaitaDampingRatio, mass: adwaitaMass, stiffness: adwaitaStiffness,
            initialVelocity: distance == 0 ? 0 : velocity / distance, epsilon: adwaitaEpsilon, clamps: false)
    }

    /// GNOME Shell's `swipeTracker.js` duration, seconds.
    static func gnomeShellDuration(percent p: Double, outcome: Outcome, velocity: Double) -> Double {
        let target = outcome.targetProgress
        var perMillisecond = velocity / 1000
        if (target - p) * perMillisecond <= 0 { perMillisecond = gnomeShellBaseVelocity }
        let distance = abs(p - target)
        let maximum = gnomeShellMaximumMilliseconds * log2(1 + max(1, ceil(distance)))
        let milliseconds = distance / abs(perMillisecond) * gnomeShellDurationMultiplier
        return min(max(milliseconds, gnomeShellMinimumMilliseconds), maximum) / 1000
    }

    /// Dart's `lerpDouble(a, b, t)`: `a·(1 − t) + b·t`.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a * (1 - t) + b * t
    }
}
