public import GestureCore

/// One contact in a frame: a finger, a pen tip, or a held mouse button.
public struct TouchContact: Hashable, Sendable {
    /// A number unique to this contact within the input, assigned in order of appearance from 0.
    public var id: Int
    /// The multitouch slot (protocol B), the contact's index (protocol A), or 0.
    public var slot: Int
    /// The kernel tracking id, when the device sends one.
    public var trackingID: Int32?
    /// What happened to the contact in this frame.
    public var phase: TouchPhase
    /// Horizontal position, device units (counts since the start for relative pointers).
    public var x: Double
    /// Vertical position, device units (counts since the start for relative pointers).
    public var y: Double
    /// Horizontal position as a fraction of the axis range (0…1, may overshoot); nil for relative pointers.
    public var normalizedX: Double?
    /// Vertical position as a fraction of the axis range; nil for relative pointers.
    public var normalizedY: Double?

    /// Creates a contact.
    public init(
        id: Int, slot: Int, trackingID: Int32?, phase: TouchPhase, x: Double, y: Double,
        normalizedX: Double?, normalizedY: Double?
    ) {
        self.id = id
        self.slot = slot
        self.trackingID = trackingID
        self.phase = phase
        self.x = x
        self.y = y
        self.normalizedX = normalizedX
        self.normalizedY = normalizedY
    }
}
