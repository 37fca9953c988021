/// An evdev event type, such as `EV_ABS`.
///
/// ```swift
/// EventType.abs.name          // "EV_ABS"
/// EventType(name: "EV_KEY")   // .key
/// ```
public struct EventType: RawRepresentable, Hashable, Comparable, Sendable {
    /// The kernel's numeric type.
    public var rawValue: UInt16

    /// Wraps a numeric event type.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Looks a type up by its kernel name, as libevdev spells it (`EV_ABS`).
    public init?(name: String) {
        guard let value = LibevdevCalls.type(named: name) else { return nil }
        self.rawValue = value
    }

    /// The kernel name (`EV_ABS`), or `EV_0x1c` for a type libevdev does not know.
    public var name: String {
        LibevdevCalls.typeName(rawValue) ?? "EV_0x" + String(rawValue, radix: 16)
    }

    /// The highest code this type has, from libevdev; nil for a type the kernel does not define.
    public var maxCode: UInt16? { LibevdevCalls.maxCode(type: rawValue) }

    /// The highest valid type.
    ///
    /// The corresponding C constant is `EV_MAX`.
    public static let max = EventType(rawValue: Constants.evMax)

    /// Synchronisation events.
    ///
    /// The corresponding C constant is `EV_SYN`.
    public static let syn = EventType(rawValue: Constants.evSyn)
    /// Keys and buttons.
    ///
    /// The corresponding C constant is `EV_KEY`.
    public static let key = EventType(rawValue: Constants.evKey)
    /// Relative axes.
    ///
    /// The corresponding C constant is `EV_REL`.
    public static let rel = EventType(rawValue: Constants.evRel)
    /// Absolute axes.
    ///
    /// The corresponding C constant is `EV_ABS`.
    public static let abs = EventType(rawValue: Constants.evAbs)
    /// Miscellaneous events.
    ///
    /// The corresponding C constant is `EV_MSC`.
    public static let msc = EventType(rawValue: Constants.evMsc)
    /// Switches.
    ///
    /// The corresponding C constant is `EV_SW`.
    public static let sw = EventType(rawValue: Constants.evSw)
    /// LEDs.
    ///
    /// The corresponding C constant is `EV_LED`.
    public static let led = EventType(rawValue: Constants.evLed)

    public static func < (lhs: EventType, rhs: EventType) -> Bool { lhs.rawValue < rhs.rawValue }
}
