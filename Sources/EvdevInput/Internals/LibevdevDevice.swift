internal import CEvdev
import GestureCore

// The only file that calls `libevdev_*` for live devices (LibevdevCalls.swift holds the name
// tables). Everything here returns `Result<_, Errno>` with libevdev's negative return turned into
// `Errno(rawValue: -rc)`; `EvdevDevice` turns those into `EvdevError`s.

/// One open evdev node and the libevdev context reading it.
final class LibevdevDevice {
    /// What one `libevdev_next_event` call gave.
    enum Read {
        /// An event. `syncing` is true when libevdev reported `LIBEVDEV_READ_STATUS_SYNC`: for a
        /// normal read that is a `SYN_DROPPED` (a resync must follow), for a sync read one of the
        /// synced events.
        case event(InputEvent, syncing: Bool)
        /// No event right now (`-EAGAIN`); during a resync, the resync is complete.
        case none
    }

    /// The file descriptor, non-blocking, for poll(2).
    let fd: Int32
    private let handle: OpaquePointer

    private init(fd: Int32, handle: OpaquePointer) {
        self.fd = fd
        self.handle = handle
    }

    deinit {
        libevdev_free(handle)
        close(fd)
    }

    /// Opens `path` read-only and non-blocking and reads its description (`libevdev_new_from_fd`).
    static func open(_ path: String) -> Result<LibevdevDevice, Errno> {
        let fd = EvdevInput.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.current) }
        var handle: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &handle)
        guard rc == 0, let handle else {
            close(fd)
            return .failure(Errno(rawValue: rc < 0 ? -rc : EINVAL))
        }
        return .success(LibevdevDevice(fd: fd, handle: handle))
    }

    /// Makes the kernel stamp events with `CLOCK_MONOTONIC` (`libevdev_set_clock_id`, `EVIOCSCLOCKID`).
    func useMonotonicClock() -> Result<Void, Errno> {
        let rc = libevdev_set_clock_id(handle, CLOCK_MONOTONIC)
        return rc < 0 ? .failure(Errno(rawValue: -rc)) : .success(())
    }

    /// Takes (`true`) or releases (`false`) the device exclusively (`libevdev_grab`, `EVIOCGRAB`).
    func grab(_ exclusive: Bool) -> Result<Void, Errno> {
        let rc = libevdev_grab(handle, exclusive ? LIBEVDEV_GRAB : LIBEVDEV_UNGRAB)
        return rc < 0 ? .failure(Errno(rawValue: -rc)) : .success(())
    }

    /// The next event (`libevdev_next_event`), in normal mode or, during a resync, in sync mode.
    func next(sync: Bool) -> Result<Read, Errno> {
        var raw = input_event()
        let flags = sync ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
        let rc = libevdev_next_event(handle, flags, &raw)
        if rc == -EAGAIN { return .success(.none) }
        if rc < 0 { return .failure(Errno(rawValue: -rc)) }
        let time = Microseconds.time(seconds: Int64(raw.time.tv_sec), micros: Int64(raw.time.tv_usec))
        let event = InputEvent(time: time, type: EventType(rawValue: raw.type), code: raw.code, value: raw.value)
        return .success(.event(event, syncing: rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue)))
    }

    /// The device as libevdev sees it: name, ids, properties, every supported code, the absolute
    /// axes with their current values, and the LED and switch states.
    func describe() -> DeviceDescription {
        let id = DeviceID(
            bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(handle)),
            vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(handle)),
            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(handle)),
            version: UInt16(truncatingIfNeeded: libevdev_get_id_version(handle)))
        var description = DeviceDescription(name: String(cString: libevdev_get_name(handle)), id: id)
        for property in 0...Constants.propMax where libevdev_has_property(handle, UInt32(property)) != 0 {
            description.properties.insert(InputProperty(rawValue: property))
        }
        for typeValue in 0...Constants.evMax where libevdev_has_event_type(handle, UInt32(typeValue)) != 0 {
            guard let maxCode = LibevdevCalls.maxCode(type: typeValue) else { continue }
            let type = EventType(rawValue: typeValue)
            for code in 0...maxCode where libevdev_has_event_code(handle, UInt32(typeValue), UInt32(code)) != 0 {
                if type == .abs, let info = libevdev_get_abs_info(handle, UInt32(code))?.pointee {
                    description.enable(
                        .abs, code,
                        AbsInfo(
                            minimum: info.minimum, maximum: info.maximum, fuzz: info.fuzz, flat: info.flat,
                            resolution: info.resolution, value: info.value))
                } else {
                    description.enable(type, code)
                }
                if type == .led || type == .sw {
                    let state = libevdev_get_event_value(handle, UInt32(typeValue), UInt32(code))
                    if state != 0 { description.states[type, default: [:]][code] = state }
                }
            }
        }
        return description
    }
}
