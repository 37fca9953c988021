import GestureCore
import GestureInteraction
package import GestureReplay

/// One model's replay of a recording, collected record by record from its state trace for a plot.
///
/// Feed it every record ``Replay/run(path:descriptionPath:deviceIndex:options:onRecord:)`` produces:
///
/// ```swift
/// var run = PlotRun(model: "cupertino")
/// _ = try Replay.run(path: "recordings/left-flick-30.evemu", options: options) { run.collect($0) }
/// ```
///
/// Series are split into segments where the trace has a gap (a new gesture, a new transition), so a
/// plot draws no line across a pause. What each series holds:
/// - ``percent``: the recognizer's percent (0…1) at each `gesture` record that carries one — the
///   trace reports it at the recognizer's state changes (began, the first change, the release);
/// - ``velocity``: the recognizer's percent velocity (extents per second, positive away from the
///   edge) at the same records; the release sample is the velocity the completion policy used;
/// - ``progress``: the layers' progress through the timing curve (0…1) at every `frame` record,
///   one per tick of the frame clock while a transition is active.
package struct PlotRun: Sendable {
    /// The feel model's name, as the legend shows it.
    package var model: String
    /// The recognizer's percent, 0…1, one segment per gesture.
    package private(set) var percent: [[PlotPoint]] = []
    /// The recognizer's percent velocity, extents per second, one segment per gesture.
    package private(set) var velocity: [[PlotPoint]] = []
    /// The layers' progress, 0…1, one segment per transition.
    package private(set) var progress: [[PlotPoint]] = []
    /// Began, release and completion markers, in trace order.
    package private(set) var markers: [PlotMarker] = []
    /// The summary's outcome: `finished`, `cancelled`, `none` (or `unsettled`); nil before the summary.
    package private(set) var outcome: ReplaySummary.Outcome?
    /// The summary's deciding rule of the last transition (`threshold`, `fling`, …).
    package private(set) var rule: String?
    /// Why nothing was recognized, when nothing was.
    package private(set) var failureReason: String?
    /// The recording's path from the header.
    package private(set) var source: String?
    /// The replay's setting from the header: transition, edge, frame clock and container.
    package private(set) var setting: String?
    /// The fling rule's minimum velocity, extents per second, from the header's completion policy.
    ///
    /// A release at least this fast (either way) is decided by its velocity. Nil when the model has
    /// no fling rule, or for a touchpad (its swipe tracker has its own).
    package private(set) var fling: Double?
    /// The latest time of any record.
    package private(set) var lastTime = Timestamp.zero

    private var gestureOpen = false
    private var trackedGestures = 0
    private var progressTransition: Int?

    /// Creates an empty run.
    /// - Parameter model: The feel model's name.
    package init(model: String) {
        self.model = model
    }

    /// Takes one state-trace record.
    /// - Parameter record: A header, record or summary.
    package mutating func collect(_ record: TraceRecord) {
        if let time = record.time { lastTime = max(lastTime, time) }
        switch record {
        case .header(let header): collectHeader(header)
        case .gesture(let change): collectGesture(change)
        case .frame(let frame): collectFrame(frame)
        case .decision(let release): collectDecision(release)
        case .complete(let completion): collectComplete(completion)
        case .summary(let summary):
            outcome = summary.outcome
            rule = summary.transitions.last?.rule?.rawValue
            failureReason = summary.failureReason?.rawValue
        case .tracker(let change): collectTracker(change)
        case .trackerUpdate(let update):
            guard gestureOpen else { return }
            let time = update.time
            percent[percent.count - 1].append(PlotPoint(time: time, value: update.progress.value))
            velocity[velocity.count - 1].append(PlotPoint(time: time, value: update.percentVelocity.value))
        case .transition, .bug, .input, .navigation, .libinput: break
        }
    }

    /// A touchpad tracker's state change: tracking opens a gesture's series, like an edge pan's `began`.
    private mutating func collectTracker(_ change: TouchpadSwipeTracker.Change) {
        switch change.to {
        case .tracking:
            percent.append([])
            velocity.append([])
            gestureOpen = true
            trackedGestures += 1
            markers.append(
                PlotMarker(
                    kind: .began, time: change.time, index: trackedGestures, percent: 0, label: "",
                    detail: "swipe \(trackedGestures) tracked at \(Self.seconds(change.time))"))
        case .idle, .ignored, .pending:
            gestureOpen = false
        }
    }

    private mutating func collectHeader(_ header: TraceHeader) {
        source = header.source
        fling =
            header.touchpad != nil
            ? nil
            : header.policy.rules.lazy.compactMap { rule -> Double? in
                if case .fling(let minimum) = rule { minimum.value } else { nil }
            }.first
        let size = header.mapping.size
        setting = [
            "transition " + header.options.transitionName, "edge " + header.options.edge.rawValue,
            SVGDocument.fixed(Double(header.options.fps), 0) + " Hz frame clock",
            "container " + SVGDocument.fixed(size.width, 0) + " × " + SVGDocument.fixed(size.height, 0) + " pt",
        ].joined(separator: " · ")
    }

    private mutating func collectGesture(_ record: GestureChange) {
        let time = record.change.time
        let to = record.change.to
        let value = record.percent
        if to == .began {
            percent.append([])
            velocity.append([])
            gestureOpen = true
            markers.append(
                PlotMarker(
                    kind: .began, time: time, index: record.gesture, percent: value, label: "",
                    detail: "gesture \(record.gesture) began at \(Self.seconds(time))"
                        + (value.map { ", " + Self.percent($0.value) } ?? "")))
        }
        guard gestureOpen else { return }
        if let value { percent[percent.count - 1].append(PlotPoint(time: time, value: value.value)) }
        if let speed = record.percentVelocity {
            velocity[velocity.count - 1].append(PlotPoint(time: time, value: speed.value))
        }
        switch to {
        case .ended, .cancelled, .failed, .possible: gestureOpen = false
        case .began, .changed: break
        }
    }

    private mutating func collectFrame(_ frame: FrameRecord) {
        let time = frame.time
        if progress.isEmpty || frame.transition != progressTransition { progress.append([]) }
        progressTransition = frame.transition
        progress[progress.count - 1].append(PlotPoint(time: time, value: frame.progress))
        // While a pan drives the transition, each frame also samples the recognizer.
        guard gestureOpen else { return }
        if let percentValue = frame.percent {
            percent[percent.count - 1].append(PlotPoint(time: time, value: percentValue.value))
        }
        if let speed = frame.velocity {
            velocity[velocity.count - 1].append(PlotPoint(time: time, value: speed.value))
        }
    }

    private mutating func collectDecision(_ release: ReleaseDecision) {
        let time = release.time
        let decision = release.decision
        let label = "\(decision.outcome.rawValue) by \(decision.rule.rawValue)"
        var detail = "released at \(Self.seconds(time)): \(label)"
        var numbers = [Self.percent(decision.percent.value), Self.speed(decision.velocity.value)]
        if let threshold = decision.threshold { numbers.append("threshold " + Self.percent(threshold.value)) }
        if let minimum = decision.velocityThreshold { numbers.append("fling ≥ " + Self.speed(minimum.value)) }
        if let projected = decision.projectedPercent { numbers.append("projected " + Self.percent(projected)) }
        detail += " (" + numbers.joined(separator: ", ") + ")"
        markers.append(
            PlotMarker(
                kind: .release, time: time, index: release.transition, percent: decision.percent,
                velocity: decision.velocity, label: label, detail: detail))
    }

    private mutating func collectComplete(_ completion: TransitionCompletion) {
        let time = completion.time
        let label = completion.didComplete ? "finished" : "cancelled"
        markers.append(
            PlotMarker(
                kind: .completion, time: time, index: completion.transition,
                percent: completion.didComplete ? 1 : 0, label: label, detail: "\(label) at \(Self.seconds(time))"))
    }
}

extension PlotRun {
    /// Seconds with millisecond decimals: `0.080 s`.
    static func seconds(_ time: Timestamp) -> String { SVGDocument.fixed(time.seconds, 3) + " s" }

    /// A fraction as a percent with one decimal: `30.0 %`.
    static func percent(_ value: Double) -> String { SVGDocument.fixed(value * 100, 1) + " %" }

    /// Extents per second with two decimals: `3.63 extents/s`.
    static func speed(_ value: Double) -> String { SVGDocument.fixed(value, 2) + " extents/s" }
}
