/// What a player has left down on a device: contacts in their slots and pressed keys and buttons,
/// followed from the events it wrote, and the events that let go of all of it.
///
/// Releasing lifts every slot whose tracking id is set (`ABS_MT_SLOT s`, `ABS_MT_TRACKING_ID −1`),
/// on a protocol A device the contacts the last frame reported (one empty `SYN_MT_REPORT`, the
/// kernel's multi-touch protocol's "no contacts"), releases every key and button still at a
/// non-zero value (`BTN_TOUCH`, `BTN_TOOL_*` and buttons alike, ascending by code) and closes the
/// frame with `SYN_REPORT`: the device is then neutral, as a desktop expects after the last finger
/// lifts.
///
/// ```swift
/// var held = HeldInput(description: touchscreen)
/// for event in frame { held.note(event) }
/// held.releasingEvents(at: 0)   // [] when nothing is down
/// ```
package struct HeldInput: Sendable, Hashable {
    /// Tracking ids set per slot (slots with −1 are not listed).
    package private(set) var contacts: [Int32: Int32] = [:]
    /// Keys and buttons at a non-zero value.
    package private(set) var pressed: Set<UInt16> = []
    /// The slot the next `ABS_MT_*` event applies to.
    package private(set) var slot: Int32
    /// Protocol A: the contacts the last frame that had `SYN_MT_REPORT`s reported (a protocol A device
    /// restates every contact in every frame; mtdev, which libinput reads such a device through, keeps
    /// a contact until a frame leaves it out).
    package private(set) var reportedContacts = 0
    /// Protocol A: contacts finished so far in the frame being written, and whether it had a
    /// `SYN_MT_REPORT` at all.
    private var contactsInFrame = 0
    private var frameHasReports = false
    /// Protocol A: whether `ABS_MT_*` values came since the last `SYN_MT_REPORT` (an empty one says
    /// "no contacts").
    private var contactPending = false
    /// Whether the device has `ABS_MT_SLOT` (a protocol B device without it has one implicit slot).
    private let hasSlots: Bool

    /// Starts with nothing held.
    /// - Parameter description: The device; its `ABS_MT_SLOT` value is the slot in force at the start.
    package init(description: DeviceDescription?) {
        slot = description?.absInfo[EventCode.absMTSlot]?.value ?? 0
        hasSlots = description?.has(.abs, EventCode.absMTSlot) ?? true
    }

    /// Whether nothing is held.
    package var isNeutral: Bool { contacts.isEmpty && pressed.isEmpty && reportedContacts == 0 }

    /// Follows one written event.
    package mutating func note(_ event: InputEvent) {
        switch event.type {
        case .abs where event.code == EventCode.absMTSlot:
            slot = event.value
        case .abs where event.code == EventCode.absMTTrackingID:
            if event.value < 0 { contacts[slot] = nil } else { contacts[slot] = event.value }
        case .abs where !hasSlots && Self.multiTouchCodes.contains(event.code):
            contactPending = true
        case .key:
            if event.value == 0 { pressed.remove(event.code) } else { pressed.insert(event.code) }
        case .syn where event.code == EventCode.synMTReport:
            if contactPending { contactsInFrame += 1 }
            contactPending = false
            frameHasReports = true
        case .syn where event.code == EventCode.synReport:
            if frameHasReports { reportedContacts = contactsInFrame }
            contactsInFrame = 0
            frameHasReports = false
            contactPending = false
        default:
            break
        }
    }

    /// The events that let go of everything held, stamped `time`; empty when nothing is held.
    /// - Parameter time: The time to give the events, µs.
    package func releasingEvents(at time: Int64) -> [InputEvent] {
        guard !isNeutral else { return [] }
        var events: [InputEvent] = []
        for held in contacts.keys.sorted() {
            if hasSlots { events.append(InputEvent(time: time, type: .abs, code: EventCode.absMTSlot, value: held)) }
            events.append(InputEvent(time: time, type: .abs, code: EventCode.absMTTrackingID, value: -1))
        }
        if reportedContacts > 0 {
            events.append(InputEvent(time: time, type: .syn, code: EventCode.synMTReport, value: 0))
        }
        for code in pressed.sorted() { events.append(InputEvent(time: time, type: .key, code: code, value: 0)) }
        events.append(InputEvent(time: time, type: .syn, code: EventCode.synReport, value: 0))
        return events
    }

    /// The `ABS_MT_*` codes that describe a contact (`ABS_MT_TOUCH_MAJOR` 0x30 to `ABS_MT_TOOL_Y` 0x3d,
    /// `<linux/input-event-codes.h>`), `ABS_MT_SLOT` 0x2f left out.
    private static let multiTouchCodes: ClosedRange<UInt16> = 0x30...0x3d
}
