public import EdgePan
public import GestureCore
public import GestureInteraction
public import InteractiveTransition

/// What a replay came to: the outcome, the deciding rule and when, for the last transition and for
/// each one in order.
public struct ReplaySummary: Sendable, Hashable {
    /// How a replay (or one transition) ended.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// The transition completed forward (`completeTransition(true)`).
        case finished
        /// The transition went back (`completeTransition(false)`).
        case cancelled
        /// No transition started.
        case none
        /// A transition started but never completed.
        case unsettled

        /// The outcome of a transition that completed with `outcome`.
        public init(_ outcome: InteractiveTransition.Outcome) {
            self = outcome == .finish ? .finished : .cancelled
        }
    }

    /// One transition's result.
    public struct TransitionResult: Sendable, Hashable {
        /// `finished` or `cancelled`; nil while it has not completed.
        public var outcome: Outcome?
        /// The rule of the last decision.
        public var rule: Decision.Rule?
        /// Percent at the release, 0…1.
        public var releasePercent: Percent?
        /// Release velocity, extents per second, positive away from the edge.
        public var releaseVelocity: Rate<ExtentsPerSecond>?
        /// Release time, on the input's clock.
        public var releasedAt: Timestamp?
        /// Completion time, on the input's clock.
        public var completedAt: Timestamp?
        /// Settle duration chosen at the release, seconds (a computed duration, as ``Settle/duration``).
        public var settleDuration: Double?
        /// The operation (`push`, `pop`, `present`, `dismiss`, …).
        public var operation: TransitionSpec.Operation
        /// Whether a gesture drove it (false: a tap or button started it non-interactively).
        public var interactive: Bool
        /// The navigation state once it completed.
        public var stateAfter: NavigationState?

        /// A transition that has just started.
        /// - Parameters:
        ///   - operation: What it does.
        ///   - interactive: Whether a gesture drives it.
        public init(operation: TransitionSpec.Operation, interactive: Bool) {
            self.operation = operation
            self.interactive = interactive
        }

        /// Its outcome, `unsettled` while it has not completed.
        public var settledOutcome: Outcome { outcome ?? .unsettled }
    }

    /// The model in force.
    public var model: String
    /// The edge in force.
    public var edge: Edge
    /// Gestures the recognizer saw (each touch sequence that left `possible`).
    public var gestures: Int = 0
    /// Whether any gesture began a pan.
    public var recognized = false
    /// The first reason a gesture failed, when none was recognized.
    public var failureReason: ScreenEdgePanRecognizer.Reason?
    /// Where the touch of that failed gesture went down.
    public var failureStart: GestureStart?
    /// Every transition in order, packed (``TransitionLog``).
    public var transitions = TransitionLog()
    /// Whether the input ended while a pan was still active (it was cancelled at the end).
    public var inputEndedDuringPan = false
    /// The navigation state before the first event.
    public var initialState = NavigationState()
    /// The navigation state after the last transition.
    public var finalState = NavigationState()
    /// The last release's decision with every number it used.
    public var lastDecision: Decision?
    /// What the replay had to assume (inferred axis ranges, an assumed screen, a guessed class): the
    /// verdict rests on these.
    public var assumptions: [ReplayWarning] = []
    /// Whether the replay went through the touchpad route (libinput and the tracker, no edge).
    public var touchpad = false
    /// Touchpads: why no swipe was tracked; nil when one was.
    public var touchpadIdle: TouchpadIdleReason?
    /// Touchpads: the tracker's rules.
    public var touchpadTracker: TouchpadSwipeModel?

    /// An empty summary.
    /// - Parameters:
    ///   - model: The model's name.
    ///   - edge: The edge.
    public init(model: String, edge: Edge) {
        self.model = model
        self.edge = edge
    }

    /// The last transition's result (`none` when there was no transition).
    public var outcome: Outcome { transitions.last?.settledOutcome ?? .none }

    /// Why the replay came to its outcome, in words: the last decision's rules and numbers, or why no
    /// gesture was recognized; nil when nothing happened to explain.
    public var explanation: String? {
        if let lastDecision { return lastDecision.explanation }
        if let touchpadIdle, let touchpadTracker { return touchpadIdle.explanation(for: touchpadTracker) }
        return failureReason.map { "no edge pan was recognized: \($0.rawValue)" }
    }

    /// Every transition's outcome in order, `unsettled` where one never completed.
    public var outcomes: [Outcome] { transitions.map(\.settledOutcome) }

    /// Notes a transition that started.
    public mutating func add(_ start: TransitionStart) {
        transitions.append(TransitionResult(operation: start.operation, interactive: start.interactive))
    }

    /// Notes the release of the last transition: its rule, percent, velocity, time and settle.
    public mutating func add(_ release: ReleaseDecision) {
        guard !transitions.isEmpty else { return }
        let last = transitions.count - 1
        lastDecision = release.decision
        transitions[last].rule = release.decision.rule
        transitions[last].releasePercent = release.decision.percent
        transitions[last].releaseVelocity = release.decision.velocity
        transitions[last].releasedAt = release.time
        transitions[last].settleDuration = release.settle?.duration
    }

    /// Notes the completion of the last transition and the navigation state it left.
    public mutating func add(_ completion: TransitionCompletion, stateAfter: NavigationState? = nil) {
        guard !transitions.isEmpty else { return }
        let last = transitions.count - 1
        transitions[last].outcome = completion.didComplete ? .finished : .cancelled
        transitions[last].completedAt = completion.time
        if let stateAfter { transitions[last].stateAfter = stateAfter }
    }
}
