/// One evdev event: a timestamp and a `(type, code, value)` triple, as `struct input_event` carries it.
///
/// Recordings and live devices both produce these; `FrameAssembler` folds them into frames at each
/// `SYN_REPORT`.
///
/// ```swift
/// let down = InputEvent(time: 0, type: .key, code: EventCode.btnTouch, value: 1)
/// ```
public struct InputEvent: Hashable, Sendable {
    /// Event time in microseconds, on the clock of the source (recordings: as written in the file).
    public var time: Int64
    /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …).
    public var type: EventType
    /// The event code within its type (`ABS_MT_POSITION_X`, `BTN_TOUCH`, …).
    public var code: UInt16
    /// The event value: a position in device units, a key state, a relative count.
    public var value: Int32

    /// Creates an event.
    /// - Parameters:
    ///   - time: Microseconds on the source's clock.
    ///   - type: The event type.
    ///   - code: The code within the type.
    ///   - value: The value.
    public init(time: Int64, type: EventType, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }
}
