/// The `BTN_TOOL_*` keys a touchpad holds: the kernel's finger count, independent of its slots.
public struct FingerToolKeys: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `BTN_TOOL_FINGER`: one finger.
    public static let finger = FingerToolKeys(rawValue: 1 << 0)
    /// `BTN_TOOL_DOUBLETAP`: two fingers.
    public static let doubleTap = FingerToolKeys(rawValue: 1 << 1)
    /// `BTN_TOOL_TRIPLETAP`: three fingers.
    public static let tripleTap = FingerToolKeys(rawValue: 1 << 2)
    /// `BTN_TOOL_QUADTAP`: four fingers.
    public static let quadTap = FingerToolKeys(rawValue: 1 << 3)
    /// `BTN_TOOL_QUINTTAP`: five or more fingers (libinput's `FAKE_FINGER_OVERFLOW`).
    public static let quintTap = FingerToolKeys(rawValue: 1 << 4)

    /// The finger count the keys say, as libinput's `tp_fake_finger_count` reads it: the lowest key
    /// held (`ffs(fake_touches >> 1)`), nil for the overflow key, 0 when none is held.
    public var fingerCount: Int? {
        if contains(.quintTap) { return nil }
        let keys = rawValue & 0x0f
        return keys == 0 ? 0 : keys.trailingZeroBitCount + 1
    }
}
