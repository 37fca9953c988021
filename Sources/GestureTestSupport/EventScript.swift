public import EvdevInput

/// Writes event streams frame by frame for the frame-assembler tests.
///
/// ```swift
/// var script = EventScript()
/// script.frame(at: 1_000, [(.abs, EventCode.absMTSlot, 0), (.abs, EventCode.absMTTrackingID, 7)])
/// ```
public struct EventScript {
    /// The events so far, in order.
    public private(set) var events: [InputEvent] = []

    /// An empty script.
    public init() {}

    /// Appends `body` at `time` (µs), then a `SYN_REPORT`.
    public mutating func frame(at time: Int64, _ body: [(EventType, UInt16, Int32)]) {
        append(at: time, body)
        events.append(InputEvent(time: time, type: .syn, code: EventCode.synReport, value: 0))
    }

    /// Appends events without closing the frame.
    public mutating func append(at time: Int64, _ body: [(EventType, UInt16, Int32)]) {
        for (type, code, value) in body { events.append(InputEvent(time: time, type: type, code: code, value: value)) }
    }

    /// Feeds the events to a new assembler for `description`.
    /// - Returns: The frames the assembler gave, with the time of each `SYN_REPORT` that closed one,
    ///   and the assembler after the last event.
    public func assemble(_ description: DeviceDescription?) -> (frames: [TouchFrame], assembler: FrameAssembler) {
        var assembler = FrameAssembler(description: description)
        var frames: [TouchFrame] = []
        for event in events {
            if let frame = assembler.feed(event) { frames.append(frame) }
        }
        return (frames, assembler)
    }
}
