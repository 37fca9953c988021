/// What a replay came to: the outcome, the deciding rule and when, for the last transition and for
/// each one in order.
public struct ReplaySummary: Sendable, Hashable {
    /// One transition's result.
    public struct TransitionResult: Sendable, Hashable {
        /// `finished` or `cancelled`; nil while it has not completed.
        public var outcome: String?
        /// The rule of the last decision (`threshold`, `fling`, `projection`, `adwaita`, `cancelled`).
        public var rule: String?
        /// Percent at the release, 0…1.
        public var releasePercent: Double?
        /// Release velocity, extents per second, positive away from the edge.
        public var releaseVelocity: Double?
        /// Release time, seconds from the first event.
        public var releasedAt: Double?
        /// Completion time, seconds from the first event.
        public var completedAt: Double?
        /// Settle duration chosen at the release, seconds.
        public var settleDuration: Double?
        /// The operation (`push`, `pop`, `present`, `dismiss`, …).
        public var operation: String = ""
        /// Whether a gesture drove it (false: a tap or button started it non-interactively).
        public var interactive = true
        /// The navigation state once it completed.
        public var stateAfter: NavigationState?
    }

    /// The model in force.
    public var model: String
    /// The edge in force.
    public var edge: String
    /// Gestures the recognizer saw (each touch sequence that left `possible`).
    public var gestures: Int = 0
    /// Whether any gesture began a pan.
    public var recognized = false
    /// The first reason a gesture failed, when none was recognized.
    public var failureReason: String?
    /// Every transition in order.
    public var transitions: [TransitionResult] = []
    /// Whether the input ended while a pan was still active (it was cancelled at the end).
    public var inputEndedDuringPan = false
    /// The navigation state before the first event.
    public var initialState = NavigationState()
    /// The navigation state after the last transition.
    public var finalState = NavigationState()

    /// The last transition's result (`none` when there was no transition).
    public var outcome: String { transitions.last?.outcome ?? (transitions.isEmpty ? "none" : "unsettled") }

    /// The summary as the trace's last line and `replay --json`'s output.
    public var json: JSONValue {
        let last = transitions.last
        return .object([
            ("type", "summary"), ("outcome", .string(outcome)), ("recognized", .bool(recognized)),
            ("rule", last?.rule.map { .string($0) } ?? .null),
            ("reason", failureReason.map { .string($0) } ?? .null),
            ("releasePercent", .measure(last?.releasePercent)), ("releaseVelocity", .measure(last?.releaseVelocity)),
            ("releasedAt", .measure(last?.releasedAt)), ("completedAt", .measure(last?.completedAt)),
            ("settleDuration", .measure(last?.settleDuration)), ("model", .string(model)), ("edge", .string(edge)),
            ("gestures", .int(Int64(gestures))), ("inputEndedDuringPan", .bool(inputEndedDuringPan)),
            ("finalState", finalState.isTracked ? finalState.json : .null),
            (
                "transitions",
                .array(
                    transitions.map { result in
                        .object([
                            ("outcome", result.outcome.map { .string($0) } ?? .null),
                            ("rule", result.rule.map { .string($0) } ?? .null),
                            ("releasePercent", .measure(result.releasePercent)),
                            ("releaseVelocity", .measure(result.releaseVelocity)),
                            ("releasedAt", .measure(result.releasedAt)), ("completedAt", .measure(result.completedAt)),
                            ("settleDuration", .measure(result.settleDuration)),
                            ("operation", .string(result.operation)), ("interactive", .bool(result.interactive)),
                            ("stateAfter", result.stateAfter.map { $0.isTracked ? $0.json : .null } ?? .null),
                        ])
                    })
            ),
        ])
    }
}
