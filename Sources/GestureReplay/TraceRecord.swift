public import EdgePan
public import GestureCore
public import InteractiveTransition

/// One line of a state trace.
///
/// The trace is JSON Lines: a `header`, then `gesture`, `transition`, `decision`, `frame`, `complete`
/// and `bug` records in time order, last a `summary`. Times `t` are seconds from the first event.
/// The schema is versioned by ``StateTrace/schemaVersion`` and documented in the README.
public enum TraceRecord: Sendable {
    /// A recognizer state change.
    case gesture(GestureRecord)
    /// A change of the percent-driven transition's phase.
    case transition(TransitionRecord)
    /// The completion policy's decision at release.
    case decision(DecisionRecord)
    /// The transition's values at one tick of the frame clock.
    case frame(FrameRecord)
    /// The transition context completed.
    case complete(CompleteRecord)
    /// Input or state the engine had to correct or ignore.
    case bug(BugRecord)
    /// A tap, a refused gesture, or the navigation state after a transition.
    case navigation(NavigationRecord)

    /// The record's time, seconds from the first event.
    public var time: Double {
        switch self {
        case .gesture(let record): record.time
        case .transition(let record): record.time
        case .decision(let record): record.time
        case .frame(let record): record.time
        case .complete(let record): record.time
        case .bug(let record): record.time
        case .navigation(let record): record.time
        }
    }

    /// The record as a JSON object, `type` first.
    public var json: JSONValue {
        switch self {
        case .gesture(let record): record.json
        case .transition(let record): record.json
        case .decision(let record): record.json
        case .frame(let record): record.json
        case .complete(let record): record.json
        case .bug(let record): record.json
        case .navigation(let record): record.json
        }
    }
}

/// A recognizer state change, with the reason the recognizer gave.
public struct GestureRecord: Sendable {
    /// Seconds from the first event.
    public var time: Double
    /// The gesture's number in the recording, from 1.
    public var gesture: Int
    /// Which recognizer: `edgePan`, or `dismissPan` for a pan on a presented layer.
    public var recognizer: String
    /// The state before.
    public var from: ScreenEdgePanRecognizer.State
    /// The state after.
    public var to: ScreenEdgePanRecognizer.State
    /// Why.
    public var reason: ScreenEdgePanRecognizer.Reason
    /// The gesture's edge once known.
    public var edge: Edge?
    /// The percent at this moment, 0…1, when the pan is active.
    public var percent: Double?
    /// The percent velocity, extents per second, when the pan is active.
    public var percentVelocity: Double?

    var json: JSONValue {
        .object([
            ("type", "gesture"), ("t", .seconds(time)), ("gesture", .int(Int64(gesture))),
            ("recognizer", .string(recognizer)),
            ("from", .string(from.rawValue)), ("to", .string(to.rawValue)), ("reason", .string(reason.rawValue)),
            ("edge", edge.map { .string($0.rawValue) } ?? .null), ("percent", .measure(percent)),
            ("percentVelocity", .measure(percentVelocity)),
        ])
    }
}

/// A phase change of the percent-driven transition.
public struct TransitionRecord: Sendable {
    /// Seconds from the first event.
    public var time: Double
    /// The transition's number, from 1.
    public var transition: Int
    /// The phase before (`idle`, `interactive`, `settling`, `completed`).
    public var from: String
    /// The phase after.
    public var to: String
    /// Why (`startedInteractive`, `released`, `caught`, `animationCompleted`, `startedNonInteractive`).
    public var reason: String
    /// The percent at the change, 0…1.
    public var percent: Double?
    /// For a release: the settle's model, duration (seconds), curve and target.
    public var settle: Settle?

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", "transition"), ("t", .seconds(time)), ("transition", .int(Int64(transition))),
            ("from", .string(from)), ("to", .string(to)), ("reason", .string(reason)), ("percent", .measure(percent)),
        ]
        if let settle {
            members.append(
                (
                    "settle",
                    .object([
                        ("model", .string(settle.model.rawValue)), ("toward", .string(settle.outcome.rawValue)),
                        ("duration", .seconds(settle.duration)), ("curve", .string(settle.curve.name)),
                    ])
                ))
        }
        return .object(members)
    }
}

/// The completion policy's decision at release.
public struct DecisionRecord: Sendable {
    /// Seconds from the first event.
    public var time: Double
    /// The transition's number, from 1.
    public var transition: Int
    /// The gesture that released it.
    public var gesture: Int
    /// The decision with its rule and numbers.
    public var decision: Decision

    var json: JSONValue {
        .object([
            ("type", "decision"), ("t", .seconds(time)), ("transition", .int(Int64(transition))),
            ("gesture", .int(Int64(gesture))), ("outcome", .string(decision.outcome.rawValue)),
            ("rule", .string(decision.rule.rawValue)), ("percent", .measure(decision.percent)),
            ("velocity", .measure(decision.velocity)), ("threshold", .measure(decision.threshold)),
            ("velocityThreshold", .measure(decision.velocityThreshold)),
            ("projectedPercent", .measure(decision.projectedPercent)),
        ])
    }
}

/// The transition's animator fraction and layer values at a tick of the frame clock.
public struct FrameRecord: Sendable {
    /// Seconds from the first event (a tick time `k / fps`).
    public var time: Double
    /// The transition's number, from 1.
    public var transition: Int
    /// `interactive` or `settling`.
    public var phase: String
    /// The animator's `fractionComplete`, 0…1: the share of its duration elapsed (linear in time
    /// while settling, as `UIViewPropertyAnimator` reports it).
    public var fraction: Double
    /// Where the layers are, 0…1: the fraction through the timing curve (equal to `fraction` while
    /// interactive, eased while settling).
    public var progress: Double
    /// The driving pan's percent at the tick, 0…1 (its latest sample), while a pan is active.
    public var percent: Double?
    /// The driving pan's percent velocity at the tick, extents per second, while a pan is active.
    public var velocity: Double?
    /// Every layer's values.
    public var layers: [LayerSnapshot]

    var json: JSONValue {
        .object([
            ("type", "frame"), ("t", .seconds(time)), ("transition", .int(Int64(transition))),
            ("phase", .string(phase)), ("fraction", .measure(fraction)), ("progress", .measure(progress)),
            ("percent", .measure(percent)), ("velocity", .measure(velocity)),
            ("layers", .object(layers.map { ($0.name, $0.values.json) })),
        ])
    }
}

/// The transition context's completion, exactly once per transition.
public struct CompleteRecord: Sendable {
    /// Seconds from the first event.
    public var time: Double
    /// The transition's number, from 1.
    public var transition: Int
    /// `completeTransition(_:)`'s argument: true when the transition finished.
    public var didComplete: Bool

    var json: JSONValue {
        .object([
            ("type", "complete"), ("t", .seconds(time)), ("transition", .int(Int64(transition))),
            ("didComplete", .bool(didComplete)), ("transitionWasCancelled", .bool(!didComplete)),
        ])
    }
}

/// Something the engine had to correct or ignore: bad input or an impossible state pair.
public struct BugRecord: Sendable {
    /// Seconds from the first event.
    public var time: Double
    /// Which part noticed it (`input`, `recognizer`, `transition`).
    public var source: String
    /// What happened.
    public var message: String

    var json: JSONValue {
        .object([("type", "bug"), ("t", .seconds(time)), ("source", .string(source)), ("message", .string(message))])
    }
}

extension LayerValues {
    var json: JSONValue {
        .object([
            ("x", .measure(x)), ("y", .measure(y)), ("width", .measure(width)), ("height", .measure(height)),
            ("alpha", .measure(alpha)), ("scale", .measure(scale)), ("cornerRadius", .measure(cornerRadius)),
            ("dimming", .measure(dimming)), ("rotationY", .measure(rotationY)), ("curl", .measure(curl)),
        ])
    }
}

extension JSONValue {
    /// Seconds rounded to the microsecond, the input's own resolution.
    static func seconds(_ value: Double) -> JSONValue { .double((value * 1e6).rounded() / 1e6) }

    /// A measured value rounded to 6 decimals, or null when absent.
    ///
    /// Traces and the reports built on them (sweeps) write every measure this way, so they stay
    /// readable and identical across runs.
    /// - Parameter value: The measure in its own unit, or nil.
    /// - Returns: The rounded number, or `null`.
    public static func measure(_ value: Double?) -> JSONValue {
        guard let value else { return .null }
        return .double((value * 1e6).rounded() / 1e6)
    }
}
