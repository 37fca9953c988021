/// A system error number, as `errno` and libevdev's negative return values carry it.
///
/// In the style of swift-system's `Errno`: a libevdev call that returns `-rc` becomes
/// `Errno(rawValue: rc)`. `EAGAIN` is never wrapped: for an evdev read it means "no events right
/// now", which `EvdevDevice.nextEvent()` reports as nil.
///
/// ```swift
/// Errno.permissionDenied.description   // "Permission denied"
/// ```
package struct Errno: RawRepresentable, Error, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's error number (positive).
    package var rawValue: Int32

    /// Wraps an error number.
    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The C library's message for the number (`strerror`).
    package var description: String { String(cString: strerror(rawValue)) }

    /// The calling thread's current `errno`.
    static var current: Errno { Errno(rawValue: errno) }

    /// No such file or directory.
    ///
    /// The corresponding C constant is `ENOENT`.
    package static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
    /// Permission denied.
    ///
    /// The corresponding C constant is `EACCES`.
    package static let permissionDenied = Errno(rawValue: EACCES)
    /// Operation not permitted.
    ///
    /// The corresponding C constant is `EPERM`.
    package static let notPermitted = Errno(rawValue: EPERM)
    /// No such device: the device went away.
    ///
    /// The corresponding C constant is `ENODEV`.
    package static let noSuchDevice = Errno(rawValue: ENODEV)
    /// The device is busy: another client grabbed it.
    ///
    /// The corresponding C constant is `EBUSY`.
    package static let busy = Errno(rawValue: EBUSY)
    /// Not a typewriter: the file is not an evdev device.
    ///
    /// The corresponding C constant is `ENOTTY`.
    package static let notATerminal = Errno(rawValue: ENOTTY)
    /// Invalid argument.
    ///
    /// The corresponding C constant is `EINVAL`.
    package static let invalidArgument = Errno(rawValue: EINVAL)
    /// Try again: no data right now.
    ///
    /// The corresponding C constant is `EAGAIN`.
    package static let wouldBlock = Errno(rawValue: EAGAIN)
    /// Interrupted by a signal.
    ///
    /// The corresponding C constant is `EINTR`.
    package static let interrupted = Errno(rawValue: EINTR)
    /// Not a directory.
    ///
    /// The corresponding C constant is `ENOTDIR`.
    package static let notADirectory = Errno(rawValue: ENOTDIR)
    /// No such device or address.
    ///
    /// The corresponding C constant is `ENXIO`.
    package static let noSuchDeviceOrAddress = Errno(rawValue: ENXIO)
}
