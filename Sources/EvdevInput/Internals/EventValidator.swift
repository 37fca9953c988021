import GestureCore

/// The checks every reader applies to each event: a known type, a code within its type, time that
/// does not go backwards, and a slot within the device's range.
struct EventValidator {
    /// The highest code of each type, from libevdev, indexed by type (`nil` for undefined types).
    static let maxCodes: [UInt16?] = (0...Int(Constants.evMax)).map { LibevdevCalls.maxCode(type: UInt16($0)) }

    /// `maxCodes`, held by each validator so the hot path reads no global (no `swift_once` per event).
    private let maxCodes = EventValidator.maxCodes
    /// The time of the last event accepted, microseconds (`.min` before the first): the only state
    /// that carries from one event to the next.
    var lastTime: Int64 = .min
    private let slotRange: ClosedRange<Int32>?

    init(description: DeviceDescription?) {
        if let info = description?.absInfo[Constants.absMTSlot], description?.has(.abs, Constants.absMTSlot) == true,
            info.minimum <= info.maximum
        {
            slotRange = info.minimum...info.maximum
        } else {
            slotRange = nil
        }
    }

    /// Whether `event` is fine after the events before it, taking it as the latest when it is (the
    /// checks of ``problem(with:)`` without words, for the readers' fast paths; false leaves the
    /// validator as it was, so ``problem(with:)`` can then say why).
    @inline(__always)
    mutating func accepts(_ event: InputEvent) -> Bool {
        let type = Int(event.type.rawValue)
        guard type < maxCodes.count, let maxCode = maxCodes[type], event.code <= maxCode, event.time >= lastTime
        else { return false }
        if let slotRange, event.type.rawValue == Constants.evAbs, event.code == Constants.absMTSlot,
            !slotRange.contains(event.value)
        {
            return false
        }
        lastTime = event.time
        return true
    }

    /// Why `event` is invalid after the events before it, or nil when it is fine.
    mutating func problem(with event: InputEvent) -> (expected: String, found: String)? {
        let type = Int(event.type.rawValue)
        guard type < maxCodes.count, let maxCode = maxCodes[type] else {
            return ("an event type from 0 to \(Constants.evMax)", "type \(event.type.rawValue)")
        }
        guard event.code <= maxCode else {
            return ("a code from 0 to \(maxCode) for \(event.type.name)", "code \(event.code)")
        }
        guard event.time >= lastTime else {
            return (
                "a time at or after the previous event's \(Self.format(lastTime)) s",
                "\(Self.format(event.time)) s (time goes backwards)"
            )
        }
        lastTime = event.time
        if let slotRange, event.type.rawValue == Constants.evAbs, event.code == Constants.absMTSlot,
            !slotRange.contains(event.value)
        {
            return (
                "an ABS_MT_SLOT value from \(slotRange.lowerBound) to \(slotRange.upperBound)", "slot \(event.value)"
            )
        }
        return nil
    }

    /// Microseconds as `sec.usec`.
    static func format(_ time: Int64) -> String {
        let sign = time < 0 ? "-" : ""
        let parts = Microseconds.split(time)  // both parts ≤ 0 for a negative time
        let micros = String(parts.micros.magnitude)
        return sign + String(parts.seconds.magnitude) + "." + String(repeating: "0", count: 6 - micros.count) + micros
    }
}
