public import GestureCore

/// The UIKit model of an interactive transition: `UIPercentDrivenInteractiveTransition` driving an
/// ``Animator`` inside a ``TransitionContext``, advanced by the caller's clock.
///
/// Phases: `idle` → `interactive` (``startInteractive(at:)``) → `settling` (``finish(at:velocity:)``
/// or ``cancel(at:velocity:)``) → `completed`; ``pause(at:)`` takes a settling transition back to
/// `interactive` from where it is. ``startNonInteractive(at:)`` goes from `idle` straight to settling
/// toward the finish, running the animator from 0 to 1 for the full duration.
///
/// While interactive, ``update(_:at:)`` clamps the percent to 0…1 and the layers follow it linearly.
/// On release the ``settleModel`` decides how long the rest takes and along which curve; with the
/// default ``SettleModel/uikit`` that is `(1 − p)·duration / completionSpeed` to finish and
/// `p·duration / completionSpeed` to cancel, on ``completionCurve``. When the animator arrives, the
/// context is completed exactly once (`didComplete` = finished). Everything is recorded as
/// ``TransitionEvent``s, collected with ``drainEvents()``.
///
/// ```swift
/// var transition = try PercentDrivenInteractiveTransition(spec: .push(in: .standard))
/// try transition.startInteractive(at: 0)
/// try transition.update(0.6, at: 0.2)
/// try transition.finish(at: 0.25, velocity: 0.8)
/// transition.tick(at: 0.4)  // settles for 0.4 · 0.35 = 0.14 s, then completes
/// ```
public struct PercentDrivenInteractiveTransition: Sendable {
    /// Where the transition is in its life.
    public enum Phase: Sendable, Hashable {
        /// Not started.
        case idle
        /// Driven by ``update(_:at:)``.
        case interactive
        /// Animating toward an end after release (or after a non-interactive start).
        case settling(Outcome)
        /// Done; the context has completed.
        case completed(Outcome)
    }

    /// The transition's full duration, seconds.
    public let duration: Double
    /// `UIPercentDrivenInteractiveTransition.completionSpeed`: the settle runs `completionSpeed` times as
    /// fast as the transition's own duration; finite and > 0.
    ///
    /// A value that is not finite and above 0 is refused: the speed stays what it was and the event
    /// stream reports ``TransitionError/invalidCompletionSpeed(_:)`` as a problem, so a bad setting is
    /// traced rather than silently used (UIKit would divide by it).
    public var completionSpeed: Double {
        didSet {
            guard !(completionSpeed.isFinite && completionSpeed > 0) else { return }
            let refused = completionSpeed
            completionSpeed = oldValue
            events.append(TransitionEvent(time: latestTime, kind: .problem(.invalidCompletionSpeed(refused))))
        }
    }
    /// `UIPercentDrivenInteractiveTransition.completionCurve`, used by the ``SettleModel/uikit`` model.
    public var completionCurve: TimingCurve
    /// How a release settles.
    public var settleModel: SettleModel
    /// The current phase.
    public internal(set) var phase: Phase = .idle
    /// The animator moving the layers.
    public internal(set) var animator: Animator
    /// The transition's context.
    public internal(set) var context: TransitionContext
    /// The settle of the latest release, if any.
    public internal(set) var lastSettle: Settle?

    var events: [TransitionEvent] = []

    /// The latest moment the transition was driven to, on the input's clock.
    var latestTime: Timestamp { Timestamp(seconds: animator.latestTime) }

    /// Creates an idle transition.
    /// - Parameters:
    ///   - duration: Full duration, seconds; ≥ 0.
    ///   - curve: The animator's curve, used by a non-interactive start.
    ///   - layers: The animated layers.
    ///   - container: The container's bounds, points.
    ///   - completionSpeed: > 0.
    ///   - completionCurve: Curve of the ``SettleModel/uikit`` settle.
    ///   - settleModel: How a release settles.
    /// - Throws: ``TransitionError/invalidCompletionSpeed(_:)``, ``TransitionError/invalidDuration(_:)``
    ///   or an animator error for an unusable curve.
    public init(
        duration: Double, curve: TimingCurve = .easeInOut, layers: [AnimatedLayer], container: Size,
        completionSpeed: Double = 1, completionCurve: TimingCurve = .easeInOut, settleModel: SettleModel = .uikit
    ) throws(TransitionError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        guard completionSpeed.isFinite, completionSpeed > 0 else { throw .invalidCompletionSpeed(completionSpeed) }
        guard completionCurve.isValid else { throw .animator(.invalidCurve(completionCurve.name)) }
        do throws(AnimatorError) {
            animator = try Animator(duration: duration, timingParameters: curve, layers: layers)
        } catch {
            throw .animator(error)
        }
        self.duration = duration
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.settleModel = settleModel
        context = TransitionContext(
            container: container, fromLayer: layers.first { $0.role == .from },
            toLayer: layers.first { $0.role == .to })
    }

    /// `UIPercentDrivenInteractiveTransition.percentComplete`: the animator's fraction, 0…1.
    public var percentComplete: Double { animator.fractionComplete }

    /// Every layer's values at a time, without advancing anything.
    /// - Parameter time: The moment, on the input's clock.
    /// - Returns: One snapshot per layer.
    public func layerValues(at time: Timestamp) -> [LayerSnapshot] { animator.layerValues(at: time) }

    /// Returns the events recorded since the last call, oldest first, and forgets them.
    public mutating func drainEvents() -> [TransitionEvent] {
        defer { events.removeAll() }
        return events
    }
}

extension PercentDrivenInteractiveTransition {
    /// Creates an idle transition from a validated spec.
    /// - Parameters:
    ///   - spec: The transition; validated first.
    ///   - container: The container, points; the spec's layer values are rescaled to it
    ///     (``TransitionSpec/scaled(to:)``). `nil` takes the spec's, then ``Size/standard``.
    ///   - settleModel: How a release settles.
    /// - Throws: ``TransitionError/invalidSpec(_:)`` naming the bad field.
    public init(spec: TransitionSpec, container: Size? = nil, settleModel: SettleModel = .uikit)
        throws(TransitionError)
    {
        do throws(SpecError) {
            try spec.validate()
        } catch {
            throw .invalidSpec(error)
        }
        let target = container ?? spec.container ?? .standard
        try self.init(
            duration: spec.duration, curve: spec.curve, layers: spec.scaled(to: target).layers,
            container: target, completionSpeed: spec.completionSpeed,
            completionCurve: spec.completionCurve, settleModel: settleModel)
    }
}
