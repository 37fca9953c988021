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
    /// `ABS_MT_*` values of slots 0 ..< ``flatSlots``, slot after slot, each indexed by code minus
    /// `ABS_MT_SLOT`: the slots devices use, noted without hashing (a replay's cut notes every event).
    private var lowSlots: [Int32?] = []
    /// The same for any other slot number a file gives (negative or large), per slot.
    private var otherSlots: [Int32: [Int32?]] = [:]
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
            let number = slot ?? 0
            guard number >= 0, number < Self.flatSlots else {
                otherSlots[number, default: Array(repeating: nil, count: Self.mtCodeCount)][index] = event.value
                return
            }
            let start = Int(number) * Self.mtCodeCount
            if lowSlots.count <= start {
                lowSlots.append(contentsOf: repeatElement(nil, count: start + Self.mtCodeCount - lowSlots.count))
            }
            lowSlots[start + index] = event.value
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
        for (number, values) in slotValues() {
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

    /// Every slot with a value set, by number, with its values.
    private func slotValues() -> [(number: Int32, values: [Int32?])] {
        let other = otherSlots.sorted { $0.key < $1.key }.map { (number: $0.key, values: $0.value) }
        var low: [(number: Int32, values: [Int32?])] = []
        for start in stride(from: 0, to: lowSlots.count, by: Self.mtCodeCount) {
            let values = Array(lowSlots[start..<start + Self.mtCodeCount])
            // A slot is listed once one of its values is set, as a dictionary entry would be.
            if values.contains(where: { $0 != nil }) { low.append((Int32(start / Self.mtCodeCount), values)) }
        }
        return other.filter { $0.number < 0 } + low + other.filter { $0.number >= 0 }
    }

    /// The slots noted in the flat array, 0 ..< 64: a bound of this type's own, not a device figure
    /// (any other slot number, a hostile file's negative one too, is noted per slot instead).
    static let flatSlots: Int32 = 64
    /// `ABS_MT_TOOL_Y`, the last multitouch axis (`linux/input-event-codes.h`).
    static let lastMTCode: UInt16 = 0x3d
    /// The codes from `ABS_MT_SLOT` to `ABS_MT_TOOL_Y`.
    /// (Computed, so it folds to the constant where `note` reads it at every event.)
    static var mtCodeCount: Int { Int(lastMTCode - EventCode.absMTSlot) + 1 }
}
