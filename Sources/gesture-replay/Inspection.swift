import EvdevInput
import GestureReplay

/// The `inspect` report of one recording, as text or JSON.
struct Inspection {
    let reader: any EventReader
    let statistics: RecordingStatistics
    /// The gestures libinput would report, for a touchpad recording.
    var libinputGestures: [TouchpadGestureLog.Gesture]? = nil

    private var axes: [(code: UInt16, info: AbsInfo)] {
        guard let description = reader.description else { return [] }
        return (description.codes[.abs] ?? []).sorted().compactMap { code in
            description.absInfo[code].map { (code, $0) }
        }
    }

    private func seconds(_ time: Int64) -> Double {
        Double(time - (statistics.firstTime ?? 0)) / 1_000_000
    }

    func text() -> String {
        var lines: [String] = []
        lines.append("recording  \(reader.path) (\(reader.format.rawValue))")
        lines += geteventLines + evtestLines
        if let device = reader.description {
            let id = device.id
            let name = device.name.isEmpty ? "(no name in the recording)" : "\"\(device.name)\""
            lines.append(
                "device     \(name) — \(device.deviceClass.rawValue), bus \(hex(id.bustype)) vendor \(hex(id.vendor)) product \(hex(id.product))"
            )
            if !device.properties.isEmpty {
                lines.append("properties " + device.properties.sorted().map(\.name).joined(separator: ", "))
            }
            for (index, axis) in axes.enumerated() {
                let size = axis.info.millimeters.map { ", \(format($0, 1)) mm" } ?? ""
                let resolution = axis.info.resolution > 0 ? ", \(axis.info.resolution) units/mm" : ""
                lines.append(
                    (index == 0 ? "axes       " : "           ")
                        + "\(EventCode.name(of: axis.code, type: .abs)) \(axis.info.minimum)…\(axis.info.maximum)\(resolution)\(size)"
                )
            }
            if let slots = device.slotCount { lines.append("slots      \(slots)") }
        } else {
            lines.append("device     unknown (events-only file; pass --description FILE for axes and class)")
        }
        lines.append("duration   \(format(statistics.duration, 3)) s")
        lines.append("events     \(statistics.eventCount) in \(statistics.frameCount) frames (SYN_REPORT)")
        lines.append("contacts   \(statistics.contacts.count)")
        for contact in statistics.contacts {
            var line =
                "  #\(contact.id) slot \(contact.slot)  \(format(seconds(contact.start), 3))–\(format(seconds(contact.end), 3)) s"
            line += " (\(format(contact.duration, 3)) s)"
            if let from = contact.startNormalized, let to = contact.endNormalized {
                line +=
                    "  (\(format(from.x * 100, 1)) %, \(format(from.y * 100, 1)) %) → (\(format(to.x * 100, 1)) %, \(format(to.y * 100, 1)) %)"
            } else {
                line +=
                    "  (\(format(contact.startX, 0)), \(format(contact.startY, 0))) → (\(format(contact.endX, 0)), \(format(contact.endY, 0)))"
            }
            line += "  path \(format(contact.pathLength, 0)) units, max \(format(contact.maxSpeed, 0)) units/s"
            line += contact.lifted ? "" : ", not lifted"
            lines.append(line)
        }
        if statistics.gaps.isEmpty {
            lines.append("gaps       none")
        } else {
            for (index, gap) in statistics.gaps.enumerated() {
                lines.append(
                    (index == 0 ? "gaps       " : "           ")
                        + "SYN_DROPPED at \(format(seconds(gap.start), 3)) s, resynced at \(format(seconds(gap.end), 3)) s, \(gap.discardedEvents) events discarded"
                )
            }
        }
        for bug in statistics.bugs { lines.append("warning    \(bug)") }
        lines += libinputLines
        return lines.joined(separator: "\n")
    }

    func json() -> JSONValue {
        var device: JSONValue = .null
        if let description = reader.description {
            device = .object([
                ("name", .string(description.name)),
                ("class", .string(description.deviceClass.rawValue)),
                (
                    "id",
                    .object([
                        ("bustype", .int(Int64(description.id.bustype))),
                        ("vendor", .int(Int64(description.id.vendor))),
                        ("product", .int(Int64(description.id.product))),
                        ("version", .int(Int64(description.id.version))),
                    ])
                ),
                ("properties", .array(description.properties.sorted().map { .string($0.name) })),
                ("slots", description.slotCount.map { .int(Int64($0)) } ?? .null),
                (
                    "axes",
                    .array(
                        axes.map { axis in
                            .object([
                                ("code", .int(Int64(axis.code))),
                                ("name", .string(EventCode.name(of: axis.code, type: .abs))),
                                ("minimum", .int(Int64(axis.info.minimum))),
                                ("maximum", .int(Int64(axis.info.maximum))),
                                ("fuzz", .int(Int64(axis.info.fuzz))), ("flat", .int(Int64(axis.info.flat))),
                                ("resolution", .int(Int64(axis.info.resolution))),
                                ("millimeters", axis.info.millimeters.map { .double($0) } ?? .null),
                            ])
                        })
                ),
            ])
        }
        let contacts: [JSONValue] = statistics.contacts.map { contact in
            .object([
                ("id", .int(Int64(contact.id))), ("slot", .int(Int64(contact.slot))),
                ("start", .double(seconds(contact.start))), ("end", .double(seconds(contact.end))),
                ("duration", .double(contact.duration)),
                ("from", .object([("x", .double(contact.startX)), ("y", .double(contact.startY))])),
                ("to", .object([("x", .double(contact.endX)), ("y", .double(contact.endY))])),
                (
                    "fromNormalized",
                    contact.startNormalized.map { .object([("x", .double($0.x)), ("y", .double($0.y))]) } ?? .null
                ),
                (
                    "toNormalized",
                    contact.endNormalized.map { .object([("x", .double($0.x)), ("y", .double($0.y))]) } ?? .null
                ),
                ("pathLength", .double(contact.pathLength)), ("maxSpeed", .double(contact.maxSpeed)),
                ("frames", .int(Int64(contact.frames))), ("lifted", .bool(contact.lifted)),
            ])
        }
        let gaps: [JSONValue] = statistics.gaps.map { gap in
            .object([
                ("start", .double(seconds(gap.start))), ("end", .double(seconds(gap.end))),
                ("discardedEvents", .int(Int64(gap.discardedEvents))),
            ])
        }
        return .object(
            [
                ("path", .string(reader.path)), ("format", .string(reader.format.rawValue)), ("device", device),
                ("events", .int(Int64(statistics.eventCount))), ("frames", .int(Int64(statistics.frameCount))),
                ("duration", .double(statistics.duration)),
                ("mode", statistics.mode.map { .string($0.rawValue) } ?? .null),
                ("contacts", .array(contacts)), ("gaps", .array(gaps)),
                ("warnings", .array(statistics.bugs.map { .string($0) })),
            ] + (geteventJSON.map { [("getevent", $0)] } ?? []) + (libinputJSON.map { [("libinput", $0)] } ?? []))
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// A number with a fixed count of decimals, without Foundation.
///
/// The digits are written once into the string's own storage: the timeline formats a time and a
/// percent or two on every line it prints.
func format(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let units = UInt64(scaled)
    var whole = units / UInt64(scale)
    var fraction = units % UInt64(scale)
    let negative = value < 0 && scaled != 0
    var wholeDigits = 1
    var bound: UInt64 = 10
    while whole >= bound {
        wholeDigits += 1
        bound *= 10
    }
    let length = (negative ? 1 : 0) + wholeDigits + (decimals > 0 ? 1 + decimals : 0)
    return String(unsafeUninitializedCapacity: length) { bytes in
        // From the last digit back: the fraction (zero-padded), the point, the whole part, the sign.
        var index = length
        for _ in 0..<decimals {
            index -= 1
            bytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        if decimals > 0 {
            index -= 1
            bytes[index] = UInt8(ascii: ".")
        }
        repeat {
            index -= 1
            bytes[index] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        } while whole > 0
        if negative { bytes[0] = UInt8(ascii: "-") }
        return length
    }
}
