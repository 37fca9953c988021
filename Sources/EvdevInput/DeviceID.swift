/// A device's bus, vendor, product and version numbers, as `struct input_id` carries them.
public struct DeviceID: Hashable, Sendable {
    /// Bus type (`BUS_USB` = 3, `BUS_I8042` = 0x11, …).
    public var bustype: UInt16
    /// Vendor id.
    public var vendor: UInt16
    /// Product id.
    public var product: UInt16
    /// Version.
    public var version: UInt16

    /// Creates an id.
    public init(bustype: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}
