public import GestureCore

/// Recognizes a pan that starts at an edge of the container, after UIKit's
/// `UIScreenEdgePanGestureRecognizer`, and reports its percent and velocity.
///
/// Feed it every ``TouchSample`` in time order with ``handle(_:)``; each call returns the
/// ``Output``s that sample caused, oldest first: state ``StateChange``s (each with its ``Reason``),
/// ``Update``s with location, translation, velocity and percent, and ``Anomaly`` reports for input it
/// had to correct. The recognizer never reads a clock: time comes from the samples, and
/// ``cancel(at:)`` takes its time too. It is a value: copy it to branch a replay.
///
/// A touch must go down within ``Configuration/edgeZone`` of an enabled edge and move
/// ``Configuration/slop`` away from it to begin; the lift ends the pan. Only the first contact
/// counts; others are ignored or cancel the gesture (``Configuration/extraTouchPolicy``). After
/// `ended`, `cancelled` or `failed`, the recognizer resets to `possible` once every contact has lifted.
///
/// ```swift
/// var pan = ScreenEdgePanRecognizer(container: Size(width: 390, height: 844))
/// let samples = [
///     TouchSample(contact: 0, phase: .down, location: Point(x: 5, y: 400), time: Timestamp(microseconds: 0)),
///     TouchSample(contact: 0, phase: .move, location: Point(x: 25, y: 401), time: Timestamp(microseconds: 16_000)),
///     TouchSample(contact: 0, phase: .move, location: Point(x: 60, y: 402), time: Timestamp(microseconds: 32_000)),
///     TouchSample(contact: 0, phase: .up, location: Point(x: 60, y: 402), time: Timestamp(microseconds: 40_000)),
/// ]
/// for sample in samples {
///     for output in pan.handle(sample) {
///         switch output {
///         case .stateChange(let change): print(change)  // t=16000us edgePan possible --passedSlop--> began
///         case .update(let update): print(update.state, update.percent, update.percentVelocity)
///         case .anomaly(let anomaly): print("bug in data:", anomaly)
///         }
///     }
/// }
/// ```
public struct ScreenEdgePanRecognizer: Sendable {
    /// The parameters in force (negative lengths already replaced, see ``Configuration``).
    public let configuration: Configuration
    /// The container the locations are in, points.
    public let container: Size
    /// The current state.
    public private(set) var state: State = .possible
    /// Whether the recognizer may recognize: while false, a new touch fails it at once with
    /// ``Reason/disabled``, as a disabled `UIGestureRecognizer` never begins.
    ///
    /// A pan in progress is not affected.
    public var isEnabled = true
    /// Whether every ``Update`` carries the fitted velocity (the default).
    ///
    /// False fits it only for the updates that come with a state change (`began`, the first
    /// `changed`, `ended`, `cancelled`: the ones a transition's start and release decision read) and
    /// reports zero velocities on the other moves, the last of which ``withVelocity(_:)`` fits on
    /// demand. The fit is most of a replay's cost per sample, so a driver that reads velocity only at
    /// those updates, or at some moves (a trace's frame at each tick), turns it off.
    public var velocityOnEveryMove = true
    /// The last update reported without its fitted velocity, while the tracker still holds the
    /// samples it came from (cleared at every sample the tracker takes): ``withVelocity(_:)`` fits it
    /// on demand.
    private var unfitted: Update?
    /// The current gesture's edge once known, until the recognizer resets.
    public private(set) var edge: Edge?

    /// Every contact that is down, with its last location.
    private var contacts = ContactMap<Point>()
    /// The first contact of the current gesture, while it is down and the gesture is not over.
    private var touch: TrackedTouch?
    /// The time of the latest input, to catch time going backwards.
    private var latestTime: Timestamp?

    /// The first contact of a gesture, which the recognizer follows.
    private struct TrackedTouch: Hashable, Sendable {
        /// The contact's identity.
        var contact: Int
        /// Where it went down, points: the origin of ``Update/translation`` and of the translation percent.
        var start: Point
        /// The enabled edges whose zone contains ``start``, in `Edge.allCases` order; two in a corner.
        var candidates: [Edge]
        /// The gesture's edge: the only candidate, or for a corner the one chosen when it began.
        var edge: Edge?
        /// Where it is now, points.
        var location: Point
        /// Where it was before its latest move, points (the origin of that move's motion).
        var previous: Point
        /// The progress applied move by move since the pan began, 0…1 (``PercentMode/appliedMoves``).
        var applied = Percent.zero
        /// How many times it has moved.
        var moves = 0
        /// Its recent positions.
        var tracker: VelocityTracker

        /// Takes the contact's move to `location` at `time`: where it was becomes ``previous``, and
        /// the velocity tracker takes the position.
        mutating func move(to location: Point, at time: Timestamp) {
            previous = self.location
            self.location = location
            moves += 1
            tracker.add(location, at: time)
        }

        /// Adds the latest move's motion away from `edge` to ``applied``, clamped to 0…1
        /// (``PercentMode/appliedMoves``).
        /// - Parameters:
        ///   - edge: The pan's edge.
        ///   - travel: The travel from `edge`, points (``Configuration/travel(from:in:)``); nothing is
        ///     applied when it is not positive.
        mutating func applyLatestMove(along edge: Edge, travel: Double) {
            guard travel > 0 else { return }
            applied = Percent(applied.value + edge.awayComponent(of: location.offset(from: previous)) / travel)
        }

        /// The touch's ``Update`` on `edge` in `state` at `time`.
        /// - Parameters:
        ///   - edge: The pan's edge.
        ///   - state: The recognizer's state the update reports.
        ///   - time: When, microseconds since the first event.
        ///   - fits: Whether to fit the velocity; false reports zero velocities and no pause.
        ///   - mode: How the percent is measured.
        ///   - travel: The travel from `edge`, points: the percent's and the percent velocity's extent.
        ///   - container: The container, points.
        /// - Returns: The update, its percent clamped to 0…1 (0 when `travel` is not positive).
        func update(
            from edge: Edge, in state: State, at time: Timestamp, fitting fits: Bool, mode: PercentMode,
            travel: Double, container: Size
        ) -> Update {
            let velocity = fits ? tracker.velocity(at: time) : .zero
            let axisVelocity = edge.awayComponent(of: velocity)
            var percent = Percent.zero
            if travel > 0 {
                let distance =
                    switch mode {
                    case .location: edge.distance(of: location, in: container)
                    case .translation: edge.awayComponent(of: location.offset(from: start))
                    case .appliedMoves: applied.value * travel
                    }
                percent = Percent(distance / travel)
            }
            var update = Update(
                state: state, edge: edge, contact: contact, time: time, location: location,
                translation: location.offset(from: start), velocity: velocity, axisVelocity: axisVelocity,
                percent: percent, percentVelocity: travel > 0 ? axisVelocity.extentsPerSecond(extent: travel) : .zero)
            if fits { update.pause = tracker.pause(at: time) }
            return update
        }
    }

    /// Creates a recognizer in `possible`.
    /// - Parameters:
    ///   - configuration: The parameters; UIKit's by default.
    ///   - container: The container the locations are in, points.
    public init(configuration: Configuration = Configuration(), container: Size) {
        self.configuration = configuration.sanitized
        self.container = container
        let travel = { (edge: Edge) in configuration.sanitized.travel(from: edge, in: container) }
        travels = (travel(.left), travel(.right), travel(.top), travel(.bottom))
    }

    /// ``Configuration/travel(from:in:)`` from each edge, points, computed once: every move reads it,
    /// and the configuration's insets are a dictionary.
    private let travels: (left: Double, right: Double, top: Double, bottom: Double)

    /// The travel from `edge`, points (``Configuration/travel(from:in:)``).
    private func travel(from edge: Edge) -> Double {
        switch edge {
        case .left: travels.left
        case .right: travels.right
        case .top: travels.top
        case .bottom: travels.bottom
        }
    }

    /// Handles one sample of one contact.
    /// - Parameter sample: The sample; its time must not precede the previous input's.
    /// - Returns: What the sample caused, oldest first (often nothing, at most a few outputs).
    public mutating func handle(_ sample: TouchSample) -> [Output] {
        var outputs: [Output] = []
        handle(sample, into: &outputs)
        return outputs
    }

    /// Handles one sample of one contact, appending what it caused to `outputs`: a driver that
    /// reuses one buffer allocates nothing per sample.
    /// - Parameters:
    ///   - sample: The sample; its time must not precede the previous input's.
    ///   - outputs: Receives the outputs, oldest first, after what it already holds.
    public mutating func handle(_ sample: TouchSample, into outputs: inout [Output]) {
        let time = admit(sample.time, contact: sample.contact, into: &outputs)
        var location = sample.location
        if !(location.x.isFinite && location.y.isFinite) {
            outputs.append(.anomaly(Anomaly(kind: .nonFiniteLocation, contact: sample.contact, time: time)))
            guard let known = contacts[sample.contact] else { return }
            location = known
        }
        switch sample.phase {
        case .down:
            if contacts[sample.contact] != nil {
                outputs.append(.anomaly(Anomaly(kind: .repeatedDown, contact: sample.contact, time: time)))
                move(sample.contact, to: location, at: time, into: &outputs)
            } else {
                down(sample.contact, at: location, time: time, into: &outputs)
            }
        case .move:
            guard contacts[sample.contact] != nil else {
                outputs.append(.anomaly(Anomaly(kind: .unknownContact, contact: sample.contact, time: time)))
                return
            }
            move(sample.contact, to: location, at: time, into: &outputs)
        case .up, .cancel:
            guard contacts[sample.contact] != nil else {
                outputs.append(.anomaly(Anomaly(kind: .unknownContact, contact: sample.contact, time: time)))
                return
            }
            end(sample.contact, at: location, time: time, lifted: sample.phase == .up, into: &outputs)
        }
    }

    /// Calls the gesture off from outside, for instance because the app started another transition.
    ///
    /// `possible` with a touch fails and an active pan is cancelled, both with reason
    /// ``Reason/externalCancel``; otherwise nothing happens. The contacts stay down, so the recognizer
    /// resets only when they lift.
    /// - Parameter time: When, microseconds since the first event.
    /// - Returns: What the cancel caused, oldest first.
    public mutating func cancel(at time: Timestamp) -> [Output] {
        var outputs: [Output] = []
        let time = admit(time, contact: nil, into: &outputs)
        guard touch != nil else { return outputs }
        callOff(.externalCancel, at: time, into: &outputs)
        return outputs
    }

    // MARK: - State machine

    /// The recognizer's state, after UIKit's `UIGestureRecognizer.State`.
    ///
    /// The life of one gesture: `possible → began → changed* → ended | cancelled`, or
    /// `possible → failed`. A terminal state (`ended`, `cancelled`, `failed`) lasts until every
    /// contact has lifted, then the recognizer resets to `possible` (reason ``Reason/reset``).
    public enum State: String, CaseIterable, Hashable, Sendable, Codable {
        /// Waiting: no gesture yet, or a touch in an edge zone that has not passed the slop.
        case possible
        /// The pan was recognized by the sample that reported this state.
        case began
        /// The pan continues: reported by every move after `began`.
        case changed
        /// The tracked touch lifted after `began`: the pan is over and the transition decides.
        case ended
        /// The pan was called off after `began` (touch cancelled, extra touch, external cancel).
        case cancelled
        /// The touch never became a pan.
        case failed

        /// Whether the state ends a gesture (`ended`, `cancelled`, `failed`).
        public var isTerminal: Bool {
            switch self {
            case .possible, .began, .changed: false
            case .ended, .cancelled, .failed: true
            }
        }

        /// Whether a pan is in progress (`began` or `changed`).
        public var isActive: Bool {
            switch self {
            case .began, .changed: true
            case .possible, .ended, .cancelled, .failed: false
            }
        }

        /// The transition table: the state that `reason` leads to from this one.
        ///
        /// - Parameter reason: Why the state changes.
        /// - Returns: The next state (possibly the same, as `changed` on ``Reason/moved``), or `nil`
        ///   when the pair is impossible, which the recognizer reports as an ``Anomaly``.
        public func next(on reason: Reason) -> State? {
            switch self {
            case .possible:
                switch reason {
                case .passedSlop: .began
                case .startedOutsideEdgeZone, .movedTowardEdge, .movedAlongEdge, .liftedBeforeSlop,
                    .touchCancelled, .extraTouch, .externalCancel, .disabled:
                    .failed
                case .moved, .lifted, .extraTouchEnded, .reset: nil
                }
            case .began, .changed:
                switch reason {
                case .moved: .changed
                case .lifted, .extraTouchEnded: .ended
                case .touchCancelled, .extraTouch, .externalCancel: .cancelled
                case .startedOutsideEdgeZone, .movedTowardEdge, .movedAlongEdge, .liftedBeforeSlop,
                    .passedSlop, .reset, .disabled:
                    nil
                }
            case .ended, .cancelled, .failed:
                switch reason {
                case .reset: .possible
                case .startedOutsideEdgeZone, .movedTowardEdge, .movedAlongEdge, .liftedBeforeSlop,
                    .touchCancelled, .extraTouch, .externalCancel, .passedSlop, .moved, .lifted, .extraTouchEnded,
                    .disabled:
                    nil
                }
            }
        }
    }

    /// Why the recognizer's state changed: every ``StateChange`` carries one.
    public enum Reason: String, CaseIterable, Hashable, Sendable, Codable {
        /// `possible → failed`: the first touch went down outside every enabled edge zone.
        case startedOutsideEdgeZone
        /// `possible → failed`: the touch moved towards the edge before passing the slop.
        case movedTowardEdge
        /// `possible → failed`: the touch moved more along the edge than away from it (axis rule),
        /// or further across than the orthogonal-reject distance.
        case movedAlongEdge
        /// `possible → failed`: the touch lifted before passing the slop.
        case liftedBeforeSlop
        /// `possible → failed` or `began/changed → cancelled`: the system cancelled the touch.
        case touchCancelled
        /// `possible → failed` or `began/changed → cancelled`: another contact went down and the
        /// extra-touch policy is ``ExtraTouchPolicy/cancel`` (or, while `possible`, ``ExtraTouchPolicy/end``).
        case extraTouch
        /// `began/changed → ended`: another contact went down and the extra-touch policy is
        /// ``ExtraTouchPolicy/end``; the pan ends where it was, as if lifted.
        case extraTouchEnded
        /// `possible → failed` or `began/changed → cancelled`: ``ScreenEdgePanRecognizer/cancel(at:)``.
        case externalCancel
        /// `possible → began`: the touch moved the slop away from its edge.
        case passedSlop
        /// `began → changed`: the touch moved after `began` (also reported, without a state change,
        /// by the updates of `changed`).
        case moved
        /// `began/changed → ended`: the touch lifted.
        case lifted
        /// `ended/cancelled/failed → possible`: every contact has lifted; a new gesture may start.
        case reset
        /// `possible → failed`: a touch went down while the recognizer is disabled
        /// (``ScreenEdgePanRecognizer/isEnabled`` is false, UIKit's `isEnabled`), for instance because
        /// there is nothing to pop.
        case disabled
    }

    // MARK: - Phases

    private mutating func down(_ contact: Int, at location: Point, time: Timestamp, into outputs: inout [Output]) {
        contacts[contact] = location
        switch state {
        case .possible:
            guard touch == nil else {
                extraTouch(at: time, into: &outputs)
                return
            }
            guard isEnabled else {
                transition(.disabled, at: time, into: &outputs)
                return
            }
            let candidates = Edge.allCases.filter {
                configuration.edges.contains($0) && $0.distance(of: location, in: container) < configuration.edgeZone
            }
            guard !candidates.isEmpty else {
                transition(.startedOutsideEdgeZone, at: time, into: &outputs)
                return
            }
            var tracker = VelocityTracker(strategy: configuration.velocityStrategy)
            tracker.add(location, at: time)
            unfitted = nil
            edge = candidates.count == 1 ? candidates.first : nil
            touch = TrackedTouch(
                contact: contact, start: location, candidates: candidates, edge: edge, location: location,
                previous: location, tracker: tracker)
        case .began, .changed:
            extraTouch(at: time, into: &outputs)
        case .ended, .cancelled, .failed:
            break
        }
    }

    private mutating func move(_ contact: Int, to location: Point, at time: Timestamp, into outputs: inout [Output]) {
        contacts[contact] = location
        // Updated in place, through one access: a copy would share the tracker's samples and copy
        // them on the add.
        guard touch?.contact == contact else { return }
        touch?.move(to: location, at: time)
        unfitted = nil
        switch state {
        case .possible:
            // A copy, taken only while the touch has neither begun nor failed (its first moves).
            guard let current = touch else { return }
            if configuration.firstMovePrepares, current.moves == 1 { return }
            let translation = location.offset(from: current.start)
            switch Self.decide(translation, candidates: current.candidates, configuration: configuration) {
            case .undecided:
                break
            case .begin(let edge):
                touch?.edge = edge
                self.edge = edge
                let travel = travel(from: edge)
                touch?.applyLatestMove(along: edge, travel: travel)
                transition(.passedSlop, at: time, into: &outputs)
                report(at: time, into: &outputs)
            case .fail(let reason, let edge):
                touch?.edge = edge
                self.edge = edge
                transition(reason, at: time, into: &outputs)
                touch = nil
            }
        case .began, .changed:
            let before = state
            if let edge = touch?.edge {
                let travel = travel(from: edge)
                touch?.applyLatestMove(along: edge, travel: travel)
            }
            transition(.moved, at: time, into: &outputs)
            report(at: time, into: &outputs, velocity: velocityOnEveryMove || state != before)
        case .ended, .cancelled, .failed:
            break
        }
    }

    private mutating func end(
        _ contact: Int, at location: Point, time: Timestamp, lifted: Bool, into outputs: inout [Output]
    ) {
        contacts[contact] = nil
        if let current = touch, current.contact == contact {
            if configuration.liftMoves, current.location != location {
                touch?.move(to: location, at: time)
                if state.isActive, let edge = current.edge {
                    let travel = travel(from: edge)
                    touch?.applyLatestMove(along: edge, travel: travel)
                }
                unfitted = nil
            }
            switch state {
            case .possible:
                transition(lifted ? .liftedBeforeSlop : .touchCancelled, at: time, into: &outputs)
            case .began, .changed:
                if lifted {
                    transition(.lifted, at: time, into: &outputs)
                    report(at: time, into: &outputs)
                } else {
                    callOff(.touchCancelled, at: time, into: &outputs)
                }
            case .ended, .cancelled, .failed:
                break
            }
            touch = nil
        }
        if contacts.isEmpty {
            switch state {
            case .ended, .cancelled, .failed:
                transition(.reset, at: time, into: &outputs)
                edge = nil
            case .possible, .began, .changed:
                break
            }
        }
    }

    // MARK: - Helpers

    /// The extra-touch policy at work.
    private mutating func extraTouch(at time: Timestamp, into outputs: inout [Output]) {
        switch configuration.extraTouchPolicy {
        case .ignore: break
        case .cancel: callOff(.extraTouch, at: time, into: &outputs)
        case .end:
            guard state.isActive else {
                callOff(.extraTouch, at: time, into: &outputs)
                return
            }
            transition(.extraTouchEnded, at: time, into: &outputs)
            report(at: time, into: &outputs)
            touch = nil
        }
    }

    /// Fails a pending gesture or cancels an active pan, then forgets the touch.
    private mutating func callOff(_ reason: Reason, at time: Timestamp, into outputs: inout [Output]) {
        let wasActive = state.isActive
        transition(reason, at: time, into: &outputs)
        if wasActive {
            report(at: time, into: &outputs)
        }
        touch = nil
    }

    /// Applies the transition table; reports a transition when the state changes.
    private mutating func transition(_ reason: Reason, at time: Timestamp, into outputs: inout [Output]) {
        guard let next = state.next(on: reason) else {
            let kind = Anomaly.Kind.impossibleTransition(from: state, reason: reason)
            outputs.append(.anomaly(Anomaly(kind: kind, contact: touch?.contact, time: time)))
            return
        }
        guard next != state else { return }
        outputs.append(.stateChange(StateChange(from: state, to: next, reason: reason, time: time, edge: edge)))
        state = next
    }

    /// Clamps time going backwards to the latest time seen, reporting it.
    private mutating func admit(_ time: Timestamp, contact: Int?, into outputs: inout [Output]) -> Timestamp {
        if let latest = latestTime, time < latest {
            outputs.append(.anomaly(Anomaly(kind: .timeWentBackwards, contact: contact, time: latest)))
            return latest
        }
        latestTime = time
        return time
    }

    // MARK: - Measures

    /// `update` with its velocity fitted, when it is the last update this recognizer reported
    /// without one (``velocityOnEveryMove`` off) and the contact has taken no sample since; any
    /// other update as it is.
    ///
    /// The fit is the one the move would have made: the same samples at the same time, so the
    /// velocities are bit for bit those of ``velocityOnEveryMove``. A driver that reads the velocity
    /// of some moves only (a trace's frame at each tick) pays for those fits alone.
    /// - Parameter update: An update this recognizer (or another) reported.
    /// - Returns: The update with velocity, axis velocity and percent velocity, points and extents
    ///   per second.
    public func withVelocity(_ update: Update) -> Update {
        guard let unfitted, unfitted == update, let fitted = measured(in: update.state, at: update.time, fitting: true)
        else { return update }
        return fitted
    }

    /// Reports the tracked touch's ``Update`` in the current state: its translation, velocity and percent.
    /// - Parameter velocity: Whether to fit the velocity; false reports zero velocities (see
    ///   ``velocityOnEveryMove``) and keeps the update for ``withVelocity(_:)``.
    private mutating func report(at time: Timestamp, into outputs: inout [Output], velocity fits: Bool = true) {
        guard let update = measured(in: state, at: time, fitting: fits) else { return }
        unfitted = fits ? nil : update
        outputs.append(.update(update))
    }

    /// The tracked touch's ``Update`` in `state` at `time`, once its edge is known; nil otherwise.
    ///
    /// Measured where the touch is stored, by its own method: binding the optional touch to a
    /// constant would copy it, its velocity samples included, at every reported move.
    /// - Parameter fits: Whether to fit the velocity (else zero, see ``velocityOnEveryMove``).
    private func measured(in state: State, at time: Timestamp, fitting fits: Bool) -> Update? {
        guard let edge = touch?.edge else { return nil }
        return touch?.update(
            from: edge, in: state, at: time, fitting: fits, mode: configuration.percentMode, travel: travel(from: edge),
            container: container)
    }
}
