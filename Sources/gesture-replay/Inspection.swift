import Dispatch
import EvdevInput
import GestureCore
import GestureReplay
import JSONLines

/// The `inspect` report of one recording, as text or JSON.
struct Inspection {
    let reader: any EventReader
    let statistics: RecordingStatistics
    /// The gestures libinput would report, for a touchpad recording.
    var libinputGestures: [TouchpadGestureLog.Gesture]? = nil
    /// The class the user declared (`--class`), which the device is shown as.
    var declaredClass: DeviceClass? = nil
    /// The recording's gestures, each replayed alone; nil when they were not listed.
    var gestures: [GestureInventory.Entry]? = nil
    /// The model the gestures were replayed with.
    var gestureModel = ""

    /// The recording's description, with the declared class.
    var description: DeviceDescription? {
        guard var description = reader.description else { return nil }
        if let declaredClass { description.declaredClass = declaredClass }
        return description
    }

    private var axes: [(code: UInt16, info: AbsInfo)] {
        guard let description = description else { return [] }
        return (description.codes[.abs] ?? []).sorted().compactMap { code in
            description.absInfo[code].map { (code, $0) }
        }
    }

    private func seconds(_ time: Int64) -> Double {
        Microseconds.seconds(from: statistics.firstTime ?? 0, to: time)
    }

    func text() -> String {
        var lines: [String] = []
        lines.append("recording  \(reader.path) (\(reader.format.rawValue))")
        lines += geteventLines + evtestLines + libinputFileLines
        if let device = description {
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
        lines += gestureLines
        lines += libinputLines
        return lines.joined(separator: "\n")
    }

    /// Bytes reserved for the JSON report: the fixed members, then room per contact.
    ///
    /// A contact's object has 13 members (about 130 bytes of keys and punctuation) and 13 numbers of
    /// at most ``JSONBytes``' 24-byte shortest form; most take far less, and the buffer grows if needed.
    static func jsonCapacity(contacts: Int) -> Int {
        let fixed = 16 * 1024
        let perContact = 130 + 13 * 24
        return fixed + contacts * perContact
    }

    /// The report as one JSON object, written into `json`.
    ///
    /// The contacts, the one part that grows with the recording, are written member by member into
    /// the bytes; the fixed parts are built as values first.
    func writeJSON(to json: inout JSONBytes) {
        json.open()
        json.member("path", string: reader.path)
        json.member("format", string: reader.format.rawValue)
        json.key("device")
        json.value(deviceJSON)
        json.member("events", int: statistics.eventCount)
        json.member("frames", int: statistics.frameCount)
        json.key("duration")
        json.number(statistics.duration)
        json.member("mode", optional: statistics.mode?.rawValue)
        json.key("contacts")
        json.openArray()
        writeContacts(to: &json)
        json.closeArray()
        json.key("gaps")
        json.value(
            .array(
                statistics.gaps.map { gap in
                    .object([
                        ("start", .double(seconds(gap.start))), ("end", .double(seconds(gap.end))),
                        ("discardedEvents", .int(Int64(gap.discardedEvents))),
                    ])
                }))
        json.key("warnings")
        json.value(.array(statistics.bugs.map { .string($0) }))
        if let gestures = gesturesJSON {
            json.key("gestures")
            json.value(gestures)
        }
        if let reader = reader as? LibinputRecordReader, let count = reader.declaredDevices {
            json.key("file")
            json.value(.object([("devices", .int(Int64(count))), ("deviceIndex", .int(Int64(reader.deviceIndex)))]))
        }
        if let getevent = geteventJSON {
            json.key("getevent")
            json.value(getevent)
        }
        if let libinput = libinputJSON {
            json.key("libinput")
            json.value(libinput)
        }
        json.close()
    }

    /// Contacts from which their JSON is written in pieces on every core: a recording of thousands of
    /// gestures otherwise ends with milliseconds of number formatting on one core.
    static let parallelContacts = 1024

    /// The contacts as array elements, written in one piece per core for a long list.
    private func writeContacts(to json: inout JSONBytes) {
        let contacts = statistics.contacts
        let pieceCount = contacts.count >= Self.parallelContacts ? onlineProcessors() : 1
        guard pieceCount > 1 else {
            for contact in contacts {
                json.element()
                Self.write(contact, from: statistics.firstTime ?? 0, to: &json)
            }
            return
        }
        // Each piece writes only its own element, and concurrentPerform returns after all of them.
        nonisolated(unsafe) let pieces = UnsafeMutableBufferPointer<JSONBytes>.allocate(capacity: pieceCount)
        let origin = statistics.firstTime ?? 0
        pieces.initialize(repeating: JSONBytes())
        defer {
            _ = pieces.deinitialize()
            pieces.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: pieceCount) { piece in
            let range = (contacts.count * piece / pieceCount)..<(contacts.count * (piece + 1) / pieceCount)
            var bytes = JSONBytes(capacity: Self.jsonCapacity(contacts: range.count))
            for contact in contacts[range] {
                bytes.element()
                Self.write(contact, from: origin, to: &bytes)
            }
            pieces[piece] = bytes
        }
        for piece in pieces { json.appendElements(of: piece) }
    }

    /// The device's identity and axes, or `null` for an events-only file.
    private var deviceJSON: JSONValue {
        guard let description = description else { return .null }
        return .object([
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

    /// One contact's summary as a JSON object: times in seconds from `origin` (the first event's time,
    /// microseconds), positions in device units, normalized positions 0…1 (`null` without axis
    /// ranges), path in units, speed in units per second.
    private static func write(_ contact: ContactSummary, from origin: Int64, to json: inout JSONBytes) {
        json.open()
        json.member("id", int: contact.id)
        json.member("slot", int: contact.slot)
        json.key("start")
        json.number(Microseconds.seconds(from: origin, to: contact.start))
        json.key("end")
        json.number(Microseconds.seconds(from: origin, to: contact.end))
        json.key("duration")
        json.number(contact.duration)
        json.key("from")
        writePoint(contact.startX, contact.startY, to: &json)
        json.key("to")
        writePoint(contact.endX, contact.endY, to: &json)
        json.key("fromNormalized")
        if let from = contact.startNormalized { writePoint(from.x, from.y, to: &json) } else { json.null() }
        json.key("toNormalized")
        if let to = contact.endNormalized { writePoint(to.x, to.y, to: &json) } else { json.null() }
        json.key("pathLength")
        json.number(contact.pathLength)
        json.key("maxSpeed")
        json.number(contact.maxSpeed)
        json.member("frames", int: contact.frames)
        json.member("lifted", bool: contact.lifted)
        json.close()
    }

    /// `{"x":…,"y":…}`.
    private static func writePoint(_ x: Double, _ y: Double, to json: inout JSONBytes) {
        json.open()
        json.key("x")
        json.number(x)
        json.key("y")
        json.number(y)
        json.close()
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
