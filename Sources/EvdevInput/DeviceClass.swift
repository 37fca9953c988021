/// What kind of device a description belongs to, decided as libinput and udev's `input_id` do.
public enum DeviceClass: String, CaseIterable, Hashable, Sendable, Codable {
    /// Direct touch on a display (`INPUT_PROP_DIRECT` or touch without a finger tool).
    case touchscreen
    /// Indirect touch: a finger tool without a pen, not direct.
    case touchpad
    /// A relative mouse or trackpoint, or an absolute pointer with buttons (a VM tablet).
    case pointer
    /// A pen or puck tablet (`BTN_STYLUS` or `BTN_TOOL_PEN`).
    case tablet
    /// A keyboard: typing keys present. Recording one would capture typed text.
    case keyboard
    /// Anything else (buttons only, switches, a tablet pad).
    case other

    /// Whether gestures from this class can drive an edge pan (everything that has a contact).
    public var hasContacts: Bool {
        switch self {
        case .touchscreen, .touchpad, .pointer, .tablet: true
        case .keyboard, .other: false
        }
    }
}
