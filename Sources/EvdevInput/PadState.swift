public import GestureCore

/// A touchpad's state after a frame, as libinput's `tp_process_state` sees it once the frame's
/// events are applied: every slot, `BTN_TOUCH`, the `BTN_TOOL_*` finger-count keys and the button.
///
/// ``FrameAssembler`` keeps it for a device it assembles touchpad frames for
/// (``FrameAssembler/init(description:tracksPad:)``) and hands a copy out with each frame
/// (``TouchFrame/pad``). Values persist across frames as the kernel's state does; a slot is marked
/// changed when one of its values arrived in the frame (libinput's `dirty`).
public struct PadState: Sendable, Hashable {
    /// One multitouch slot (or, on a pad without multitouch slots, the single-touch position).
    public struct Slot: Sendable, Hashable {
        /// Whether the slot holds a contact (`ABS_MT_TRACKING_ID` other than −1).
        public var isTracking = false
        /// Horizontal position, device units.
        public var x: Int32 = 0
        /// Vertical position, device units.
        public var y: Int32 = 0
        /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE`), device units, when the pad reports it.
        public var pressure: Int32?
        /// Whether a value of the slot arrived in this frame.
        public var changed = false
    }

    /// The `BTN_TOOL_*` keys held.
    public typealias Tools = FingerToolKeys

    /// Every slot in slot order (one entry on a pad without multitouch slots).
    public var slots: [Slot]
    /// `BTN_TOUCH`: something touches the pad.
    public var touch = false
    /// The `BTN_TOOL_*` keys held.
    public var tools: Tools = []
    /// Whether a physical button (`BTN_LEFT`, a clickpad's click) is held.
    public var buttonDown = false
    /// Whether positions come in slots (`ABS_MT_*`) rather than `ABS_X`/`ABS_Y`.
    let usesSlots: Bool
    /// The slot the next `ABS_MT_*` value is for; nil after a slot outside the pad's range, whose
    /// values are ignored, as libinput ignores them.
    var current: Int? = 0

    /// A pad with every slot empty.
    /// - Parameters:
    ///   - slotCount: The pad's slots (`ABS_MT_SLOT`'s range), 1 without multitouch.
    ///   - usesSlots: Whether the pad reports `ABS_MT_POSITION_*`.
    init(slotCount: Int, usesSlots: Bool) {
        self.usesSlots = usesSlots
        slots = Array(repeating: Slot(), count: usesSlots ? max(slotCount, 1) : 1)
    }

    /// Applies one frame's events, in order.
    mutating func apply(_ events: UnsafeBufferPointer<InputEvent>) {
        for index in slots.indices { slots[index].changed = false }
        for event in events {
            switch event.type {
            case .key: key(event.code, down: event.value != 0)
            case .abs: usesSlots ? multitouch(event.code, event.value) : single(event.code, event.value)
            default: break
            }
        }
    }

    private mutating func key(_ code: UInt16, down: Bool) {
        if let tool = Self.toolKey(code) {
            if down { tools.insert(tool) } else { tools.remove(tool) }
        } else if code == EventCode.btnTouch {
            touch = down
        } else if code == EventCode.btnLeft {
            buttonDown = down
        }
    }

    /// The key a code names, nil for any other code.
    static func toolKey(_ code: UInt16) -> Tools? {
        switch code {
        case EventCode.btnToolFinger: .finger
        case EventCode.btnToolDoubleTap: .doubleTap
        case EventCode.btnToolTripleTap: .tripleTap
        case EventCode.btnToolQuadTap: .quadTap
        case EventCode.btnToolQuintTap: .quintTap
        default: nil
        }
    }

    private mutating func multitouch(_ code: UInt16, _ value: Int32) {
        if code == EventCode.absMTSlot {
            current = value >= 0 && Int(value) < slots.count ? Int(value) : nil
            return
        }
        guard let index = current else { return }
        switch code {
        case EventCode.absMTTrackingID: slots[index].isTracking = value != -1
        case EventCode.absMTPositionX: slots[index].x = value
        case EventCode.absMTPositionY: slots[index].y = value
        case EventCode.absMTPressure: slots[index].pressure = value
        default: return
        }
        slots[index].changed = true
    }

    private mutating func single(_ code: UInt16, _ value: Int32) {
        switch code {
        case EventCode.absX: slots[0].x = value
        case EventCode.absY: slots[0].y = value
        case EventCode.absPressure: slots[0].pressure = value
        default: return
        }
        slots[0].changed = true
    }
}
