import GestureCore

/// A timed multi-contact gesture written in percent of the axis ranges, for tests.
///
/// Build it step by step; each step returns a new gesture and the builder's clock advances with
/// `move` and `hold`. Positions are percent (0…100) of the axis ranges, times microseconds from the
/// gesture's start. The result, ``samples``, is plain data without EdgePan or evdev types, so it can
/// become `TouchSample`s (see `touchSamples(in:noise:seed:)`) or evdev events alike.
///
/// ```swift
/// let backSwipe = try SyntheticGesture()
///     .touchDown(contact: 0, x: 1, y: 50)
///     .move(contact: 0, to: 60, y: 50, duration: 0.25, rate: 120, profile: .decelerating)
///     .hold(0.05)
///     .lift(contact: 0)
/// ```
public struct SyntheticGesture: Hashable, Sendable {
    /// What happened to a contact in a ``Sample``.
    public enum Phase: String, CaseIterable, Hashable, Sendable {
        /// The contact touched.
        case down
        /// The contact moved.
        case move
        /// The contact lifted.
        case up
        /// The system cancelled the contact.
        case cancel
    }

    /// How a ``SyntheticGesture/move(contact:to:y:duration:rate:profile:)`` covers its distance over
    /// time, as progress `s(u)` of the distance at the fraction `u` (0…1) of the duration.
    public enum Profile: String, CaseIterable, Hashable, Sendable {
        /// Constant speed: `s(u) = u`.
        case constant
        /// Speed falling linearly to zero at the end (ease-out quadratic): `s(u) = 1 − (1 − u)²`.
        case decelerating
        /// Speed rising linearly from zero (ease-in quadratic): `s(u) = u²`.
        case accelerating

        /// The share of the distance covered at `u`, the share of the duration elapsed (0…1).
        func progress(_ u: Double) -> Double {
            switch self {
            case .constant: u
            case .decelerating: 1 - (1 - u) * (1 - u)
            case .accelerating: u * u
            }
        }
    }

    /// One observation of one contact.
    public struct Sample: Hashable, Sendable {
        /// When, microseconds from the gesture's start.
        public var time: UInt64
        /// The contact's identity.
        public var contact: Int
        /// What happened.
        public var phase: Phase
        /// Horizontal position, percent (0…100) of the x axis range.
        public var x: Double
        /// Vertical position, percent (0…100) of the y axis range.
        public var y: Double

        /// Creates a sample.
        /// - Parameters:
        ///   - time: Microseconds from the gesture's start.
        ///   - contact: The contact's identity.
        ///   - phase: What happened.
        ///   - x: Percent of the x axis range.
        ///   - y: Percent of the y axis range.
        public init(time: UInt64, contact: Int, phase: Phase, x: Double, y: Double) {
            self.time = time
            self.contact = contact
            self.phase = phase
            self.x = x
            self.y = y
        }
    }

    /// Why a step cannot be added.
    public enum BuildError: Error, Hashable, Sendable {
        /// `touchDown` of a contact already down.
        case contactAlreadyDown(Int)
        /// `move`, `lift` or `cancel` of a contact that is not down.
        case contactNotDown(Int)
        /// A duration that is negative, not finite, longer than a day or past the clock's range, seconds.
        case invalidDuration(Double)
        /// A rate that is not positive, finite and at most 1 MHz (one sample per microsecond), or that
        /// would make more than a million samples in one move, Hz.
        case invalidRate(Double)
        /// A coordinate that is not finite, percent.
        case invalidCoordinate(Double)
    }

    /// Microseconds per second, to turn the builder's seconds into sample times.
    private static let microsecondsPerSecond = Double(Microseconds.perSecond)
    /// The longest step, seconds (a day): longer ones are refused rather than overflowing the clock.
    private static let longestStep = 86_400.0
    /// The most samples one move may make: a bound on memory for a test helper, not a device figure.
    private static let mostSamplesPerMove = 1_000_000.0

    /// The samples so far, in time order.
    public private(set) var samples: [Sample] = []
    /// The builder's clock: the time of the next step, microseconds from the gesture's start.
    public private(set) var time: UInt64
    /// The contacts that are down, with their positions in percent.
    private var positions: [Int: Position] = [:]

    /// A contact's position, percent of each axis range.
    private struct Position: Hashable, Sendable {
        var x: Double
        var y: Double
    }

    /// Creates an empty gesture.
    /// - Parameter start: The clock's start, microseconds.
    public init(start: UInt64 = 0) {
        time = start
    }

    /// Puts a contact down at the current time.
    /// - Parameters:
    ///   - contact: The contact's identity.
    ///   - x: Percent of the x axis range.
    ///   - y: Percent of the y axis range.
    /// - Returns: The gesture with the touch-down added.
    /// - Throws: ``BuildError`` if the contact is already down or a coordinate is not finite.
    public func touchDown(contact: Int = 0, x: Double, y: Double) throws(BuildError) -> SyntheticGesture {
        guard positions[contact] == nil else { throw .contactAlreadyDown(contact) }
        try Self.check(x, y)
        var copy = self
        copy.positions[contact] = Position(x: x, y: y)
        copy.samples.append(Sample(time: time, contact: contact, phase: .down, x: x, y: y))
        return copy
    }

    /// Moves a contact in a straight line to a point, sampled at a steady rate.
    ///
    /// Samples fall at `rate` from one period after the current time, and the last exactly at the end
    /// of `duration` (a shorter period if `duration` is not a whole number of periods); each lies on
    /// the closed-form path `start + (end − start)·s(u)` of the ``Profile``, with `u` the elapsed share
    /// of the duration at the sample's (whole-microsecond) time. A zero duration jumps in one sample.
    /// The clock advances by `duration`.
    /// - Parameters:
    ///   - contact: The contact's identity.
    ///   - x: Target, percent of the x axis range.
    ///   - y: Target, percent of the y axis range.
    ///   - duration: The move's duration, seconds.
    ///   - rate: Samples per second, Hz.
    ///   - profile: How speed varies along the move.
    /// - Returns: The gesture with the move added.
    /// - Throws: ``BuildError`` if the contact is not down or an argument is out of range.
    public func move(
        contact: Int = 0, to x: Double, y: Double, duration: Double, rate: Double = 120,
        profile: Profile = .constant
    ) throws(BuildError) -> SyntheticGesture {
        guard let from = positions[contact] else { throw .contactNotDown(contact) }
        try Self.check(x, y)
        let total = try advance(by: duration)
        // Sample times are whole microseconds, so at most one sample per microsecond.
        guard rate.isFinite, rate > 0, rate <= Self.microsecondsPerSecond,
            duration * rate <= Self.mostSamplesPerMove
        else { throw .invalidRate(rate) }

        var copy = self
        var offsets: [UInt64] = []
        var k = 1.0
        while true {
            let offset = UInt64((k * Self.microsecondsPerSecond / rate).rounded())
            guard offset < total else { break }
            offsets.append(offset)
            k += 1
        }
        offsets.append(total)
        for offset in offsets {
            let u = total == 0 ? 1 : Double(offset) / Double(total)
            let s = profile.progress(u)
            copy.samples.append(
                Sample(
                    time: time + offset, contact: contact, phase: .move,
                    x: from.x + (x - from.x) * s, y: from.y + (y - from.y) * s))
        }
        copy.positions[contact] = Position(x: x, y: y)
        copy.time = time + total
        return copy
    }

    /// Moves several contacts together by the same offset in a straight line, sampled at a steady rate:
    /// each sample time holds one sample per contact (a multi-finger swipe on a touchpad).
    ///
    /// Sample times and the path follow ``move(contact:to:y:duration:rate:profile:)``.
    /// - Parameters:
    ///   - contacts: The contacts, all down.
    ///   - dx: Offset, percent of the x axis range.
    ///   - dy: Offset, percent of the y axis range.
    ///   - duration: The move's duration, seconds.
    ///   - rate: Samples per second, Hz.
    ///   - profile: How speed varies along the move.
    /// - Returns: The gesture with the moves added.
    /// - Throws: ``BuildError`` if a contact is not down or an argument is out of range.
    public func move(
        contacts: [Int], by dx: Double, _ dy: Double, duration: Double, rate: Double = 120,
        profile: Profile = .constant
    ) throws(BuildError) -> SyntheticGesture {
        try move(offsets: contacts.map { ($0, dx, dy) }, duration: duration, rate: rate, profile: profile)
    }

    /// Moves several contacts at once, each by its own offset, sampled at a steady rate: each sample
    /// time holds one sample per contact (a pinch, or a swipe).
    /// - Parameters:
    ///   - offsets: Each contact with its offset, percent of the x and y axis ranges.
    ///   - duration: The move's duration, seconds.
    ///   - rate: Samples per second, Hz.
    ///   - profile: How speed varies along the move.
    /// - Returns: The gesture with the moves added.
    /// - Throws: ``BuildError`` if a contact is not down or an argument is out of range.
    public func move(
        offsets: [(contact: Int, dx: Double, dy: Double)], duration: Double, rate: Double = 120,
        profile: Profile = .constant
    ) throws(BuildError) -> SyntheticGesture {
        var copy = self
        var moved: [SyntheticGesture] = []
        for (contact, dx, dy) in offsets {
            guard let from = positions[contact] else { throw .contactNotDown(contact) }
            moved.append(
                try self.move(
                    contact: contact, to: from.x + dx, y: from.y + dy, duration: duration, rate: rate,
                    profile: profile))
        }
        guard let first = moved.first else { return self }
        // Interleave: every contact's sample at each time, in the order given.
        let added = moved.map { Array($0.samples[samples.count...]) }
        for index in added[0].indices {
            for samplesOfContact in added { copy.samples.append(samplesOfContact[index]) }
        }
        for (offset, gesture) in zip(offsets, moved) {
            copy.positions[offset.contact] = gesture.positions[offset.contact]
        }
        copy.time = first.time
        return copy
    }

    /// Lets time pass without any sample, as a still finger on a touchscreen does.
    /// - Parameter seconds: How long, seconds.
    /// - Returns: The gesture with its clock advanced.
    /// - Throws: ``BuildError/invalidDuration(_:)`` for a negative or non-finite duration.
    public func hold(_ seconds: Double) throws(BuildError) -> SyntheticGesture {
        let total = try advance(by: seconds)
        var copy = self
        copy.time = time + total
        return copy
    }

    /// Lifts a contact at the current time, where it is.
    /// - Parameter contact: The contact's identity.
    /// - Returns: The gesture with the lift added.
    /// - Throws: ``BuildError/contactNotDown(_:)`` if the contact is not down.
    public func lift(contact: Int = 0) throws(BuildError) -> SyntheticGesture {
        try end(contact, phase: .up)
    }

    /// Cancels a contact at the current time, where it is (the system took the touch away).
    /// - Parameter contact: The contact's identity.
    /// - Returns: The gesture with the cancel added.
    /// - Throws: ``BuildError/contactNotDown(_:)`` if the contact is not down.
    public func cancel(contact: Int = 0) throws(BuildError) -> SyntheticGesture {
        try end(contact, phase: .cancel)
    }

    private func end(_ contact: Int, phase: Phase) throws(BuildError) -> SyntheticGesture {
        guard let at = positions[contact] else { throw .contactNotDown(contact) }
        var copy = self
        copy.positions[contact] = nil
        copy.samples.append(Sample(time: time, contact: contact, phase: phase, x: at.x, y: at.y))
        return copy
    }

    /// The whole microseconds of a step of `seconds`, checked against the clock's range.
    private func advance(by seconds: Double) throws(BuildError) -> UInt64 {
        guard seconds.isFinite, seconds >= 0, seconds <= Self.longestStep else { throw .invalidDuration(seconds) }
        let total = UInt64((seconds * Self.microsecondsPerSecond).rounded())
        guard !time.addingReportingOverflow(total).overflow else { throw .invalidDuration(seconds) }
        return total
    }

    private static func check(_ x: Double, _ y: Double) throws(BuildError) {
        guard x.isFinite else { throw .invalidCoordinate(x) }
        guard y.isFinite else { throw .invalidCoordinate(y) }
    }
}
