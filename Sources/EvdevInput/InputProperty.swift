/// An input property bit (`INPUT_PROP_*`), as `EVIOCGPROP` and evemu's `P:` lines carry them.
public struct InputProperty: RawRepresentable, Hashable, Comparable, Sendable {
    /// The kernel's numeric property.
    public var rawValue: UInt16

    /// Wraps a numeric property.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The libevdev name (`INPUT_PROP_DIRECT`), or a hex fallback.
    public var name: String {
        LibevdevCalls.propertyName(rawValue) ?? "INPUT_PROP_0x" + String(rawValue, radix: 16)
    }

    /// The highest property bit.
    ///
    /// The corresponding C constant is `INPUT_PROP_MAX`.
    public static let max = InputProperty(rawValue: Constants.propMax)
    /// Needs a pointer on screen (touchpads).
    ///
    /// The corresponding C constant is `INPUT_PROP_POINTER`.
    public static let pointer = InputProperty(rawValue: Constants.propPointer)
    /// Direct input: touchscreens and screen tablets.
    ///
    /// The corresponding C constant is `INPUT_PROP_DIRECT`.
    public static let direct = InputProperty(rawValue: Constants.propDirect)
    /// A clickpad.
    ///
    /// The corresponding C constant is `INPUT_PROP_BUTTONPAD`.
    public static let buttonpad = InputProperty(rawValue: Constants.propButtonpad)
    /// Semi-multitouch (a bounding box).
    ///
    /// The corresponding C constant is `INPUT_PROP_SEMI_MT`.
    public static let semiMT = InputProperty(rawValue: Constants.propSemiMT)

    public static func < (lhs: InputProperty, rhs: InputProperty) -> Bool { lhs.rawValue < rhs.rawValue }
}
