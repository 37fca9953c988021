public import GestureCore
public import InteractiveTransition
public import TouchpadGestures

/// A touchpad swipe driving a percent-driven transition: libinput's gesture recognition, a desktop's
/// swipe tracker, and the transition, as a value — the touchpad twin of ``EdgePanInteraction``.
///
/// Feed it touchpad frames (``handle(_:)``) and tick it once per display frame (``tick(at:)``); read
/// what happened with ``drainEvents()``. libinput's events come out as ``InteractionEvent/touchpad(_:)``,
/// the tracker's as ``InteractionEvent/trackerChange(_:)`` and ``InteractionEvent/trackerUpdate(_:)``;
/// the transition's start, phases, decision and completion as for an edge pan.
///
/// ```swift
/// var interaction = try TouchpadSwipeInteraction(model: .gnomeShell, geometry: pad, direction: .left,
///                                                  container: Size(width: 1280, height: 800))
/// interaction.handle(frame)
/// for event in interaction.drainEvents() { print(event) }
/// ```
public struct TouchpadSwipeInteraction: Sendable {
    /// The feel model (its ``FeelModel/touchpad`` rules drive the tracker, its settle the release).
    public let model: FeelModel
    /// The container the transition lays out in, points.
    public let container: Size
    /// The transition a swipe drives.
    public let spec: TransitionSpec
    /// libinput's recognition.
    public private(set) var recognizer: TouchpadGestureRecognizer
    /// The desktop's tracker.
    public private(set) var tracker: TouchpadSwipeTracker
    /// The latest tracker update while a swipe is tracked.
    public private(set) var lastUpdate: TouchpadSwipeTracker.Update?
    /// Gestures the tracker saw begin.
    public private(set) var gestureCount = 0
    var events: [InteractionEvent] = []
    /// Starts, catches, releases and ticks the transition.
    ///
    /// Visible to inlined code, as in ``EdgePanInteraction``: the getters read it in place.
    @usableFromInline var driver: TransitionDriver

    /// The current (or last) transition; nil before the first.
    @inlinable public var transition: PercentDrivenInteractiveTransition? { driver.transition }
    /// The current transition as a display frame at `time` shows it, with the tracker's latest
    /// update while it tracks a swipe; nil before the first transition.
    ///
    /// Mutating only so that it reads the interaction where it is stored (see
    /// ``EdgePanInteraction/displayFrame(at:panActive:)``); it changes nothing.
    /// - Parameter time: The display frame's time, on the input's clock.
    /// - Returns: The frame and the update, if any.
    public mutating func displayFrame(at time: Timestamp) -> (
        frame: PercentDrivenInteractiveTransition.Frame, update: TouchpadSwipeTracker.Update?
    )? {
        guard let frame = driver.transition?.frame(at: time) else { return nil }
        return (frame, tracker.state == .tracking ? lastUpdate : nil)
    }
    /// Transitions started so far; the current one's number.
    public var transitionCount: Int { driver.count }
    var latest = Timestamp.zero

    /// Why a touchpad interaction cannot be made.
    public enum Problem: Error, Sendable, Hashable {
        /// The model has no touchpad rules.
        case noTouchpadRules(model: String)
        /// The container, model or transition is invalid.
        case interaction(InteractionError)
    }

    /// Creates an interaction.
    /// - Parameters:
    ///   - model: A feel model with touchpad rules.
    ///   - geometry: The touchpad.
    ///   - configuration: libinput's settings; GNOME's by default.
    ///   - direction: The finger motion that drives the transition forward.
    ///   - container: The container, points.
    ///   - spec: The transition; a push in the container by default.
    /// - Throws: ``Problem``.
    public init(
        model: FeelModel, geometry: TouchpadGeometry, configuration: TouchpadConfiguration = .gnome,
        direction: Direction, container: Size, spec: TransitionSpec? = nil
    ) throws(Problem) {
        guard let rules = model.touchpad else { throw .noTouchpadRules(model: model.name) }
        guard container.isPositive else { throw .interaction(.invalidContainer(container)) }
        do throws(InteractionError) { try model.validate() } catch { throw .interaction(error) }
        let spec = spec ?? .push(in: container)
        do throws(SpecError) { try spec.validate() } catch { throw .interaction(.invalidTransition(error)) }
        self.model = model
        self.container = container
        self.spec = spec
        driver = TransitionDriver(model: model, container: container, operation: spec.operation)
        recognizer = TouchpadGestureRecognizer(geometry: geometry, configuration: configuration)
        tracker = TouchpadSwipeTracker(
            model: rules, direction: direction, naturalScrolling: configuration.naturalScrolling)
    }

    /// Whether a transition is interactive or settling: tick while it is.
    @inlinable public var isAnimating: Bool { driver.isAnimating }

    /// Handles one touchpad frame.
    /// - Parameter frame: The frame, its time not before the previous input's.
    public mutating func handle(_ frame: TouchpadFrame) {
        latest = max(latest, frame.time)
        recognizer.handle(frame)
        route(recognizer.drainEvents())
    }

    /// Fires libinput's timers up to `time` and runs the transition to a display frame's time.
    /// - Parameter time: The frame's time, on the input's clock.
    public mutating func tick(at time: Timestamp) {
        latest = max(latest, time)
        recognizer.advance(to: latest)
        route(recognizer.drainEvents())
        driver.tick(at: latest, into: &events)
    }

    /// Ends the input: a swipe still tracked is released as if it ended there.
    /// - Parameter time: When the input ended.
    public mutating func finish(at time: Timestamp) {
        latest = max(latest, time)
        recognizer.advance(to: latest)
        route(recognizer.drainEvents())
        guard tracker.state == .tracking else { return }
        handle(tracker.inputEnded(at: latest))
        driver.forward(into: &events)
    }

    /// A finger vanished while input was lost (`SYN_DROPPED`): a tracked swipe is cancelled by
    /// ``InteractiveTransition/Decision/Rule/inputLost`` before the frame synced after the gap is handled.
    /// - Parameter time: When the synced state arrived.
    public mutating func inputLost(at time: Timestamp) {
        latest = max(latest, time)
        handle(tracker.inputLost(at: latest))
        driver.forward(into: &events)
    }

    /// The events since the last call, oldest first.
    public mutating func drainEvents() -> [InteractionEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Moves the events since the last call to the end of `buffer`, oldest first.
    /// - Parameter buffer: Receives the events after what it already holds.
    public mutating func drainEvents(into buffer: inout [InteractionEvent]) {
        buffer.append(contentsOf: events)
        events.removeAll(keepingCapacity: true)
    }

    mutating func route(_ libinput: [TouchpadGestureEvent]) {
        for event in libinput {
            events.append(.touchpad(event))
            handle(tracker.handle(event))
            driver.forward(into: &events)
        }
    }

    mutating func handle(_ outputs: [TouchpadSwipeTracker.Output]) {
        for output in outputs {
            switch output {
            case .change(let change):
                if change.from == .idle { gestureCount += 1 }
                events.append(.trackerChange(change))
            case .began(let time):
                driver.start(spec, interactive: true, at: time, into: &events)
            case .update(let update):
                lastUpdate = update
                events.append(.trackerUpdate(update))
                driver.update(update.progress, at: update.time, into: &events)
            case .released(let time, let decision):
                release(decision, at: time)
            }
        }
    }

    /// Releases the transition toward the tracker's decision.
    mutating func release(_ decision: Decision, at time: Timestamp) {
        driver.release(
            decision, velocity: lastUpdate?.percentVelocity ?? .zero, gesture: gestureCount, at: time, into: &events)
        lastUpdate = nil
    }
}
