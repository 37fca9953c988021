public import GestureReplay

/// One model's replay of a recording, collected line by line from its state trace for a plot.
///
/// Feed it every line ``Replay/run(path:descriptionPath:deviceIndex:options:onLine:)`` produces:
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
public struct PlotRun: Sendable {
    /// The feel model's name, as the legend shows it.
    public var model: String
    /// The recognizer's percent, 0…1, one segment per gesture.
    public private(set) var percent: [[PlotPoint]] = []
    /// The recognizer's percent velocity, extents per second, one segment per gesture.
    public private(set) var velocity: [[PlotPoint]] = []
    /// The layers' progress, 0…1, one segment per transition.
    public private(set) var progress: [[PlotPoint]] = []
    /// Began, release and completion markers, in trace order.
    public private(set) var markers: [PlotMarker] = []
    /// The summary's outcome: `finished`, `cancelled`, `none` (or `unsettled`); nil before the summary.
    public private(set) var outcome: String?
    /// The summary's deciding rule of the last transition (`threshold`, `fling`, …).
    public private(set) var rule: String?
    /// Why nothing was recognized, when nothing was.
    public private(set) var failureReason: String?
    /// The recording's path from the header.
    public private(set) var source: String?
    /// The replay's setting from the header: transition, edge, frame clock and container.
    public private(set) var setting: String?
    /// The latest time of any record, seconds from the first event.
    public private(set) var lastTime: Double = 0

    private var gestureOpen = false
    private var progressTransition: Int?

    /// Creates an empty run.
    /// - Parameter model: The feel model's name.
    public init(model: String) {
        self.model = model
    }

    /// Takes one state-trace line; lines of unknown types are ignored.
    /// - Parameter line: A header, record or summary object.
    public mutating func collect(_ line: JSONValue) {
        let time = line["t"]?.number
        if let time, time.isFinite { lastTime = max(lastTime, time) }
        switch line["type"]?.string {
        case "header": collectHeader(line)
        case "gesture": if let time { collectGesture(line, at: time) }
        case "frame": if let time { collectFrame(line, at: time) }
        case "decision": if let time { collectDecision(line, at: time) }
        case "complete": if let time { collectComplete(line, at: time) }
        case "summary":
            outcome = line["outcome"]?.string
            rule = line["rule"]?.string
            failureReason = line["reason"]?.string
        default: break
        }
    }

    private mutating func collectHeader(_ line: JSONValue) {
        source = line["source"]?["path"]?.string
        var parts: [String] = []
        if let name = line["transition"]?["name"]?.string { parts.append("transition " + name) }
        if let edge = line["recognizer"]?["edge"]?.string { parts.append("edge " + edge) }
        if let fps = line["fps"]?.number { parts.append(SVGDocument.fixed(fps, 0) + " Hz frame clock") }
        if let width = line["container"]?["width"]?.number, let height = line["container"]?["height"]?.number {
            parts.append("container " + SVGDocument.fixed(width, 0) + " × " + SVGDocument.fixed(height, 0) + " pt")
        }
        setting = parts.joined(separator: " · ")
    }

    private mutating func collectGesture(_ line: JSONValue, at time: Double) {
        let to = line["to"]?.string
        let value = line["percent"]?.number
        if to == "began" {
            percent.append([])
            velocity.append([])
            gestureOpen = true
            let number = line["gesture"]?.number.map { Int($0) } ?? 0
            markers.append(
                PlotMarker(
                    kind: .began, time: time, index: number, percent: value, label: "",
                    detail: "gesture \(number) began at \(Self.seconds(time))"
                        + (value.map { ", " + Self.percent($0) } ?? "")))
        }
        guard gestureOpen else { return }
        if let value { percent[percent.count - 1].append(PlotPoint(time: time, value: value)) }
        if let speed = line["percentVelocity"]?.number {
            velocity[velocity.count - 1].append(PlotPoint(time: time, value: speed))
        }
        if to == "ended" || to == "cancelled" || to == "failed" || to == "possible" { gestureOpen = false }
    }

    private mutating func collectFrame(_ line: JSONValue, at time: Double) {
        guard let value = line["progress"]?.number ?? line["fraction"]?.number else { return }
        let number = line["transition"]?.number.map { Int($0) }
        if progress.isEmpty || number != progressTransition { progress.append([]) }
        progressTransition = number
        progress[progress.count - 1].append(PlotPoint(time: time, value: value))
        // While a pan drives the transition, each frame also samples the recognizer.
        guard gestureOpen else { return }
        if let percentValue = line["percent"]?.number {
            percent[percent.count - 1].append(PlotPoint(time: time, value: percentValue))
        }
        if let speed = line["velocity"]?.number {
            velocity[velocity.count - 1].append(PlotPoint(time: time, value: speed))
        }
    }

    private mutating func collectDecision(_ line: JSONValue, at time: Double) {
        let outcome = line["outcome"]?.string ?? "?"
        let rule = line["rule"]?.string ?? "?"
        let value = line["percent"]?.number
        let speed = line["velocity"]?.number
        var detail = "released at \(Self.seconds(time)): \(outcome) by \(rule)"
        var numbers: [String] = []
        if let value { numbers.append(Self.percent(value)) }
        if let speed { numbers.append(Self.speed(speed)) }
        if let threshold = line["threshold"]?.number { numbers.append("threshold " + Self.percent(threshold)) }
        if let minimum = line["velocityThreshold"]?.number { numbers.append("fling ≥ " + Self.speed(minimum)) }
        if let projected = line["projectedPercent"]?.number { numbers.append("projected " + Self.percent(projected)) }
        if !numbers.isEmpty { detail += " (" + numbers.joined(separator: ", ") + ")" }
        markers.append(
            PlotMarker(
                kind: .release, time: time, index: line["transition"]?.number.map { Int($0) } ?? 0, percent: value,
                velocity: speed, label: "\(outcome) by \(rule)", detail: detail))
    }

    private mutating func collectComplete(_ line: JSONValue, at time: Double) {
        let finished = line["didComplete"]?.bool ?? false
        let label = finished ? "finished" : "cancelled"
        markers.append(
            PlotMarker(
                kind: .completion, time: time, index: line["transition"]?.number.map { Int($0) } ?? 0,
                percent: finished ? 1 : 0, label: label, detail: "\(label) at \(Self.seconds(time))"))
    }
}

extension PlotRun {
    /// Seconds with millisecond decimals: `0.080 s`.
    static func seconds(_ value: Double) -> String { SVGDocument.fixed(value, 3) + " s" }

    /// A fraction as a percent with one decimal: `30.0 %`.
    static func percent(_ value: Double) -> String { SVGDocument.fixed(value * 100, 1) + " %" }

    /// Extents per second with two decimals: `3.63 extents/s`.
    static func speed(_ value: Double) -> String { SVGDocument.fixed(value, 2) + " extents/s" }
}
