internal import CEvdev

/// An evdev event type, such as `EV_ABS`.
public struct EventType: RawRepresentable, Hashable, Sendable {
    /// The kernel's numeric type.
    public var rawValue: UInt16

    /// Wraps a numeric event type.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Synchronisation events. The corresponding C constant is `EV_SYN`.
    public static let syn = EventType(rawValue: UInt16(EV_SYN))
    /// Keys and buttons. The corresponding C constant is `EV_KEY`.
    public static let key = EventType(rawValue: UInt16(EV_KEY))
    /// Relative axes. The corresponding C constant is `EV_REL`.
    public static let rel = EventType(rawValue: UInt16(EV_REL))
    /// Absolute axes. The corresponding C constant is `EV_ABS`.
    public static let abs = EventType(rawValue: UInt16(EV_ABS))
    /// Miscellaneous events. The corresponding C constant is `EV_MSC`.
    public static let msc = EventType(rawValue: UInt16(EV_MSC))
}
