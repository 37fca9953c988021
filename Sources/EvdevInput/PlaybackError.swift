/// Why a recording could not be played into the system.
///
/// The description is a line for a terminal naming the file or node; the CLI maps the cases to its exit
/// codes (69 no uinput or no libei, 77 permission, 65 a node or recording that does not fit, 74 I/O).
package enum PlaybackError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `/dev/uinput` does not exist: the `uinput` module is not loaded (or not built).
    case noUinput(path: String)
    /// The user may not open `path` (`/dev/uinput`, or the node played into).
    case permission(path: String, Errno)
    /// The kernel refused to make the device, or another system failure at `path`.
    case create(path: String, Errno)
    /// The device node played into lacks codes the recording uses (libevdev names).
    case missingCodes(node: String, codes: [String])
    /// Writing a frame failed.
    case write(path: String, Errno)
    /// The recording is of a device with typing keys: playing it would type into the system.
    case keyboard(path: String, name: String)
    /// The recording carries no device description to make a device from.
    case noDescription(path: String)
    /// The node played into could not be opened or read back.
    case device(EvdevError)
    /// Playing through EIS (libei) failed: no libei, no touch device, or the device went away.
    case eis(EISError)

    /// How to get write access to `/dev/uinput`, printed with a permission error.
    ///
    /// `/dev/uinput` is root's, mode 0600, on Debian and Fedora (systemd's `50-udev-default.rules` has
    /// `KERNEL=="uinput", OPTIONS+="static_node=uinput"` and no group); a udev rule can give it to a
    /// group, as hid-tools and steam-devices do.
    package static let permissionFix = """
        fix: run as root (sudo), or give a group write access with a udev rule, e.g. \
        /etc/udev/rules.d/70-gesture-replay-uinput.rules containing: \
        KERNEL=="uinput", GROUP="input", MODE="0660" (then sudo udevadm trigger, and join the input group)
        """

    package var description: String {
        switch self {
        case .noUinput(let path):
            return "\(path) does not exist: the uinput module is not loaded; load it with: sudo modprobe uinput"
        case .permission(let path, let errno):
            return "\(path): cannot open: \(errno)\n" + Self.permissionFix
        case .create(let path, let errno):
            return "\(path): cannot make the device: \(errno)"
        case .missingCodes(let node, let codes):
            return "\(node) lacks codes the recording uses: \(codes.joined(separator: ", "))"
        case .write(let path, let errno):
            return "\(path): writing events failed: \(errno)"
        case .keyboard(let path, let name):
            return "\(path) is a recording of a keyboard (\"\(name)\"): playing it would type into the system; "
                + "keyboards are played only when allowed explicitly"
        case .noDescription(let path):
            return "\(path): expected a device description to make the device from, found an events-only file"
        case .device(let error):
            return error.description
        case .eis(let error):
            return error.description
        }
    }
}
