/// One device of an Android `getevent -p` (or `-lp`, `-i`) listing: its node and what it supports.
///
/// `getevent -lp` prints, per device, `add device N: NODE`, the name, the codes of each event type
/// and, for each absolute axis, `value, min, max, fuzz, flat, resolution`, then the input properties.
/// A dump captured without a device argument prints the same block header (`add device`, `name:`)
/// without the codes; then ``listsCodes`` is false and only the name is known.
public struct GeteventDevice: Hashable, Sendable {
    /// The device node (`/dev/input/event1`); nil for a description read from an evemu file.
    public var node: String?
    /// What the listing says about the device.
    public var description: DeviceDescription
    /// Whether the listing had an `events:` section, so that codes and axis ranges are known.
    public var listsCodes: Bool

    /// Creates a device entry.
    /// - Parameters:
    ///   - node: The device node.
    ///   - description: What the listing says about the device.
    ///   - listsCodes: Whether the listing had an `events:` section.
    public init(node: String?, description: DeviceDescription, listsCodes: Bool) {
        self.node = node
        self.description = description
        self.listsCodes = listsCodes
    }
}
