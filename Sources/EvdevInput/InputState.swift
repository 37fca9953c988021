/// The values a device's events have set so far — absolute axes, each slot's multitouch axes, keys
/// held — and the events that restate them, for a cut of a recording that begins after the events
/// that set them.
///
/// The kernel sends an axis only when its value changes (per slot for `ABS_MT_*`), so a touch or a
/// pen that goes down where the previous one was leaves its position out: a cut that drops the
/// earlier frames must restate it. A slot's tracking id is not restated (no contact is down where
/// a recording is cut between gestures), and nor are keys at 0.
///
/// ```swift
/// var state = InputState()
/// for event in dropped { state.note(event) }
/// let lead = state.restatingEvents(at: firstKept.time)  // ends with the slot in force
/// ```
package struct InputState: Sendable {
    /// `ABS_*` codes below `ABS_MT_SLOT`: one value each.
    private var axes: [Int32?] = Array(repeating: nil, count: Int(EventCode.absMTSlot))
    /// `ABS_MT_*` values per slot, indexed by code minus `ABS_MT_SLOT`.
    private var slots: [Int32: [Int32?]] = [:]
    /// Keys and buttons at a non-zero value.
    private var pressed: Set<UInt16> = []
    /// The slot the next `ABS_MT_*` event applies to; nil until an `ABS_MT_SLOT` event.
    private var slot: Int32?

    /// Nothing set.
    package init() {}

    /// Follows one event.
    package mutating func note(_ event: InputEvent) {
        switch event.type {
        case .abs where event.code < EventCode.absMTSlot:
            axes[Int(event.code)] = event.value
        case .abs where event.code == EventCode.absMTSlot:
            slot = event.value
        case .abs where event.code != EventCode.absMTTrackingID && event.code <= Self.lastMTCode:
            let index = Int(event.code - EventCode.absMTSlot)
            slots[slot ?? 0, default: Array(repeating: nil, count: Self.mtCodeCount)][index] = event.value
        case .key:
            if event.value == 0 { pressed.remove(event.code) } else { pressed.insert(event.code) }
        default:
            break
        }
    }

    /// The events that set every value followed so far, stamped `time`: axes by code, then each slot's
    /// multitouch values, then the slot in force, then the keys held; no `SYN_REPORT`, so they lead
    /// the frame they are put before.
    /// - Parameter time: The time to give the events, µs.
    package func restatingEvents(at time: Int64) -> [InputEvent] {
        var events: [InputEvent] = []
        for (code, value) in axes.enumerated() {
            if let value { events.append(InputEvent(time: time, type: .abs, code: UInt16(code), value: value)) }
        }
        for (number, values) in slots.sorted(by: { $0.key < $1.key }) {
            if slot != nil {
                events.append(InputEvent(time: time, type: .abs, code: EventCode.absMTSlot, value: number))
            }
            for (index, value) in values.enumerated() {
                guard let value else { continue }
                let code = EventCode.absMTSlot + UInt16(index)
                events.append(InputEvent(time: time, type: .abs, code: code, value: value))
            }
        }
        if let slot { events.append(InputEvent(time: time, type: .abs, code: EventCode.absMTSlot, value: slot)) }
        for code in pressed.sorted() { events.append(InputEvent(time: time, type: .key, code: code, value: 1)) }
        return events
    }

    /// `ABS_MT_TOOL_Y`, the last multitouch axis (`linux/input-event-codes.h`).
    static let lastMTCode: UInt16 = 0x3d
    /// The codes from `ABS_MT_SLOT` to `ABS_MT_TOOL_Y`.
    static let mtCodeCount = Int(lastMTCode - EventCode.absMTSlot) + 1
}
