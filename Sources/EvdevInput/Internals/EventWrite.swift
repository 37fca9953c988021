// `struct input_event` comes from <linux/input.h> through the shim.
internal import CEvdev
import GestureCore

/// Writing whole frames of events to a descriptor (a uinput device, or an evdev node, whose
/// `evdev_write` injects events into the device).
enum EventWrite {
    /// Writes `events` with one write(2), each stamped `time` (µs on `CLOCK_MONOTONIC`; kernels whose
    /// uinput ignores written times drop it).
    static func write(_ events: ArraySlice<InputEvent>, time: Int64, to fd: Int32) -> Result<Void, Errno> {
        var raw = [input_event](repeating: input_event(), count: events.count)
        for (index, event) in events.enumerated() {
            let (seconds, micros) = Microseconds.split(time)
            raw[index].time.tv_sec = Int(seconds)
            raw[index].time.tv_usec = Int(micros)
            raw[index].type = event.type.rawValue
            raw[index].code = event.code
            raw[index].value = event.value
        }
        let size = raw.count * MemoryLayout<input_event>.stride
        var done = 0
        while done < size {
            let written = raw.withUnsafeBytes { bytes in EvdevInput.write(fd, bytes.baseAddress! + done, size - done) }
            if written < 0 {
                if errno == EINTR { continue }
                return .failure(.current)
            }
            done += written
        }
        return .success(())
    }

    /// Opens an evdev node for writing events into it (`O_WRONLY`).
    static func openForWriting(_ path: String) -> Result<Int32, Errno> {
        let fd = EvdevInput.open(path, O_WRONLY | O_CLOEXEC)
        return fd < 0 ? .failure(.current) : .success(fd)
    }

    /// Closes a descriptor `openForWriting` gave.
    static func close(_ fd: Int32) { EvdevInput.close(fd) }
}
