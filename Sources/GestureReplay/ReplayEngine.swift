import EdgePan
public import EvdevInput
public import GestureCore
public import GestureInteraction
public import InteractiveTransition

/// Replays evdev events through an ``EdgePanInteraction``, with a frame clock and scenarios.
///
/// Events become frames (`FrameAssembler`), contacts become container points (`ContainerMapping`),
/// and samples drive the interaction: its edge pan starts, updates, releases and settles the
/// percent-driven transition. A frame clock at `fps` ticks the transition between input frames and
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
/// var writer = StateTraceWriter { bytes in standardOutput.write(bytes) }
/// while let event = try reader.next() {
///     engine.feed(event)
///     for record in engine.drainRecords() { writer.write(record) }
/// }
/// engine.finish()
/// ```
public struct ReplayEngine {
    /// What the input drives, with that route's interaction and state, decided once from the device
    /// and the model: each route has its own frame handling, finish and events, and the engine one
    /// clock, one collector and one settle check.
    public enum Route {
        /// Touchscreen, tablet or pointer contacts mapped to the container, through the edge pan (and
        /// the scenario's taps and dismissal pan).
        case edgePan(EdgePanRoute)
        /// A touchpad under a model with touchpad rules: libinput's recognition and the model's swipe
        /// tracker, never absolute positions.
        case touchpad(TouchpadRoute)

        /// The models that drive a device of `deviceClass`, as the route decision takes them: a touchpad's
        /// are the models with touchpad rules, every other class's the touchscreen models.
        /// - Parameter deviceClass: The device's class.
        /// - Returns: The models, in the order ``GestureInteraction/FeelModel`` lists them.
        public static func models(for deviceClass: DeviceClass) -> [FeelModel] {
            deviceClass == .touchpad ? FeelModel.withTouchpadRules : FeelModel.all
        }

        /// The touchpad's swipe tracker, on the touchpad route.
        public var touchpadTracker: TouchpadSwipeModel? {
            if case .touchpad(let pad) = self { pad.interaction.tracker.model } else { nil }
        }
    }

    /// The options in force (the model with its overrides applied).
    public let options: ReplayOptions
    /// The device as the replay takes it: the recording's description with the class the options
    /// declare, if any.
    public let description: DeviceDescription
    /// The frame clock of ``ReplayOptions/fps`` and ``ReplayOptions/clockPhase``.
    public let clock: FrameClock
    /// How positions map to the container.
    public let mapping: ContainerMapping
    /// The result so far.
    public internal(set) var summary: ReplaySummary
    /// The navigation state now (changed by the edge-pan route's transitions).
    public internal(set) var state: NavigationState
    /// What the input drives, with its interaction and state.
    public let route: Route
    /// The completion policy an edge pan from the edge decides with, for this container's extent (on
    /// either route: the trace header names it).
    public let policy: CompletionPolicy

    var assembler: FrameAssembler
    /// Which frames the gesture selection keeps, and where the trace's time starts.
    public internal(set) var filter: GestureFilter
    var lastTime = Timestamp.zero
    /// The latest event's time, microseconds on the input's clock.
    var lastEventTime: Int64?
    /// Microseconds of event clock skipped at jumps past ``ReplayOptions/maximumInputGap``.
    var skipped: Int64 = 0
    var lastTick = -1
    var records: [TraceRecord] = []
    /// The route's interaction events being collected, kept between calls for its capacity.
    var events: [InteractionEvent] = []
    var reportedGaps = 0
    var reportedAnomalies = 0
    /// Whether `frame` records are built at each tick.
    ///
    /// A caller that only needs the summary (check, compare, sweep) turns them off; the clock still
    /// ticks, so completion is unchanged.
    public var recordsFrames = true

    /// Receives every contact sample of the frames the selection keeps, in container points on the
    /// trace's clock (the clock-jump offset applied), before it drives the route; nil sends none.
    ///
    /// A report that draws the finger's path takes it here, in the replay's one pass.
    public var onSample: ((TouchSample) -> Void)?

    /// Whether trace records are built at all.
    ///
    /// A caller that only needs the summary turns them off: the summary is unchanged, and nothing
    /// is built for ``drainRecords()``.
    public var keepsRecords = true

    /// Prepares a replay.
    /// - Parameters:
    ///   - description: The device the events come from.
    ///   - source: The recording's path, for messages.
    ///   - options: Model, transition, edge, clock, container and scenario.
    /// - Throws: ``ReplayError`` when the device cannot drive a pan or an option is out of range.
    public init(description: DeviceDescription?, source: String, options: ReplayOptions) throws(ReplayError) {
        guard var description else { throw .noDescription(path: source) }
        if let declared = options.deviceClass { description.declaredClass = declared }
        self.description = description
        guard description.deviceClass.hasContacts || description.positionAxes != nil else {
            throw .noContacts(path: source, deviceClass: description.deviceClass)
        }
        let isTouchpad = description.deviceClass == .touchpad
        guard isTouchpad || options.model.drivesTouchscreens else {
            throw .noTouchscreenRules(path: source, model: options.model.name, deviceClass: description.deviceClass)
        }
        do throws(ReplayOptions.Problem) {
            try options.validate()
        } catch {
            throw .invalidOptions(error)
        }
        self.options = options
        clock = FrameClock(fps: options.fps, clockPhase: options.clockPhase)
        mapping = ContainerMapping(
            description: description, container: options.container, edge: options.edge,
            pointerStart: options.pointerStart)
        let container = mapping.size
        let spec = options.transition.scaled(to: container)
        state = options.initialState
        let isTouchpadRoute = isTouchpad && options.model.touchpad != nil
        route =
            isTouchpadRoute
            ? .touchpad(try TouchpadRoute(description: description, options: options, container: container, spec: spec))
            : .edgePan(try EdgePanRoute(options: options, container: container, spec: spec))
        if let (setting, why) = options.overrides.inapplicable(to: options.model, touchpad: isTouchpadRoute).first {
            throw .invalidOptions(.notApplicable(setting, because: why))
        }
        policy = options.model.policy(from: options.edge, in: container)
        assembler = FrameAssembler(description: description, tracksPad: isTouchpadRoute)
        filter = GestureFilter(selection: options.selection)
        summary = ReplaySummary(model: options.model.name, edge: options.edge)
        summary.initialState = options.initialState
        summary.finalState = options.initialState
        summary.touchpad = isTouchpadRoute
    }

    /// The records produced since the last call, oldest first.
    public mutating func drainRecords() -> [TraceRecord] {
        defer { records.removeAll(keepingCapacity: true) }
        return records
    }

    /// Appends a record, built only when records are kept.
    mutating func emit(_ record: @autoclosure () -> TraceRecord) {
        if keepsRecords { records.append(record()) }
    }

    /// Moves the records produced since the last call to the end of `buffer`, oldest first: a driver
    /// that reuses one buffer (emptied with `removeAll(keepingCapacity: true)`) allocates nothing per event.
    /// - Parameter buffer: Receives the records after what it already holds.
    public mutating func drainRecords(into buffer: inout [TraceRecord]) {
        guard !records.isEmpty else { return }
        guard buffer.isEmpty else {
            buffer.append(contentsOf: records)
            records.removeAll(keepingCapacity: true)
            return
        }
        // The usual case, an empty buffer: the arrays trade places, each keeping its capacity,
        // rather than each record being copied over and then destroyed here.
        swap(&records, &buffer)
    }

    /// Takes one event.
    public mutating func feed(_ event: InputEvent) {
        if let last = lastEventTime, event.time - last > maximumGap {
            jump(from: last, to: event.time)
        }
        lastEventTime = max(lastEventTime ?? event.time, event.time)
        filter.see(event)
        if let frame = assembler.feed(event) {
            take(frame)
        } else if filter.keeping {
            reportInputProblems()
        } else {
            skipInputProblems()
        }
    }

    /// ``ReplayOptions/maximumInputGap`` in microseconds, kept in the engine: a `static let` read at
    /// every event goes through its lazy initializer each time.
    let maximumGap = Int64(ReplayOptions.maximumInputGap.wholeMicroseconds)

    /// The event clock jumped from `from` to `to` (microseconds) past the longest pause an input
    /// makes: contacts down are cancelled as lost input at `from`, the jump is a `bug` record, and
    /// time continues one frame after `from`.
    ///
    /// Kept out of ``feed(_:)`` (a jump is rare): inlined, its registers crowded the per-event loop.
    @inline(never)
    mutating func jump(from: Int64, to: Int64) {
        let cancels = assembler.abandonContacts(at: from)
        if filter.keeping, keepsRecords {
            let kind = InputProblem.Kind.clockJump(
                at: timestamp(from), micros: to - from,
                lostContacts: cancels?.contacts.count ?? 0)
            records.append(.input(InputProblem(time: timestamp(from), kind: kind)))
        }
        if let cancels { take(cancels) }
        skipped += to - from - Microseconds.period(hertz: options.fps)
    }

    /// Handles a frame the assembler closed, when the selection keeps it.
    mutating func take(_ frame: TouchFrame) {
        // The whole recording keeps every frame, and the replay reads no gesture count from its filter.
        guard filter.keepsAll || filter.keeps(frame) else {
            skipInputProblems()
            return
        }
        let time = timestamp(frame.time)
        lastTime = time
        advanceClock(before: time)
        reportInputProblems()
        switch route {
        case .edgePan(let pan):
            for contact in frame.contacts {
                let sample = TouchSample(
                    contact: contact.id, phase: contact.phase, location: mapping.point(for: contact), time: time)
                onSample?(sample)
                dispatch(sample, on: pan)
            }
        case .touchpad(let pad):
            if let onSample {
                for contact in frame.contacts {
                    onSample(
                        TouchSample(
                            contact: contact.id, phase: contact.phase, location: mapping.point(for: contact), time: time
                        ))
                }
            }
            feed(frame, to: pad, at: time)
        }
    }

    /// Runs the frame clock up to a moment on the events' own clock without new input, so a live
    /// driver can keep a settling transition moving between events.
    /// - Parameter time: Microseconds on the events' clock (for a live device, `CLOCK_MONOTONIC` read
    ///   by the driver); ticks strictly before it run. Nothing runs before the first event.
    public mutating func advance(toSourceTime time: Int64) {
        guard filter.origin != nil else { return }
        let target = timestamp(time)
        guard target > lastTime else { return }
        advanceClock(before: target)
    }

    /// Whether a transition is interactive or settling (a live driver ticks while it is).
    public var isAnimating: Bool {
        switch route {
        case .edgePan(let pan): pan.interaction.isAnimating
        case .touchpad(let pad): pad.interaction.isAnimating
        }
    }

    /// Ends the input: a pan or swipe still active ends (the input ended under it), then the clock
    /// runs until the transition completes.
    public mutating func finish() {
        // Input that ends inside a gap lost the contacts down at the drop (their lifts, if any, were
        // discarded): they are cancelled there as lost input, on either route.
        if let lost = assembler.abandonContactsAtUnsyncedEnd() { take(lost) }
        let end = lastTime
        if filter.keeping { reportInputProblems(atEnd: true) }
        switch route {
        case .edgePan(let pan):
            if pan.interaction.recognizer.state.isActive {
                summary.inputEndedDuringPan = true
                pan.interaction.cancel(at: end)
                collect()
            }
            if pan.dismissPan?.state.isActive == true, let outputs = pan.dismissPan?.cancel(at: end) {
                summary.inputEndedDuringPan = true
                drive(outputs, from: .dismissPan, on: pan, at: end)
            }
        case .touchpad(let pad):
            // libinput's timers run out; a swipe still tracked releases there.
            if pad.interaction.tracker.state == .tracking { summary.inputEndedDuringPan = true }
            pad.interaction.finish(at: end)
            collect()
            if !summary.recognized {
                summary.touchpadIdle = pad.idleReason
                summary.touchpadTracker = pad.interaction.tracker.model
            }
        }
        let limit = end + ReplayOptions.settleLimit
        advanceClock(before: limit, stopWhenIdle: true)
        if isAnimating {
            emit(
                .bug(
                    InteractionProblem(
                        time: limit, source: .transition,
                        message:
                            "did not settle within \(ReplayOptions.settleLimit.components.seconds) s after the input ended"
                    )))
        }
    }

    /// The input's own time as a timestamp from the first event (0 for anything earlier).
    func timestamp(_ time: Int64) -> Timestamp {
        let first = (filter.origin ?? time) + skipped
        return Timestamp(microseconds: time > first ? UInt64(time - first) : 0)
    }

    /// Turns new `SYN_DROPPED` gaps and assembler anomalies into `bug` records.
    /// - Parameter atEnd: Whether the input has ended (a gap still awaiting its synced state is reported too).
    mutating func reportInputProblems(atEnd: Bool = false) {
        // A gap is reported once its synced state has come, which says which contacts it lost.
        let complete = assembler.gaps.count - (assembler.awaitsResync && !atEnd ? 1 : 0)
        if complete > reportedGaps {
            for gap in assembler.gaps[reportedGaps..<complete] where keepsRecords {
                let end = timestamp(gap.end)
                let kind = InputProblem.Kind.gap(
                    start: timestamp(gap.start), end: end, discardedEvents: gap.discardedEvents,
                    lostContacts: gap.lostContacts)
                records.append(.input(InputProblem(time: end, kind: kind)))
            }
            reportedGaps = complete
        }
        if assembler.anomalies.count > reportedAnomalies {
            for anomaly in assembler.anomalies[reportedAnomalies...] where keepsRecords {
                records.append(.input(InputProblem(time: timestamp(anomaly.time), kind: .anomaly(anomaly))))
            }
            reportedAnomalies = assembler.anomalies.count
        }
    }

    /// Passes over the gaps and anomalies of input the selection leaves out.
    mutating func skipInputProblems() {
        reportedGaps = assembler.gaps.count - (assembler.awaitsResync ? 1 : 0)
        reportedAnomalies = assembler.anomalies.count
    }
}

extension Timestamp {
    /// Seconds with three decimals, for messages.
    package var formatted: String {
        let millis = (microseconds + 500) / 1000
        let fraction = String(millis % 1000)
        return String(millis / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
