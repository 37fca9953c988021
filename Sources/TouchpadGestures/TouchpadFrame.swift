public import GestureCore

/// The state of a touchpad after one evdev frame (`SYN_REPORT`): every slot, `BTN_TOUCH`, the
/// `BTN_TOOL_*` finger-count keys, in device units.
///
/// This is what libinput's `tp_process_state` sees once a frame's events are applied. A recording or
/// live reader builds it; ``TouchpadGestureRecognizer`` takes nothing else, so this module needs no
/// evdev types.
///
/// ```swift
/// var frame = TouchpadFrame(time: .zero, slots: [.init(isTracking: true, x: 1200, y: 900, changed: true)])
/// frame.touch = true
/// frame.tools = .finger
/// ```
public struct TouchpadFrame: Sendable, Hashable {
    /// One multitouch slot (or, on a pad without usable slots, the single-touch position).
    public struct Slot: Sendable, Hashable {
        /// Whether the slot holds a contact (`ABS_MT_TRACKING_ID` other than −1).
        public var isTracking: Bool
        /// Horizontal position, device units.
        public var x: Int32
        /// Vertical position, device units.
        public var y: Int32
        /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE`), device units, when the pad reports it.
        public var pressure: Int32?
        /// Whether any of the slot's values (position, pressure, tracking id) changed in this frame:
        /// libinput's `dirty` flag.
        public var changed: Bool

        /// Creates a slot.
        /// - Parameters:
        ///   - isTracking: Whether the slot holds a contact.
        ///   - x: Horizontal position, device units.
        ///   - y: Vertical position, device units.
        ///   - pressure: Pressure, device units, when reported.
        ///   - changed: Whether a value of the slot changed in the frame.
        public init(isTracking: Bool, x: Int32, y: Int32, pressure: Int32? = nil, changed: Bool) {
            self.isTracking = isTracking
            self.x = x
            self.y = y
            self.pressure = pressure
            self.changed = changed
        }
    }

    /// The `BTN_TOOL_*` keys held.
    public typealias Tools = FingerToolKeys

    /// The time of the `SYN_REPORT`, on the input's clock.
    public var time: Timestamp
    /// Every slot of the pad in slot order (one entry on a pad without multitouch slots).
    public var slots: [Slot]
    /// `BTN_TOUCH`: something touches the pad.
    public var touch: Bool
    /// The `BTN_TOOL_*` keys held.
    public var tools: Tools
    /// Whether a physical button (`BTN_LEFT`, a clickpad's click) is held.
    public var buttonDown: Bool

    /// Creates a frame.
    /// - Parameters:
    ///   - time: The frame's time, on the input's clock.
    ///   - slots: Every slot in slot order.
    ///   - touch: `BTN_TOUCH`.
    ///   - tools: The `BTN_TOOL_*` keys held.
    ///   - buttonDown: Whether a physical button is held.
    public init(time: Timestamp, slots: [Slot], touch: Bool = false, tools: Tools = [], buttonDown: Bool = false) {
        self.time = time
        self.slots = slots
        self.touch = touch
        self.tools = tools
        self.buttonDown = buttonDown
    }
}
