/// A device made through uinput from a description (libevdev's uinput API, as evemu-device makes
/// one), removed from the system when this goes away.
///
/// ```swift
/// let device = try UinputDevice(description: recording.description!)
/// print(device.node)   // /dev/input/event7
/// ```
package final class UinputDevice: EventSink {
    /// The uinput control node libevdev opens.
    package static let controlPath = "/dev/uinput"

    /// The device's event node (`/dev/input/event7`), or its sysfs folder when no node was found.
    package let node: String
    /// The description it was made from.
    package let description: DeviceDescription
    private let device: LibevdevUinput

    /// Makes the device.
    /// - Parameter description: Name, ids, properties, codes and axes (ranges, fuzz, flat, resolution).
    /// - Throws: ``PlaybackError/noUinput(path:)`` without `/dev/uinput`,
    ///   ``PlaybackError/permission(path:_:)`` when it may not be opened, ``PlaybackError/create(path:_:)``
    ///   when the kernel refuses.
    package init(description: DeviceDescription) throws(PlaybackError) {
        switch LibevdevUinput.create(description) {
        case .success(let made): device = made
        case .failure(let errno):
            if access(Self.controlPath, F_OK) != 0 { throw .noUinput(path: Self.controlPath) }
            if errno == .permissionDenied || errno == .notPermitted {
                throw .permission(path: Self.controlPath, errno)
            }
            throw .create(path: Self.controlPath, errno)
        }
        self.description = description
        node = device.devnode ?? device.syspath ?? Self.controlPath
    }

    package func write(_ events: ArraySlice<InputEvent>, dueTime: Int64) throws(PlaybackError) {
        if case .failure(let errno) = EventWrite.write(events, time: dueTime, to: device.fd) {
            throw .write(path: node, errno)
        }
    }
}
