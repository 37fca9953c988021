internal import CEvdev

// The only file that calls `libevdev_uinput_*` and writes `struct input_event`s to a descriptor: the
// devices `play` makes (libevdev's uinput API, as evemu-device makes them) and the frames written
// into them or into an existing node. Failures come back as `Result<_, Errno>` with libevdev's
// negative return turned into `Errno(rawValue: -rc)`; `UinputDevice` and `EventSink` word them.

/// A uinput device made by libevdev from a description, removed when this goes away.
final class LibevdevUinput {
    private let handle: OpaquePointer
    private let uinput: OpaquePointer

    private init(handle: OpaquePointer, uinput: OpaquePointer) {
        self.handle = handle
        self.uinput = uinput
    }

    deinit {
        // Closes /dev/uinput (LIBEVDEV_UINPUT_OPEN_MANAGED), which removes the device.
        libevdev_uinput_destroy(uinput)
        libevdev_free(handle)
    }

    /// Makes a device with `description`'s name, ids, properties, codes and axes
    /// (`libevdev_uinput_create_from_device`, opening `/dev/uinput` itself).
    static func create(_ description: DeviceDescription) -> Result<LibevdevUinput, Errno> {
        guard let handle = libevdev_new() else { return .failure(Errno(rawValue: ENOMEM)) }
        libevdev_set_name(handle, description.name)
        libevdev_set_id_bustype(handle, Int32(description.id.bustype))
        libevdev_set_id_vendor(handle, Int32(description.id.vendor))
        libevdev_set_id_product(handle, Int32(description.id.product))
        libevdev_set_id_version(handle, Int32(description.id.version))
        for property in description.properties.sorted(by: { $0.rawValue < $1.rawValue }) {
            _ = libevdev_enable_property(handle, UInt32(property.rawValue))
        }
        for type in description.types {
            _ = libevdev_enable_event_type(handle, UInt32(type.rawValue))
            for code in (description.codes[type] ?? []).sorted() {
                let rc: Int32
                if type == .abs {
                    let axis = description.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                    var info = input_absinfo(
                        value: axis.value, minimum: axis.minimum, maximum: axis.maximum, fuzz: axis.fuzz,
                        flat: axis.flat, resolution: axis.resolution)
                    rc = libevdev_enable_event_code(handle, UInt32(type.rawValue), UInt32(code), &info)
                } else {
                    rc = libevdev_enable_event_code(handle, UInt32(type.rawValue), UInt32(code), nil)
                }
                if rc < 0 {
                    libevdev_free(handle)
                    return .failure(Errno(rawValue: EINVAL))
                }
            }
        }
        var made: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(handle, Int32(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &made)
        guard rc == 0, let made else {
            libevdev_free(handle)
            return .failure(Errno(rawValue: rc < 0 ? -rc : EINVAL))
        }
        return .success(LibevdevUinput(handle: handle, uinput: made))
    }

    /// The descriptor of `/dev/uinput`, to write events to.
    var fd: Int32 { libevdev_uinput_get_fd(uinput) }

    /// The device's node (`/dev/input/event7`), found by libevdev through sysfs; nil when it has none
    /// (yet).
    var devnode: String? { libevdev_uinput_get_devnode(uinput).map { String(cString: $0) } }

    /// The device's sysfs folder (`/sys/devices/virtual/input/input12`), nil when the kernel is too old
    /// to say.
    var syspath: String? { libevdev_uinput_get_syspath(uinput).map { String(cString: $0) } }
}
