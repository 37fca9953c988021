/// Finds evdev devices and resolves a DEVICE argument to a node.
///
/// A DEVICE argument is, in this order:
/// 1. a path (anything with a `/`): a node or a link to one, such as `/dev/input/by-id/…-event-mouse`;
/// 2. a name inside the input directory or its `by-id`/`by-path` folders (`event5`,
///    `usb-Wacom_…-event-stylus`);
/// 3. otherwise part of a device name, case-insensitive; a device whose whole name equals the
///    argument wins over those that merely contain it, and several matches are an error that lists them.
///
/// Without an argument, the only touch-capable device (touchscreen, touchpad or pen tablet) is
/// chosen; none or several is an error that lists the candidates.
///
/// The directory and the probe that opens a node are parameters, so the rules can be tested
/// against a folder of plain files and symlinks:
///
/// ```swift
/// let discovery = DeviceDiscovery()                      // /dev/input, opened through libevdev
/// let node = try discovery.resolve("Touchscreen")        // "/dev/input/event5"
/// ```
package struct DeviceDiscovery: Sendable {
    /// Where the kernel's input nodes live.
    package static let defaultDirectory = "/dev/input"
    /// Where sysfs lists input devices; a node's name is readable there without opening it.
    package static let sysfsInputDirectory = "/sys/class/input"
    /// The folders of persistent links udev keeps inside the input directory.
    package static let linkFolders = ["by-id", "by-path"]

    /// The input directory searched for `event*` nodes.
    package var directory: String
    /// Opens one node and says what it is (`probeLive` for real devices).
    package var probe: @Sendable (String) -> DeviceCandidate

    /// Creates a discovery over a directory.
    /// - Parameters:
    ///   - directory: The input directory (default `/dev/input`).
    ///   - probe: What opens a node; nil for `probeLive` (libevdev, with names from sysfs for
    ///     nodes that cannot be opened).
    package init(directory: String = defaultDirectory, probe: (@Sendable (String) -> DeviceCandidate)? = nil) {
        self.directory = directory
        self.probe = probe ?? Self.probeLive
    }

    /// The `event*` nodes of the directory, in numeric order (`event2` before `event10`); empty
    /// when the directory does not exist.
    package func nodes() -> [String] {
        var numbered: [(number: Int, name: String)] = []
        for name in directoryEntries(directory) ?? [] {
            guard name.hasPrefix("event"), let number = Int(name.dropFirst("event".count)), number >= 0 else {
                continue
            }
            numbered.append((number, name))
        }
        return numbered.sorted { $0.number < $1.number }.map { join(directory, $0.name) }
    }

    /// Every node, probed.
    package func candidates() -> [DeviceCandidate] {
        nodes().map(probe)
    }

    /// Resolves a DEVICE argument (or its absence) to a node, following the rules in the type's
    /// discussion.
    /// - Parameter argument: A path, a node or link name, part of a device name, or nil.
    /// - Returns: The node, with links resolved (`/dev/input/event5`).
    /// - Throws: `.noSuchDevice`, `.noDevices`, `.noTouchDevice` or `.ambiguous`, each listing what
    ///   there is.
    package func resolve(_ argument: String?) throws(EvdevError) -> String {
        guard let argument else { return try onlyTouchDevice() }
        if argument.contains("/") {
            guard let node = Self.canonicalPath(argument) else {
                throw .noSuchDevice(argument: argument, devices: candidates().map(\.summary))
            }
            return node
        }
        for folder in [directory] + Self.linkFolders.map({ join(directory, $0) }) {
            if let node = Self.canonicalPath(join(folder, argument)) { return node }
        }
        return try byName(argument)
    }

    /// The node of the only device whose name equals or contains `argument`.
    private func byName(_ argument: String) throws(EvdevError) -> String {
        let all = candidates()
        guard !all.isEmpty else { throw .noDevices(directory: directory) }
        let wanted = argument.lowercased()
        let exact = all.filter { $0.name == argument }
        if exact.count == 1 { return exact[0].node }
        let matches = all.filter { $0.name?.lowercased().contains(wanted) ?? false }
        switch matches.count {
        case 0: throw .noSuchDevice(argument: argument, devices: all.map(\.summary))
        case 1: return matches[0].node
        default: throw .ambiguous(argument: argument, candidates: matches.map(\.summary))
        }
    }

    /// The node of the only touch-capable device.
    private func onlyTouchDevice() throws(EvdevError) -> String {
        let all = candidates()
        guard !all.isEmpty else { throw .noDevices(directory: directory) }
        let touch = all.filter(\.isTouchCapable)
        switch touch.count {
        case 0:
            let unreadable = all.filter { if case .permission = $0.problem { true } else { false } }.count
            throw .noTouchDevice(devices: all.map(\.summary), unreadable: unreadable)
        case 1: return touch[0].node
        default: throw .ambiguous(argument: nil, candidates: touch.map(\.summary))
        }
    }

    /// Opens a real node through libevdev; when that fails, the name comes from sysfs.
    @Sendable package static func probeLive(_ node: String) -> DeviceCandidate {
        do {
            let device = try EvdevDevice(path: node)
            return DeviceCandidate(node: node, description: device.description)
        } catch {
            return DeviceCandidate(node: node, name: sysfsName(of: node), problem: error)
        }
    }

    /// The kernel name of a node from `/sys/class/input/eventN/device/name`, readable by anyone.
    static func sysfsName(of node: String) -> String? {
        let base = node.split(separator: "/").last.map(String.init) ?? node
        guard let text = HostSystem.readSmallFile(join(join(sysfsInputDirectory, base), "device/name")) else {
            return nil
        }
        let name = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }

    /// The path with every link resolved (`realpath(3)`), or nil when it does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// `directory/name`, without doubling a trailing slash.
private func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
}
