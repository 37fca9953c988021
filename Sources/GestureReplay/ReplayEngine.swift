import GestureCore
import EdgePan
public import EvdevInput
public import InteractiveTransition

/// Replays evdev events against gesture recognizers and a percent-driven transition.
///
/// Events become frames (`FrameAssembler`), contacts become container points (`ContainerMapping`),
/// samples drive the `ScreenEdgePanRecognizer`; `began` starts the transition (or catches one that
/// is still settling), `changed` updates it, `ended` asks the completion policy and releases it,
/// `cancelled` cancels it. A frame clock at `fps` ticks the transition between input frames and
/// after the input ends until it completes. Time comes only from the events, so the same input and
/// options always give the same records.
///
/// With a tracked ``NavigationState`` the replay is a scenario: the edge swipe pops (a navigation
/// stack) or presents (a drawer); a tap outside the edge zone pushes non-interactively (a button); a
/// presented layer is dismissed by a tap on the dimmed area (non-interactive) or a pan on the layer
/// toward its origin (interactive). A gesture whose operation the state refuses (pop the root,
/// dismiss nothing) is not recognized, and the trace says why.
///
/// ```swift
/// var engine = try ReplayEngine(description: reader.description, source: "swipe.evemu", options: ReplayOptions())
/// while let event = try reader.next() {
///     engine.feed(event)
///     for record in engine.drainRecords() { print(record.json.serialized()) }
/// }
/// engine.finish()
/// ```
public struct ReplayEngine {
    /// Which recognizer a touch goes to.
    enum Route {
        case edgePan, edgePanAndTap, dismissPan, tap
    }

    /// The options in force (the model with its overrides applied).
    public let options: ReplayOptions
    /// How positions map to the container.
    public let mapping: ContainerMapping
    /// The completion policy for this container's extent.
    public let policy: CompletionPolicy
    /// The result so far.
    public internal(set) var summary: ReplaySummary
    /// The navigation state now.
    public internal(set) var state: NavigationState

    let delegate: TransitioningDelegate
    let edgeOperation: TransitionSpec.Operation
    let presentation: PresentationController?
    var assembler: FrameAssembler
    var recognizer: ScreenEdgePanRecognizer
    var dismissPan: ScreenEdgePanRecognizer?
    var tap: TapRecognizer
    var routes: [Int: Route] = [:]
    var transition: PercentDrivenInteractiveTransition?
    var operation: TransitionSpec.Operation = .push
    var transitionIndex = 0
    var gestureIndex = 0
    var firstTime: Int64?
    var lastTime: Double = 0
    var lastTick = -1
    var records: [TraceRecord] = []
    var lastUpdate: ScreenEdgePanRecognizer.Update?
    var reportedGaps = 0
    /// Whether `frame` records are built at each tick.
    ///
    /// A caller that only needs the summary (check,
    /// compare, sweep) turns them off; the clock still ticks, so completion is unchanged.
    public var recordsFrames = true

    /// Prepares a replay.
    /// - Parameters:
    ///   - description: The device the events come from.
    ///   - source: The recording's path, for messages.
    ///   - options: Model, transition, edge, clock, container and scenario.
    /// - Throws: ``ReplayError`` when the device cannot drive a pan or an option is out of range.
    public init(description: DeviceDescription?, source: String, options: ReplayOptions) throws(ReplayError) {
        guard let description else { throw .noDescription(path: source) }
        guard description.deviceClass.hasContacts || description.positionAxes != nil else {
            throw .noContacts(path: source, deviceClass: description.deviceClass)
        }
        try Self.validate(options)
        self.options = options
        mapping = ContainerMapping(
            description: description, container: options.container, edge: options.edge,
            pointerStart: options.pointerStart)
        let model = options.model
        policy = model.policy(extent: options.edge.extent(of: mapping.size))
        var configuration = model.recognizer
        configuration.edges = [options.edge]
        recognizer = ScreenEdgePanRecognizer(configuration: configuration, container: mapping.size)
        assembler = FrameAssembler(description: description)
        tap = TapRecognizer(configuration: options.tap)
        state = options.initialState
        let container = Size(width: mapping.size.width, height: mapping.size.height)
        let spec = options.transition.scaled(to: container)
        if options.initialState.presented != nil {
            edgeOperation = .present
            var presenting = spec
            presenting.operation = .present
            delegate = .standard(for: presenting)
            let controller = PresentationController(spec: presenting, container: mapping.size)
            presentation = controller
            var dismissal = ScreenEdgePanRecognizer.Configuration(
                edges: [controller.dismissalEdge], edgeZone: FeelModel.wholeWidget, slop: configuration.slop,
                percentMode: .translation, velocityStrategy: configuration.velocityStrategy)
            dismissal.extraTouchPolicy = configuration.extraTouchPolicy
            dismissPan = ScreenEdgePanRecognizer(configuration: dismissal, container: controller.size)
        } else {
            edgeOperation = options.initialState.stack != nil ? .pop : spec.operation
            delegate = .standard(
                for: options.initialState.stack != nil && spec.operation != .pop ? .pop(in: container) : spec)
            presentation = nil
        }
        summary = ReplaySummary(model: model.name, edge: options.edge.rawValue)
        summary.initialState = options.initialState
        summary.finalState = options.initialState
    }

    static func validate(_ options: ReplayOptions) throws(ReplayError) {
        guard (1...ReplayOptions.maximumFPS).contains(options.fps) else {
            throw .invalidOption("--fps must be from 1 to \(ReplayOptions.maximumFPS), not \(options.fps)")
        }
        if let container = options.container {
            guard container.width > 0, container.height > 0, container.width.isFinite, container.height.isFinite else {
                throw .invalidOption("--container must be positive WIDTHxHEIGHT in points")
            }
        }
        guard options.model.completionSpeed.isFinite, options.model.completionSpeed > 0 else {
            throw .invalidOption("completion speed must be above 0, not \(options.model.completionSpeed)")
        }
        if case .fraction(let value) = options.model.threshold, !(0...1).contains(value) {
            throw .invalidOption("--threshold must be from 0 to 1, not \(value)")
        }
        if let stack = options.initialState.stack, stack < 1 {
            throw .invalidOption("--stack must be 1 or more (the root counts), not \(stack)")
        }
        do throws(SpecError) {
            try options.transition.validate()
        } catch {
            throw .invalidTransition("transition \(options.transitionName): \(error)")
        }
    }

    /// The records produced since the last call, oldest first.
    public mutating func drainRecords() -> [TraceRecord] {
        defer { records.removeAll(keepingCapacity: true) }
        return records
    }

    /// Takes one event.
    public mutating func feed(_ event: InputEvent) {
        if firstTime == nil { firstTime = event.time }
        guard let frame = assembler.feed(event) else { return }
        let time = seconds(frame.time)
        lastTime = time
        advanceClock(before: time)
        reportGaps()
        let timestamp = Timestamp(microseconds: UInt64(max(0, frame.time - (firstTime ?? frame.time))))
        for contact in frame.contacts {
            let sample = TouchSample(
                contact: contact.id, phase: Self.phase(contact.phase), location: mapping.point(for: contact),
                time: timestamp)
            route(sample, at: time)
        }
    }

    /// Runs the frame clock up to a moment on the events' own clock without new input, so a live
    /// driver can keep a settling transition moving between events.
    /// - Parameter time: Microseconds on the events' clock (for a live device, `CLOCK_MONOTONIC` read
    ///   by the driver); ticks strictly before it run. Nothing runs before the first event.
    public mutating func advance(toSourceTime time: Int64) {
        guard firstTime != nil else { return }
        let target = seconds(time)
        guard target > lastTime else { return }
        advanceClock(before: target)
    }

    /// Whether a transition is interactive or settling (a live driver ticks while it is).
    public var isAnimating: Bool { transition?.isActive ?? false }

    /// Ends the input: a pan still active is cancelled (the input ended under it), then the clock runs
    /// until the transition completes.
    public mutating func finish() {
        let end = lastTime
        let timestamp = Timestamp(microseconds: UInt64((end * 1e6).rounded()))
        if recognizer.state.isActive {
            summary.inputEndedDuringPan = true
            process(recognizer.cancel(at: timestamp), from: .edgePan, at: end)
        }
        if let pan = dismissPan, pan.state.isActive {
            summary.inputEndedDuringPan = true
            var cancelled = pan
            let outputs = cancelled.cancel(at: timestamp)
            dismissPan = cancelled
            process(outputs, from: .dismissPan, at: end)
        }
        advanceClock(before: end + ReplayOptions.settleLimit, stopWhenIdle: true)
        if let transition, transition.isActive {
            records.append(
                .bug(
                    BugRecord(
                        time: end + ReplayOptions.settleLimit, source: "transition",
                        message: "did not settle within \(Int(ReplayOptions.settleLimit)) s after the input ended")))
        }
    }

    mutating func reportGaps() {
        guard assembler.gaps.count > reportedGaps else { return }
        for gap in assembler.gaps[reportedGaps...] {
            records.append(
                .bug(
                    BugRecord(
                        time: seconds(gap.end), source: "input",
                        message:
                            "SYN_DROPPED: \(gap.discardedEvents) events lost from \(format(seconds(gap.start))) s to \(format(seconds(gap.end))) s"
                    )))
        }
        reportedGaps = assembler.gaps.count
    }

    /// Seconds from the first event.
    func seconds(_ time: Int64) -> Double { Double(time - (firstTime ?? time)) / 1_000_000 }

    static func phase(_ phase: TouchPhase) -> TouchPhase {
        switch phase {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        }
    }
}

/// Seconds with three decimals, for messages.
func format(_ seconds: Double) -> String {
    let millis = Int64((seconds * 1000).rounded())
    let fraction = String(abs(millis) % 1000)
    return (millis < 0 ? "-" : "") + String(abs(millis) / 1000) + "."
        + String(repeating: "0", count: 3 - fraction.count)
        + fraction
}
