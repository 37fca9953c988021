/// One observation of one contact: the recognizer's input.
///
/// A frame with several changed contacts becomes several samples with the same time. Locations are
/// in container points (see ``Point``), times on the input's own clock (see ``Timestamp``).
///
/// ```swift
/// let sample = TouchSample(contact: 0, phase: .down, location: Point(x: 4, y: 400),
///                          time: Timestamp(microseconds: 0))
/// ```
public struct TouchSample: Hashable, Sendable {
    /// The contact's identity, stable from `down` to `up` or `cancel` (an evdev tracking id or slot).
    public var contact: Int
    /// What happened to the contact.
    public var phase: TouchPhase
    /// Where the contact is, in container points.
    public var location: Point
    /// When it happened, microseconds since the first event.
    public var time: Timestamp

    /// Creates a sample.
    /// - Parameters:
    ///   - contact: The contact's identity.
    ///   - phase: What happened to the contact.
    ///   - location: Where the contact is, in container points.
    ///   - time: When it happened, microseconds since the first event.
    public init(contact: Int, phase: TouchPhase, location: Point, time: Timestamp) {
        self.contact = contact
        self.phase = phase
        self.location = location
        self.time = time
    }
}
