extension GeteventReader {
    /// Reads a device listing: `getevent -p`, `-lp` or `-i` output, or an evemu description (which
    /// describes one device and names no node).
    /// - Parameter path: The listing.
    /// - Returns: The devices in file order; those without an `events:` section only give a name.
    public static func readDevices(_ path: String) throws(RecordingError) -> [GeteventDevice] {
        let lines = try LineReader(path: path)
        while let line = try lines.nextLine() {
            if line.isBlank || line.hasPrefix("could not ") { continue }
            if line.hasPrefix("add device ") { return try GeteventDescriptionParser.read(path) }
            break
        }
        return [GeteventDevice(node: nil, description: try EvemuReader.readDescription(path), listsCodes: true)]
    }

    /// The description of `node`: from the listing at `descriptionPath`, else from a block in the
    /// dump, else built from the events.
    static func description(
        for node: GeteventScan.Node, scan: GeteventScan, descriptionPath: String?, path: String
    ) throws(RecordingError) -> (description: DeviceDescription, source: DescriptionSource, notes: [String]) {
        let subject = node.name ?? "the device"
        if let descriptionPath {
            let devices = try readDevices(descriptionPath)
            guard let device = match(devices, node: node) else {
                let listed = devices.filter(\.listsCodes).map { $0.node ?? "unnamed" }
                throw RecordingError(
                    .badData, path: descriptionPath,
                    expected: node.name.map { "a description of \($0)" }
                        ?? "a description with every code the events of \(path) use",
                    found: listed.isEmpty
                        ? "no device with an `events:` section" : "only " + listed.joined(separator: ", "))
            }
            let which = device.node.map { " (\($0))" } ?? ""
            return (
                device.description, .listing(path: descriptionPath),
                ["description of \(subject) from \(descriptionPath)\(which)"]
            )
        }
        if let device = match(scan.blocks, node: node) {
            return (device.description, .dump, ["description of \(subject) from the dump's own `getevent -p` block"])
        }
        var description = DeviceDescription(name: name(of: node, blocks: scan.blocks) ?? "")
        description.propertiesKnown = false
        for (type, codes) in node.codes where type != .abs {
            for code in codes { description.enable(type, code) }
        }
        for (code, range) in node.ranges {
            description.enable(.abs, code, AbsInfo(minimum: min(0, range.minimum), maximum: range.maximum))
        }
        // A dump records a phone or tablet: multitouch axes there come from its touchscreen, a direct
        // device (Android's input dispatcher treats it so), which the missing listing cannot say.
        if description.has(.abs, EventCode.absMTPositionX) {
            description.properties.insert(.direct)
        }
        description.rangesInferred = true
        let note =
            "axis ranges unknown (no `getevent -lp` listing given as its description): each axis spans 0, "
            + "or its lowest value if negative, to the highest value seen, so positions are relative to the area touched"
        return (description, .events, [note])
    }

    /// The listed device that describes `node`: the one with its path; for a dump that names no
    /// node, the only device listed or else the first that has every code the events use.
    static func match(_ devices: [GeteventDevice], node: GeteventScan.Node) -> GeteventDevice? {
        let listed = devices.filter(\.listsCodes)
        if let name = node.name {
            if let same = listed.first(where: { $0.node == name }) { return same }
            return listed.count == 1 && listed[0].node == nil ? listed[0] : nil
        }
        if listed.count == 1 { return listed[0] }
        return listed.first { device in
            node.codes.allSatisfy { type, codes in
                type == .syn || codes.isSubset(of: device.description.codes[type] ?? [])
            }
        }
    }

    /// The name an `add device` block gives `node`, when the dump has one.
    private static func name(of node: GeteventScan.Node, blocks: [GeteventDevice]) -> String? {
        let named = blocks.filter { !$0.description.name.isEmpty }
        if let path = node.name { return named.first { $0.node == path }?.description.name }
        return named.count == 1 ? named[0].description.name : nil
    }
}
