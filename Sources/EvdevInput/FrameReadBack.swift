/// What the kernel delivered of the frames a player wrote, read back from the device they reached.
package protocol FrameReadBack: AnyObject {
    /// The events delivered since the last call, in order, each with the kernel's time (µs on
    /// `CLOCK_MONOTONIC`); empty when none came.
    /// - Throws: ``EvdevError`` when the device cannot be read (it went away).
    func delivered() throws(EvdevError) -> [InputEvent]
}

extension FrameReadBack {
    /// The times of the frames (`SYN_REPORT`s) delivered since the last call, µs on `CLOCK_MONOTONIC`,
    /// in order; empty when none came.
    /// - Throws: ``EvdevError`` when the device cannot be read (it went away).
    package func arrivals() throws(EvdevError) -> [Int64] {
        try delivered().filter { $0.type == .syn && $0.code == EventCode.synReport }.map(\.time)
    }
}

/// A device node read back through evdev, with kernel timestamps on `CLOCK_MONOTONIC`.
///
/// The kernel hands a written frame to every reader before the write returns (uinput's and evdev's
/// write paths pass events on under the device's lock, `input_pass_values` in
/// `drivers/input/input.c`), so the frames read right after a write are that write's.
package final class EvdevReadBack: FrameReadBack {
    private let device: EvdevDevice

    /// Opens `node` for reading.
    /// - Throws: ``EvdevError`` as ``EvdevDevice/init(path:)`` does.
    package init(node: String) throws(EvdevError) {
        device = try EvdevDevice(path: node)
    }

    package func delivered() throws(EvdevError) -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = try device.nextEvent() { events.append(event) }
        return events
    }
}
