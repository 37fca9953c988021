import EvdevInput
import GestureCore
import GestureReplay
import JSONLines

/// The `devices` report: every event node with its class, name, axes and slots, or why it could
/// not be opened; as text or JSON.
struct DeviceListing {
    let candidates: [DeviceCandidate]

    /// One block per device: a line with node, class, name, slots and size, then one line per axis.
    func text() -> String {
        var lines: [String] = []
        for candidate in candidates {
            let name = candidate.name.map { "\"\($0)\"" } ?? "(name unknown)"
            guard let description = candidate.description else {
                let reason = candidate.problem.map(Self.reason) ?? "cannot open"
                lines.append("\(candidate.node)  \(name)  cannot open: \(reason)")
                continue
            }
            var line = "\(candidate.node)  \(description.deviceClass.rawValue)  \(name)"
            if let slots = description.slotCount { line += "  \(slots) slots" }
            if let size = description.physicalSize {
                line += "  \(size.width.fixed(1)) × \(size.height.fixed(1)) mm"
            }
            lines.append(line)
            for (code, info) in Self.axes(description) {
                var axis =
                    "    \(EventCode.name(of: code, type: .abs).padding(toLength: 20)) \(info.minimum)…\(info.maximum)"
                if info.resolution > 0 { axis += "  \(info.resolution) units/mm" }
                if let millimeters = info.millimeters { axis += "  \(millimeters.fixed(1)) mm" }
                lines.append(axis)
            }
        }
        if candidates.contains(where: { if case .permission = $0.problem { true } else { false } }) {
            lines.append(EvdevError.permissionFix)
        }
        return lines.joined(separator: "\n")
    }

    /// A JSON array, one object per node: `node`, `name`, `class` (null when it could not be
    /// opened), `id`, `properties`, `slots`, `size` (mm), `axes` and `error` (null when opened).
    func json() -> JSONValue {
        .array(
            candidates.map { candidate in
                let description = candidate.description
                let id = description?.id
                return .object([
                    ("node", .string(candidate.node)),
                    ("name", candidate.name.map { .string($0) } ?? .null),
                    ("class", description.map { .string($0.deviceClass.rawValue) } ?? .null),
                    (
                        "id",
                        id.map {
                            .object([
                                ("bustype", .int(Int64($0.bustype))), ("vendor", .int(Int64($0.vendor))),
                                ("product", .int(Int64($0.product))), ("version", .int(Int64($0.version))),
                            ])
                        } ?? .null
                    ),
                    ("properties", .array((description?.properties.sorted() ?? []).map { .string($0.name) })),
                    ("slots", description?.slotCount.map { .int(Int64($0)) } ?? .null),
                    (
                        "size",
                        description?.physicalSize.map {
                            .object([("width", .double($0.width)), ("height", .double($0.height))])
                        }
                            ?? .null
                    ),
                    ("axes", .array(description.map(Self.axes)?.map(Self.axisJSON) ?? [])),
                    ("error", candidate.problem.map { .string(Self.reason($0)) } ?? .null),
                ])
            })
    }

    private static func axes(_ description: DeviceDescription) -> [(UInt16, AbsInfo)] {
        (description.codes[.abs] ?? []).sorted().compactMap { code in description.absInfo[code].map { (code, $0) } }
    }

    private static func axisJSON(_ axis: (code: UInt16, info: AbsInfo)) -> JSONValue {
        .object([
            ("code", .int(Int64(axis.code))), ("name", .string(EventCode.name(of: axis.code, type: .abs))),
            ("minimum", .int(Int64(axis.info.minimum))), ("maximum", .int(Int64(axis.info.maximum))),
            ("fuzz", .int(Int64(axis.info.fuzz))), ("flat", .int(Int64(axis.info.flat))),
            ("resolution", .int(Int64(axis.info.resolution))),
            ("millimeters", axis.info.millimeters.map { .double($0) } ?? .null),
        ])
    }

    /// Why a node could not be opened, in a few words (the fix is printed once, after the list).
    private static func reason(_ problem: EvdevError) -> String {
        switch problem {
        case .permission(_, let errno), .notAnInputDevice(_, let errno), .open(_, let errno), .read(_, let errno),
            .grab(_, let errno):
            errno.description.lowercased()
        case .removed: "the device went away"
        case .noDevices, .noSuchDevice, .noTouchDevice, .ambiguous, .keyboard: problem.description
        }
    }
}

extension String {
    /// Right-pads with spaces to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
