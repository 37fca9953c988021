/// Why a recording could not be played through EIS (libei): the library, the connection or the
/// device the server gave.
///
/// The description is a line for a terminal; it names no command-line flag.
package enum EISError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libei could not be loaded (`dlopen` said `reason`): the library is not installed.
    case noLibrary(name: String, reason: String)
    /// The loaded libei lacks a function this client calls (a libei older than 1.0).
    case missingFunction(library: String, function: String)
    /// The recording is not of a touchscreen (`deviceClass` in ``DeviceClass``'s words): an EIS touch
    /// device plays touchscreens only.
    case notTouchscreen(name: String, deviceClass: String)
    /// The file descriptor handed over is not open in this process.
    case notOpen(fd: Int32)
    /// `ei_setup_backend_fd` refused the descriptor.
    case setup(fd: Int32, Errno)
    /// The EIS server disconnected this client (before a device came, or during the play).
    case disconnected(fd: Int32)
    /// No device with the touch capability and a region was resumed in time.
    ///
    /// `seats` are the seats offered, each with its capabilities (libei's names), `devices` the
    /// devices added, each with its capabilities and whether it had a region.
    case noTouchDevice(waitedSeconds: Double, seats: [String], devices: [String])
    /// The touch device was paused by the server during the play.
    case paused(device: String)
    /// The touch device was removed by the server during the play.
    case removed(device: String)

    /// The Debian package that has libei's library.
    package static let debianPackage = "libei1"

    package var description: String {
        switch self {
        case .noLibrary(let name, let reason):
            return "\(name) cannot be loaded (\(reason)): install libei, Debian's \(Self.debianPackage) "
                + "(Debian 13 and later; sudo apt-get install \(Self.debianPackage))"
        case .missingFunction(let library, let function):
            return "\(library) has no \(function): libei 1.0 or later is needed (Debian's \(Self.debianPackage))"
        case .notTouchscreen(let name, let deviceClass):
            return "the recording's device \"\(name)\" is a \(deviceClass), not a touchscreen: an EIS touch device "
                + "plays touchscreens only (touchpad gestures, pointers and keys cannot go through it)"
        case .notOpen(let fd):
            return "file descriptor \(fd) is not open: expected the EIS connection the compositor handed over"
        case .setup(let fd, let errno):
            return "EIS on file descriptor \(fd): libei could not set up the connection: \(errno)"
        case .disconnected(let fd):
            return "EIS on file descriptor \(fd): the server disconnected"
        case .noTouchDevice(let waited, let seats, let devices):
            let offered = seats.isEmpty ? "no seat" : "seats " + seats.joined(separator: "; ")
            let made = devices.isEmpty ? "no device" : "devices " + devices.joined(separator: "; ")
            return "EIS: no device with the touch capability and a region was resumed within "
                + "\(Int(waited)) s (\(offered); \(made))"
        case .paused(let device):
            return "EIS \"\(device)\": the server paused the device during the play"
        case .removed(let device):
            return "EIS \"\(device)\": the server removed the device during the play"
        }
    }
}
