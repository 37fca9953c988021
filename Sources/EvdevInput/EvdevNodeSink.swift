/// An existing evdev node played into, as evemu-play does: events written to `/dev/input/eventN` are
/// injected into that device by the kernel (`evdev_write`).
package final class EvdevNodeSink: EventSink {
    package let node: String
    /// The device as it describes itself.
    package let description: DeviceDescription
    private let fd: Int32

    /// Opens `node` for writing, after checking that it has every code `script` uses.
    /// - Parameters:
    ///   - node: The device node.
    ///   - script: What will be played into it.
    /// - Throws: ``PlaybackError/device(_:)`` when it is no evdev node or cannot be read,
    ///   ``PlaybackError/permission(path:_:)``, ``PlaybackError/missingCodes(node:codes:)``.
    package init(node: String, checking script: PlaybackScript) throws(PlaybackError) {
        let device: EvdevDevice
        do throws(EvdevError) {
            device = try EvdevDevice(path: node)
        } catch {
            if case .permission(let path, let errno) = error { throw .permission(path: path, errno) }
            throw .device(error)
        }
        let missing = script.codesMissing(from: device.description)
        if !missing.isEmpty { throw .missingCodes(node: node, codes: missing) }
        switch EventWrite.openForWriting(node) {
        case .success(let fd): self.fd = fd
        case .failure(let errno) where errno == .permissionDenied || errno == .notPermitted:
            throw .permission(path: node, errno)
        case .failure(let errno): throw .create(path: node, errno)
        }
        self.node = node
        self.description = device.description
    }

    deinit { EventWrite.close(fd) }

    package func write(_ events: ArraySlice<InputEvent>, dueTime: Int64) throws(PlaybackError) {
        if case .failure(let errno) = EventWrite.write(events, time: dueTime, to: fd) {
            throw .write(path: node, errno)
        }
    }
}
