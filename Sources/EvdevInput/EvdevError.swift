/// Why a live device could not be found, opened or read.
///
/// Each case carries the path or argument it is about and, for system failures, the `Errno`
/// the kernel gave. The description is one or more lines ready for a terminal; the CLI maps the
/// cases to its exit codes (66 no such input, 64 ambiguous usage, 74 I/O, 77 permission).
package enum EvdevError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input directory (`/dev/input`) holds no `event*` nodes, or does not exist.
    case noDevices(directory: String)
    /// A DEVICE argument that is no node, no `by-id`/`by-path` link and no part of a device name.
    /// `devices` lists what there is, one summary line each.
    case noSuchDevice(argument: String, devices: [String])
    /// No DEVICE argument and no touch-capable device among those that could be opened.
    /// `unreadable` counts the devices that could not be opened for lack of permission.
    case noTouchDevice(devices: [String], unreadable: Int)
    /// Several devices fit: the touch-capable ones without an argument, or the devices whose name
    /// contains the argument. `candidates` are their summary lines.
    case ambiguous(argument: String?, candidates: [String])
    /// The device exists but this user may not open it.
    case permission(path: String, Errno)
    /// The path exists but is not an evdev device (a regular file, another kind of device node).
    case notAnInputDevice(path: String, Errno)
    /// Opening or describing the device failed for another reason.
    case open(path: String, Errno)
    /// Taking the device exclusively (`EVIOCGRAB`) failed; `EBUSY` means another client holds it.
    case grab(path: String, Errno)
    /// Reading events failed for a reason other than the device going away.
    case read(path: String, Errno)
    /// The device went away while it was open (`ENODEV`): unplugged, or its driver unbound.
    case removed(path: String)
    /// The device is a keyboard; recording it would capture typed text.
    case keyboard(path: String, name: String)

    /// How to get read access to input devices, printed with every permission error.
    ///
    /// The `input` group owns `/dev/input/event*` on Debian, Fedora and Arch (systemd's
    /// `50-udev-default.rules`: `SUBSYSTEM=="input", GROUP="input"`); `uaccess` is the tag logind
    /// uses to give the active seat's user access to a device.
    package static let permissionFix = """
        fix: add yourself to the input group (sudo usermod -aG input "$USER", then log in again), \
        or give your seat access with a udev rule, e.g. /etc/udev/rules.d/70-gesture-replay.rules \
        containing: SUBSYSTEM=="input", KERNEL=="event*", TAG+="uaccess"
        """

    package var description: String {
        switch self {
        case .noDevices(let directory):
            return "no input devices: \(directory) has no event* nodes"
        case .noSuchDevice(let argument, let devices):
            return "no input device matches '\(argument)' (a node, a by-id/by-path link or part of a name)"
                + Self.list("devices", devices)
        case .noTouchDevice(let devices, let unreadable):
            var text = "no touch-capable device found; name one as DEVICE" + Self.list("devices", devices)
            if unreadable > 0 {
                text += "\n\(unreadable) device(s) could not be opened: permission denied\n" + Self.permissionFix
            }
            return text
        case .ambiguous(let argument, let candidates):
            let what = argument.map { "'\($0)' matches several devices" } ?? "several touch-capable devices"
            return "\(what); name one as DEVICE (its node)" + Self.list("candidates", candidates)
        case .permission(let path, let errno):
            return "\(path): cannot open: \(errno)\n" + Self.permissionFix
        case .notAnInputDevice(let path, let errno):
            return "\(path): not an evdev input device (\(errno))"
        case .open(let path, let errno):
            return "\(path): cannot open: \(errno)"
        case .grab(let path, let errno):
            let reason = errno == .busy ? "another program holds it exclusively" : errno.description
            return "\(path): cannot take the device exclusively (EVIOCGRAB): \(reason)"
        case .read(let path, let errno):
            return "\(path): reading events failed: \(errno)"
        case .removed(let path):
            return "\(path): the device went away"
        case .keyboard(let path, let name):
            return "\(path) (\"\(name)\") is a keyboard: a recording would capture typed text; "
                + "keyboards are recorded only when allowed explicitly"
        }
    }

    /// An indented list under a heading, or nothing for an empty list.
    private static func list(_ heading: String, _ lines: [String]) -> String {
        lines.isEmpty ? "" : "\n\(heading):\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }

    /// The error for a failed `open(2)` or libevdev set-up of `path`.
    static func opening(_ path: String, _ errno: Errno) -> EvdevError {
        switch errno {
        case .permissionDenied, .notPermitted: .permission(path: path, errno)
        case .noSuchFileOrDirectory, .notADirectory, .noSuchDeviceOrAddress:
            .noSuchDevice(argument: path, devices: [])
        case .notATerminal, .invalidArgument: .notAnInputDevice(path: path, errno)
        case .noSuchDevice: .removed(path: path)
        default: .open(path: path, errno)
        }
    }
}
