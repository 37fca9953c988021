public import EvdevInput
import Foundation

/// A fake `/dev/input`: plain files named like event nodes, udev-style relative links in `by-id`
/// and `by-path`, and a probe that describes each file as a device (no kernel involved).
public final class FakeInputDirectory {
    public let scratch: TemporaryDirectory
    /// The directory with links resolved, as `resolve` returns paths.
    public let path: String
    package let devices: [String: DeviceCandidate]

    /// Creates `eventN` files for `devices` (keyed by file name), plus `mouse0` and `mice`, which
    /// are no event nodes, and the given links (`by-id/NAME` → `../eventN`).
    public init(_ devices: [String: (name: String, description: DeviceDescription?)], links: [String: String] = [:])
        throws
    {
        scratch = try TemporaryDirectory()
        path = scratch.url.resolvingSymlinksInPath().path
        var candidates: [String: DeviceCandidate] = [:]
        for (file, device) in devices {
            try scratch.write(file, "")
            let node = path + "/" + file
            candidates[file] =
                device.description.map { DeviceCandidate(node: node, description: $0) }
                ?? DeviceCandidate(node: node, name: device.name, problem: .permission(path: node, .permissionDenied))
        }
        self.devices = candidates
        try scratch.write("mouse0", "")
        try scratch.write("mice", "")
        for (link, target) in links {
            let folder = scratch.url.appendingPathComponent(link).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: scratch.file(link), withDestinationPath: "../" + target)
        }
    }

    package var discovery: DeviceDiscovery {
        let devices = self.devices
        return DeviceDiscovery(directory: path) { node in
            devices[String(node.split(separator: "/").last ?? "")] ?? DeviceCandidate(node: node)
        }
    }

    public func node(_ file: String) -> String { path + "/" + file }
}
