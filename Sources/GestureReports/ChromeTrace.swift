import EdgePan
import GestureCore
import GestureInteraction
package import GestureReplay
import InteractiveTransition
package import JSONLines
import TouchpadGestures

/// A replay's trace in the Trace Event Format (the JSON `chrome://tracing`, Perfetto and Catapult
/// read), built from the typed records, so a gesture lines up with compositor traces.
///
/// Tracks (threads of process 1): the edge pan recognizer (one span per state it holds: `began`,
/// `changed`, `ended`, …), a dismissal pan when a scenario has one, the transition (`interactive`
/// and `settling` spans; the decision and the completion as instants), the frame clock (an instant
/// per tick) and input problems. A counter `transition` carries the progress and fraction at each
/// tick. Timestamps are the replay's microseconds from the first event, the format's own unit.
///
/// ```swift
/// var trace = ChromeTrace()
/// _ = try Replay.run(path: path, options: options) { trace.collect($0) }
/// let bytes = trace.json.serializedBytes()
/// ```
package struct ChromeTrace: Sendable {
    /// The tracks, as thread ids.
    enum Track: Int, CaseIterable {
        case edgePan = 1, dismissPan, transition, frameClock, problems, touchpad

        var name: String {
            switch self {
            case .edgePan: "gesture (edge pan)"
            case .dismissPan: "gesture (dismissal pan)"
            case .transition: "transition"
            case .frameClock: "frame clock"
            case .problems: "input problems"
            case .touchpad: "touchpad (libinput and the swipe tracker)"
            }
        }
    }

    private var events: [JSONValue] = []
    private var open: [Track: Int] = [:]
    private var lastTime: UInt64 = 0
    private var source = "replay"

    /// An empty trace.
    package init() {}

    /// Takes one record.
    package mutating func collect(_ record: TraceRecord) {
        if let time = record.time { lastTime = max(lastTime, time.microseconds) }
        switch record {
        case .header(let header):
            source = header.source
        case .gesture(let record):
            let track: Track = record.pan == .edgePan ? .edgePan : .dismissPan
            let change = record.change
            if change.from != .possible { end(track, at: change.time) }
            if change.to != .possible {
                var args: [(String, JSONValue)] = [
                    ("gesture", .int(Int64(record.gesture))), ("reason", .string(change.reason.rawValue)),
                ]
                if let percent = record.percent { args.append(("percent", .measure(percent.value))) }
                begin(track, name: change.to.rawValue, at: change.time, args: args)
            }
        case .transition(let change):
            if Self.isActive(change.from) { end(.transition, at: change.time) }
            if Self.isActive(change.to) {
                begin(
                    .transition, name: change.to.name, at: change.time,
                    args: [("transition", .int(Int64(change.transition))), ("reason", .string(change.reason.name))])
            }
        case .decision(let release):
            let decision = release.decision
            instant(
                .transition, name: "decision: \(decision.outcome) by \(decision.rule.rawValue)", at: release.time,
                args: [
                    ("percent", .measure(decision.percent.value)), ("velocity", .measure(decision.velocity.value)),
                    ("settle", .measure(release.settle?.duration)),
                ])
        case .frame(let frame):
            instant(.frameClock, name: "tick", at: frame.time, args: [("phase", .string(frame.phase.name))])
            events.append(
                .object([
                    ("name", "transition"), ("ph", "C"), ("ts", .int(Int64(frame.time.microseconds))), ("pid", 1),
                    ("tid", .int(Int64(Track.frameClock.rawValue))),
                    (
                        "args",
                        .object([("progress", .measure(frame.progress)), ("fraction", .measure(frame.fraction.value))])
                    ),
                ]))
        case .complete(let completion):
            instant(
                .transition, name: completion.didComplete ? "completed: finished" : "completed: cancelled",
                at: completion.time, args: [("transition", .int(Int64(completion.transition)))])
        case .bug(let problem):
            instant(
                .problems, name: problem.message, at: problem.time, args: [("source", .string(problem.source.rawValue))]
            )
        case .input(let problem):
            instant(
                .problems, name: problem.message, at: problem.time,
                args: [("source", .string(InteractionProblem.Source.input.rawValue))])
        case .navigation(let navigation):
            instant(
                .transition, name: "navigation: \(navigation.reason)", at: navigation.time,
                args: [("state", .string("\(navigation.state)"))])
        case .libinput(let event):
            if case .state(let change) = event {
                instant(
                    .touchpad, name: "libinput \(change.from.rawValue) → \(change.to.rawValue)", at: event.time,
                    args: [("reason", .string(change.reason.rawValue)), ("fingers", .int(Int64(change.fingers)))])
            }
        case .tracker(let change):
            instant(
                .touchpad, name: "tracker \(change.from.rawValue) → \(change.to.rawValue)", at: change.time,
                args: [("reason", .string(change.reason.rawValue)), ("fingers", .int(Int64(change.fingers)))])
        case .trackerUpdate:
            break
        case .summary:
            for track in Track.allCases where open[track] != nil { end(track, at: Timestamp(microseconds: lastTime)) }
        }
    }

    /// The trace: `{"traceEvents": [...], "displayTimeUnit": "ms"}` with the process and track names first.
    package var json: JSONValue {
        var all: [JSONValue] = [
            .object([
                ("name", "process_name"), ("ph", "M"), ("pid", 1), ("tid", 0),
                ("args", .object([("name", .string("gesture-replay " + source))])),
            ])
        ]
        for track in Track.allCases {
            all.append(
                .object([
                    ("name", "thread_name"), ("ph", "M"), ("pid", 1), ("tid", .int(Int64(track.rawValue))),
                    ("args", .object([("name", .string(track.name))])),
                ]))
        }
        return .object([("traceEvents", .array(all + events)), ("displayTimeUnit", "ms")])
    }

    /// Whether a phase is a span on the transition track (interactive or settling).
    static func isActive(_ phase: PercentDrivenInteractiveTransition.Phase) -> Bool {
        switch phase {
        case .interactive, .settling: true
        case .idle, .completed: false
        }
    }

    private mutating func begin(_ track: Track, name: String, at time: Timestamp, args: [(String, JSONValue)]) {
        if open[track] != nil { end(track, at: time) }
        events.append(event(track, name: name, phase: "B", at: time, args: args))
        open[track] = events.count - 1
    }

    private mutating func end(_ track: Track, at time: Timestamp) {
        guard open[track] != nil else { return }
        events.append(event(track, name: nil, phase: "E", at: time, args: []))
        open[track] = nil
    }

    private mutating func instant(_ track: Track, name: String, at time: Timestamp, args: [(String, JSONValue)]) {
        var made = event(track, name: name, phase: "i", at: time, args: args)
        if case .object(var members) = made {
            members.append(("s", "t"))
            made = .object(members)
        }
        events.append(made)
    }

    private func event(_ track: Track, name: String?, phase: String, at time: Timestamp, args: [(String, JSONValue)])
        -> JSONValue
    {
        var members: [(String, JSONValue)] = []
        if let name { members.append(("name", .string(name))) }
        members += [
            ("cat", "gesture-replay"), ("ph", .string(phase)), ("ts", .int(Int64(time.microseconds))), ("pid", 1),
            ("tid", .int(Int64(track.rawValue))),
        ]
        if !args.isEmpty { members.append(("args", .object(args))) }
        return .object(members)
    }
}
