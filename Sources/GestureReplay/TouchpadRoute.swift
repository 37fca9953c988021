import EvdevInput
import GestureCore
public import GestureInteraction
import InteractiveTransition
import TouchpadGestures

/// What a replay of a touchpad recording runs through: the frame builder, libinput's recognition and
/// the model's swipe tracker driving the transition.
public struct TouchpadRoute: Sendable {
    /// Folds events into touchpad frames.
    public internal(set) var builder: TouchpadFrameBuilder
    /// Recognition, tracker and transition.
    public internal(set) var interaction: TouchpadSwipeInteraction

    /// Creates the route for a touchpad recording.
    /// - Parameters:
    ///   - description: The touchpad.
    ///   - options: The replay's options (model with touchpad rules, direction, libinput settings).
    ///   - container: The container, points.
    ///   - spec: The transition.
    /// - Throws: ``ReplayError``.
    init(description: DeviceDescription, options: ReplayOptions, container: Size, spec: TransitionSpec)
        throws(ReplayError)
    {
        builder = TouchpadFrameBuilder(description: description)
        do throws(TouchpadSwipeInteraction.Problem) {
            interaction = try TouchpadSwipeInteraction(
                model: options.model, geometry: builder.geometry, configuration: options.touchpad,
                direction: options.direction, container: container, spec: spec)
        } catch {
            switch error {
            case .noTouchpadRules(let model): throw .unknownModel(model)
            case .interaction(let problem): throw .invalidOptions(.interaction(problem))
            }
        }
    }
}

extension ReplayEngine {
    /// Takes one event of a touchpad recording.
    ///
    /// The route is changed in place through `touchpad?.…`: copying it out and back, at every event
    /// and tick, would copy its builder, recognizer, tracker and transition each time.
    mutating func feedTouchpad(_ event: InputEvent) {
        let time = timestamp(event.time)
        guard let frame = touchpad?.builder.feed(event, at: time) else { return }
        lastTime = time
        advanceClock(before: time)
        touchpad?.interaction.handle(frame)
        collectTouchpad()
    }

    /// Ends a touchpad recording: libinput's timers run out, a swipe still tracked releases, the
    /// transition settles.
    mutating func finishTouchpad(at end: Timestamp) {
        guard let state = touchpad?.interaction.tracker.state else { return }
        if state == .tracking { summary.inputEndedDuringPan = true }
        touchpad?.interaction.finish(at: end)
        collectTouchpad()
        let limit = end + ReplayOptions.settleLimit
        advanceClock(before: limit, stopWhenIdle: true)
        if touchpad?.interaction.isAnimating == true {
            records.append(
                .bug(
                    InteractionProblem(
                        time: limit, source: .transition,
                        message:
                            "did not settle within \(ReplayOptions.settleLimit.components.seconds) s after the input ended"
                    )))
        }
    }

    /// The frame clock for a touchpad route: ticks while the transition animates.
    mutating func advanceTouchpadClock(before limit: Timestamp, stopWhenIdle: Bool) {
        while true {
            guard touchpad?.interaction.isAnimating == true else {
                if !stopWhenIdle { lastTick = max(lastTick, clock.lastTick(before: limit)) }
                return
            }
            let next = lastTick + 1
            let time = clock.time(ofTick: next)
            guard time < limit else { return }
            lastTick = next
            touchpad?.interaction.tick(at: time)
            collectTouchpad()
            // Read through `touchpad?.…` in place: binding the route or its interaction would copy it.
            guard recordsFrames, let frame = touchpad?.interaction.transitionFrame(at: time),
                let count = touchpad?.interaction.transitionCount
            else {
                continue
            }
            let update = touchpad?.interaction.tracker.state == .tracking ? touchpad?.interaction.lastUpdate : nil
            records.append(
                .frame(
                    FrameRecord(
                        time: time, transition: count, phase: frame.phase,
                        fraction: frame.fractionComplete, progress: frame.progress,
                        percent: update.map { min(max($0.progress, 0), 1) }, velocity: update?.percentVelocity,
                        layers: frame.layers)))
        }
    }

    /// Turns the touchpad interaction's events into trace records and the summary.
    mutating func collectTouchpad() {
        guard let drained = touchpad?.interaction.drainEvents() else { return }
        for event in drained {
            switch event {
            case .touchpad(let libinput):
                records.append(.libinput(libinput))
            case .trackerChange(let change):
                if change.from == .idle { summary.gestures += 1 }
                if change.to == .tracking { summary.recognized = true }
                records.append(.tracker(change))
            case .trackerUpdate(let update):
                records.append(.trackerUpdate(update))
            case .started(let start):
                summary.add(start)
            case .transition(let change):
                records.append(.transition(change))
            case .decision(let release):
                records.append(.decision(release))
                summary.add(release)
            case .completion(let completion):
                records.append(.complete(completion))
                summary.add(completion)
            case .problem(let problem):
                records.append(.bug(problem))
            case .gesture, .update:
                break
            }
        }
    }
}
