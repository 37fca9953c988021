/// A live evdev device read through libevdev: its description and its events, with kernel
/// timestamps on `CLOCK_MONOTONIC` and `SYN_DROPPED` resolved by a resync.
///
/// The device is opened read-only and non-blocking; `fileDescriptor` is for poll(2), and
/// `nextEvent()` returns nil when nothing is waiting. When the kernel's buffer overflowed, the
/// events come out in the layout `FrameAssembler` expects:
///
/// ```
/// SYN_DROPPED            the kernel's marker (its time: the last event before the loss)
/// SYN_REPORT             closes the broken frame, which the assembler discards
/// …synced events…        libevdev's view of what changed meanwhile (LIBEVDEV_READ_FLAG_SYNC),
/// SYN_REPORT             ending with libevdev's own SYN_REPORT (absent when nothing changed)
/// ```
///
/// Closing the device (dropping the last reference) releases a grab, as the kernel does when the
/// descriptor closes; `ungrab()` releases it earlier.
///
/// ```swift
/// let device = try EvdevDevice(path: "/dev/input/event5")
/// while let event = try device.nextEvent() { print(event) }
/// ```
package final class EvdevDevice {
    /// The node that was opened (`/dev/input/event5`).
    package let path: String
    /// The device as libevdev read it when opened, with the host's kernel release and DMI modalias.
    package let description: DeviceDescription
    /// Whether the device is held exclusively (`grab()`).
    package private(set) var isGrabbed = false

    private let device: LibevdevDevice
    private var phase = ReadPhase.normal

    /// Where the reader is in libevdev's read protocol.
    private enum ReadPhase {
        /// Normal reads (`LIBEVDEV_READ_FLAG_NORMAL`).
        case normal
        /// A `SYN_DROPPED` was returned; the next call returns the `SYN_REPORT` that closes the
        /// broken frame, stamped with this time (µs).
        case closeDropped(at: Int64)
        /// Synced events are being read (`LIBEVDEV_READ_FLAG_SYNC`) until libevdev says `-EAGAIN`.
        case syncing
    }

    /// Opens a device node and reads its description.
    /// - Parameter path: An evdev node, or a link to one.
    /// - Throws: `.permission` (with the fix) when the user may not read it, `.notAnInputDevice`
    ///   for a file that is not an evdev node, `.noSuchDevice` when it does not exist.
    package init(path: String) throws(EvdevError) {
        let device: LibevdevDevice
        switch LibevdevDevice.open(path) {
        case .success(let opened): device = opened
        case .failure(let errno): throw EvdevError.opening(path, errno)
        }
        if case .failure(let errno) = device.useMonotonicClock() { throw EvdevError.open(path: path, errno) }
        var description = device.describe()
        description.kernel = HostSystem.kernelRelease
        description.dmi = HostSystem.dmiModalias
        self.path = path
        self.device = device
        self.description = description
    }

    /// The file descriptor to poll for `POLLIN` (and `POLLHUP`/`POLLERR` when the device goes away).
    package var fileDescriptor: Int32 { device.fd }

    /// Takes the device exclusively (`EVIOCGRAB`): no other client, the desktop included, sees
    /// its events until `ungrab()` or until the device is closed.
    /// - Throws: `.grab` (`EBUSY` when another client holds it), `.removed` when it is gone.
    package func grab() throws(EvdevError) {
        switch device.grab(true) {
        case .success: isGrabbed = true
        case .failure(let errno) where errno == .noSuchDevice: throw .removed(path: path)
        case .failure(let errno): throw .grab(path: path, errno)
        }
    }

    /// Releases a grab.
    ///
    /// Failing to release (the device is gone) is not an error: the kernel drops
    /// the grab with the device.
    package func ungrab() {
        guard isGrabbed else { return }
        _ = device.grab(false)
        isGrabbed = false
    }

    /// The next event, or nil when none is waiting.
    ///
    /// Event times are microseconds on `CLOCK_MONOTONIC` as the kernel stamped them. After a
    /// `SYN_DROPPED` the synced state follows as described in the type's discussion.
    /// - Throws: `.removed` when the device went away (`ENODEV`), `.read` for other failures.
    package func nextEvent() throws(EvdevError) -> InputEvent? {
        switch phase {
        case .closeDropped(let time):
            phase = .syncing
            return InputEvent(time: time, type: .syn, code: EventCode.synReport, value: 0)
        case .syncing:
            switch try read(sync: true) {
            case .event(let event, _): return event
            case .none:
                // The resync is complete; carry on with normal reads.
                phase = .normal
                return try nextEvent()
            }
        case .normal:
            switch try read(sync: false) {
            case .none: return nil
            case .event(let event, let syncing):
                if syncing && event.type == .syn && event.code == EventCode.synDropped {
                    phase = .closeDropped(at: event.time)
                }
                return event
            }
        }
    }

    private func read(sync: Bool) throws(EvdevError) -> LibevdevDevice.Read {
        switch device.next(sync: sync) {
        case .success(let read): return read
        case .failure(let errno) where errno == .noSuchDevice: throw .removed(path: path)
        case .failure(let errno): throw .read(path: path, errno)
        }
    }
}
