package import GestureCore
package import GestureInteraction
package import GestureReplay
import InteractiveTransition

/// One case of an HTML report: its verdict, the finger's path in the container, the transition's
/// frames and the plot of percent, progress and velocity, collected from one replay's typed records.
///
/// ```swift
/// var item = try HTMLReportCase(name: "left-flick-30", recording: recording, options: options)
/// item.verdict = .passed
/// ```
package struct HTMLReportCase: Sendable {
    /// How the case came out against its expectations.
    package enum Verdict: String, Sendable {
        /// Every expectation held.
        case passed
        /// One did not.
        case failed
        /// A replay without expectations.
        case replayed
    }

    /// One sample of a contact, container points.
    package struct PathPoint: Sendable {
        /// When, on the trace's clock.
        package var time: Timestamp
        /// The contact.
        package var contact: Int
        /// Whether the contact is down after this sample (false at its lift).
        package var down: Bool
        /// Position, points.
        package var location: Point
    }

    /// The case's name.
    package var name: String
    /// The verdict.
    package var verdict: Verdict
    /// The one-line result (`finished by threshold at 70.0 %, …`).
    package var line: String
    /// What failed, expected vs found.
    package var failures: [String]
    /// The model, transition, edge, clock and container.
    package var setting: String
    /// The container, points.
    package var container: Size
    /// What the stage draws of the rules in force: the edge, its zone (points; nil for a touchpad or a
    /// whole-container zone) and the threshold (percent 0…1 of the extent from the edge; nil for a
    /// touchpad, whose tracker measures its own distance).
    package var rules: (edge: Edge, edgeZone: Double?, threshold: Double?) = (.left, nil, nil)
    /// The finger path, in time order.
    package var path: [PathPoint]
    /// The transition's frames, in time order.
    package var frames: [FrameRecord]
    /// Release decisions, in order.
    package var decisions: [ReleaseDecision]
    /// Completions, in order.
    package var completions: [TransitionCompletion]
    /// The plot of this replay.
    package var plot: TracePlot
    /// The app's screenshot after the settle, base64 PNG, when the case was played into an app.
    package var appScreenshot: String?
    /// What the app did, under its screenshot (`app: finished`).
    package var appCaption: String?
    /// The app's screenshot at the release, base64 PNG, when one was taken.
    package var appReleaseScreenshot: String?
    /// Above that screenshot: how soon after the lift it was taken (`at the release (within 0.8 s)`).
    package var appReleaseCaption: String?
    /// The transitions (by number, from 1) whose outgoing layer is drawn above the incoming one: pops
    /// and dismissals, for which UIKit inserts the destination view below the source view.
    package var outgoingOnTop: Set<Int> = []

    /// Replays `recording` with `options` and collects what the report shows, in one pass.
    /// - Parameters:
    ///   - name: The case's name.
    ///   - recording: The recording, read.
    ///   - options: The replay options.
    /// - Throws: ``ReplayError``.
    package init(name: String, recording: LoadedRecording, options: ReplayOptions) throws(ReplayError) {
        var collector = Collector(model: options.model.name)
        _ = try recording.replay(
            options: options, onRecord: { collector.collect($0) }, onSample: { collector.collect($0) })
        self.init(name: name, collected: collector, options: options)
    }

    /// The case of a replay already run, from what its collector took.
    /// - Parameters:
    ///   - name: The case's name.
    ///   - collected: The replay's records and samples.
    ///   - options: The options the replay ran with.
    package init(name: String, collected: Collector, options: ReplayOptions) {
        self.name = name
        verdict = .replayed
        failures = []
        frames = collected.frames
        decisions = collected.decisions
        completions = collected.completions
        path = collected.path
        plot = TracePlot(title: name, runs: [collected.run])
        let touchpad = collected.touchpad
        let input = touchpad ? "touchpad, direction \(options.direction.rawValue)" : "edge \(options.edge.rawValue)"
        setting = "\(options.model.name), \(options.transitionName), \(input), \(options.fps) Hz"
        let overrides = Self.describe(options.overrides)
        if !overrides.isEmpty { setting += ", " + overrides.joined(separator: ", ") }
        container = collected.mapping?.size ?? Size(width: 1, height: 1)
        let zone = options.model.recognizer.edgeZone
        let extent = options.edge.extent(of: container)
        rules = (
            options.edge, touchpad || zone >= FeelModel.wholeWidget ? nil : zone,
            touchpad ? nil : options.model.threshold.fraction(of: extent)
        )
        // Whole points, written with one decimal (`1366.0×768.0 pt`) as the report always has.
        setting += ", \(container.width.rounded().fixed(1))×\(container.height.rounded().fixed(1)) pt"
        let summary = collected.summary
        line = summary.map { CheckResult.describe($0) } ?? "none"
        for (index, transition) in (summary?.transitions ?? []).enumerated()
        where transition.operation == .pop || transition.operation == .dismiss {
            outgoingOnTop.insert(index + 1)
        }
    }

    /// The overrides in force, `name value` each, as the report's header lists them.
    static func describe(_ overrides: ModelOverrides) -> [String] {
        var parts: [String] = []
        func add(_ name: String, _ value: Double?) {
            if let value { parts.append("\(name) \(value == value.rounded() ? String(Int64(value)) : String(value))") }
        }
        add("threshold", overrides.threshold)
        add("fling", overrides.fling)
        add("edgeZone", overrides.edgeZone)
        add("slop", overrides.slop)
        if let settle = overrides.settle { parts.append("settle \(settle.rawValue)") }
        if let mode = overrides.percentMode { parts.append("percentMode \(mode.rawValue)") }
        if let extra = overrides.extraTouch { parts.append("extraTouch \(extra.rawValue)") }
        add("completionSpeed", overrides.completionSpeed)
        add("baseDistance", overrides.baseDistance)
        add("velocityThreshold", overrides.velocityThreshold?.value)
        add("fingers", overrides.fingers.map(Double.init))
        return parts
    }
}
