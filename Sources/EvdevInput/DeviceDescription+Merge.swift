extension DeviceDescription {
    /// This description with what it leaves unsaid taken from `other`.
    ///
    /// The key, relative and switch
    /// codes when it lists none of a type (a description without `B:` lines for them, such as
    /// ChromiumOS's `.desc` files that hold only `A:` lines), and the properties when it has no `P:`
    /// line. Axes, names and ids stay this description's.
    /// - Parameter other: A description of the same device from another source (a dump's own header).
    public func filling(from other: DeviceDescription) -> DeviceDescription {
        var merged = self
        for (type, set) in other.codes where type != .abs && type != .syn && (codes[type]?.isEmpty ?? true) {
            for code in set { merged.enable(type, code) }
        }
        if !propertiesKnown, other.propertiesKnown {
            merged.properties = other.properties
            merged.propertiesKnown = true
        }
        return merged
    }

    /// Whether the class rests on incomplete bits: no key codes listed, or no properties known (no
    /// `P:` line), so ``deviceClass`` follows udev's rules on part of what they read.
    public var classIsGuessed: Bool {
        declaredClass == nil && ((codes[.key]?.isEmpty ?? true) || !propertiesKnown)
    }
}
