import EvdevInput

/// A recording's events as frames, each with the device state it leaves, so that frames can be
/// resampled, dropped, moved in time and their positions disturbed, then written back as events.
///
/// The state is what a client of the kernel's evdev device holds: per multitouch slot its `ABS_MT_*`
/// values, the other absolute axes and the keys. A frame is written back as the difference from the
/// state written before it (`ABS_MT_SLOT` when the slot changes, a new tracking id first, then the
/// other slot values, a lift's tracking id −1 after them, the other axes, the keys, `SYN_REPORT`), as
/// the kernel sends only changed values.
/// Frames around a `SYN_DROPPED` and frames of devices without absolute positions (mice, protocol A)
/// are kept as they are, only moved in time.
struct RobustnessInput: Sendable {
    /// The device state a frame leaves.
    struct State: Sendable, Hashable {
        /// `ABS_MT_*` values per slot (the tracking id included; −1 when the slot is empty).
        var slots: [Int32: [UInt16: Int32]] = [:]
        /// Other absolute axes (`ABS_X`, `ABS_Y`, pressure, …).
        var axes: [UInt16: Int32] = [:]
        /// Keys and buttons, 0 or 1.
        var keys: [UInt16: Int32] = [:]
    }

    /// One `SYN_REPORT`-terminated frame.
    struct Frame: Sendable {
        /// The `SYN_REPORT`'s time, microseconds on the recording's clock.
        var time: Int64
        /// The events as recorded, the `SYN_REPORT` included.
        var events: [InputEvent]
        /// The state after it.
        var state: State
        /// Whether a contact appears or ends, or a key changes: such frames keep their time under
        /// resampling and are never dropped.
        var structural: Bool
        /// Whether the frame must be written as recorded (a `SYN_DROPPED` and the resync after it).
        var verbatim: Bool
    }

    /// The device.
    let description: DeviceDescription
    /// The frames in order.
    let frames: [Frame]
    /// Events after the last `SYN_REPORT`, written as they are.
    let trailing: [InputEvent]
    /// The state before the first event (the description's axis values).
    let initial: State
    /// The slot selected before the first event.
    let initialSlot: Int32
    /// Whether positions can be resampled and disturbed (absolute axes, protocol B or single touch).
    let positional: Bool

    /// The first `ABS_MT_*` code after `ABS_MT_SLOT` (`ABS_MT_TOUCH_MAJOR`, 0x30) and the last
    /// (`ABS_MT_TOOL_Y`, 0x3d), from `linux/input-event-codes.h`.
    static let multitouchCodes: ClosedRange<UInt16> = 0x30...0x3d

    /// Splits `events` into frames and follows the state through them.
    init(description: DeviceDescription, events: [InputEvent]) {
        self.description = description
        var state = State()
        for (code, info) in description.absInfo where code != EventCode.absMTSlot {
            if Self.multitouchCodes.contains(code) { continue }
            state.axes[code] = info.value
        }
        let slotInfo = description.absInfo[EventCode.absMTSlot]
        if let count = description.slotCount, let slotInfo {
            for slot in 0..<Int32(count) {
                var values: [UInt16: Int32] = [EventCode.absMTTrackingID: -1]
                for code in Self.multitouchCodes where description.has(.abs, code) && code != EventCode.absMTTrackingID
                {
                    values[code] = description.absInfo[code]?.value ?? 0
                }
                state.slots[slotInfo.minimum + slot] = values
            }
        }
        initial = state
        initialSlot = slotInfo?.value ?? 0
        var slot = initialSlot
        var frames: [Frame] = []
        var pending: [InputEvent] = []
        var positional =
            description.positionAxes != nil && !description.codes.keys.contains(.rel)
        var afterDrop = false
        var structural = false
        var verbatim = false
        for event in events {
            pending.append(event)
            switch event.type {
            case .syn where event.code == EventCode.synReport:
                frames.append(
                    Frame(
                        time: event.time, events: pending, state: state, structural: structural || verbatim,
                        verbatim: verbatim || afterDrop))
                afterDrop = verbatim && pending.contains { $0.type == .syn && $0.code == EventCode.synDropped }
                pending = []
                structural = false
                verbatim = false
            case .syn:
                if event.code == EventCode.synMTReport { positional = false }
                verbatim = true
            case .abs where event.code == EventCode.absMTSlot:
                slot = event.value
            case .abs where Self.multitouchCodes.contains(event.code):
                if event.code == EventCode.absMTTrackingID, state.slots[slot]?[event.code] != event.value {
                    structural = true
                }
                state.slots[slot, default: [EventCode.absMTTrackingID: -1]][event.code] = event.value
            case .abs:
                state.axes[event.code] = event.value
            case .key:
                if state.keys[event.code, default: 0] != event.value { structural = true }
                state.keys[event.code] = event.value
            case .msc:
                break
            default:
                verbatim = true
            }
        }
        // Without positions to follow (a mouse, protocol A, where an empty frame lifts every contact),
        // every frame is written as recorded: only its time can change.
        if !positional {
            for index in frames.indices { frames[index].verbatim = true }
        }
        self.frames = frames
        trailing = pending
        self.positional = positional
    }
}
