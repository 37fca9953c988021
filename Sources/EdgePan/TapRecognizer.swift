public import GestureCore

/// Recognizes a single tap: one contact down and up again, close to where it went down and soon.
///
/// UIKit's `UITapGestureRecognizer` with one touch and one tap. A tap that moves more than
/// ``Configuration/allowableMovement`` or lasts longer than ``Configuration/maximumDuration`` fails;
/// so does a second contact. The recognizer never reads a clock: the lift's time decides.
///
/// ```swift
/// var tap = TapRecognizer()
/// _ = tap.handle(TouchSample(contact: 0, phase: .down, location: Point(x: 300, y: 400), time: Timestamp(microseconds: 0)))
/// let result = tap.handle(TouchSample(contact: 0, phase: .up, location: Point(x: 301, y: 400), time: Timestamp(microseconds: 80_000)))
/// // result == .recognized(Point(x: 301, y: 400), Timestamp(microseconds: 80_000))
/// ```
public struct TapRecognizer: Sendable {
    /// The limits of a tap.
    public struct Configuration: Hashable, Sendable {
        /// How far the contact may move between down and up, points.
        ///
        /// UIKit's `allowableMovement`
        /// default for press recognizers, 10 pt.
        public var allowableMovement: Double
        /// How long the contact may stay down, seconds.
        ///
        /// Android's `ViewConfiguration` long-press
        /// timeout, 0.5 s: a longer press is a long press, not a tap.
        public var maximumDuration: Double

        /// Creates limits; the defaults are cited on the properties.
        public init(allowableMovement: Double = 10, maximumDuration: Double = 0.5) {
            self.allowableMovement = allowableMovement
            self.maximumDuration = maximumDuration
        }
    }

    /// What a sample did to the tap.
    public enum Result: Hashable, Sendable {
        /// Nothing decided yet, or the sample was ignored.
        case pending
        /// A tap, at the lift's location and time.
        case recognized(Point, Timestamp)
        /// Not a tap, and why.
        case failed(Failure)
    }

    /// Why a touch was not a tap.
    public enum Failure: String, Hashable, Sendable {
        /// It moved more than the allowable movement.
        case moved
        /// It stayed down too long.
        case heldTooLong
        /// Another contact went down.
        case extraTouch
        /// The system cancelled it.
        case cancelled
    }

    /// The limits in force.
    public let configuration: Configuration
    private var down: (contact: Int, location: Point, time: Timestamp)?
    private var failed = false
    private var contacts: Set<Int> = []

    /// Creates a recognizer.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Handles one sample.
    /// - Returns: Whether this sample recognized or failed the tap.
    public mutating func handle(_ sample: TouchSample) -> Result {
        switch sample.phase {
        case .down:
            contacts.insert(sample.contact)
            if contacts.count > 1 {
                let wasPending = down != nil && !failed
                failed = true
                return wasPending ? .failed(.extraTouch) : .pending
            }
            down = (sample.contact, sample.location, sample.time)
            failed = false
            return .pending
        case .move:
            guard let start = down, start.contact == sample.contact, !failed else { return .pending }
            if sample.location.distance(to: start.location) > configuration.allowableMovement {
                failed = true
                return .failed(.moved)
            }
            return .pending
        case .up, .cancel:
            contacts.remove(sample.contact)
            guard let start = down, start.contact == sample.contact else { return .pending }
            down = nil
            guard !failed else { return .pending }
            if sample.phase == .cancel { return .failed(.cancelled) }
            if sample.location.distance(to: start.location) > configuration.allowableMovement {
                return .failed(.moved)
            }
            if sample.time.seconds(since: start.time) > configuration.maximumDuration { return .failed(.heldTooLong) }
            return .recognized(sample.location, sample.time)
        }
    }

    /// Where the current touch went down, while one is pending.
    public var start: Point? { failed ? nil : down?.location }
}
