import EvdevInput
import GestureReplay
import JSONLines

extension Inspection {
    /// The choices a getevent reader made (device node, description, timestamps), one `note` line
    /// each; nothing for the other formats, whose files say all of it.
    var geteventLines: [String] {
        guard let reader = reader as? GeteventReader else { return [] }
        return reader.notes.enumerated().map { index, note in (index == 0 ? "note       " : "           ") + note }
    }

    /// Which device of a libinput record file with several this is, and how to see another; nothing
    /// for a file of one device.
    var libinputFileLines: [String] {
        guard let reader = reader as? LibinputRecordReader, let count = reader.declaredDevices, count > 1 else {
            return []
        }
        let chosen = reader.deviceIndex
        return [
            "file       \(count) devices; this is device \(chosen)"
                + "; --device-index 0…\(count - 1) picks one (play plays them all)"
        ]
    }

    /// The choices an evtest reader made (where the description came from).
    var evtestLines: [String] {
        guard let reader = reader as? EvtestReader else { return [] }
        return reader.notes.enumerated().map { index, note in (index == 0 ? "note       " : "           ") + note }
    }

    /// The same for `inspect --json`: node, nodes, description source and notes; nil for other formats.
    var geteventJSON: JSONValue? {
        guard let reader = reader as? GeteventReader else { return nil }
        let source: String
        switch reader.descriptionSource {
        case .listing: source = "listing"
        case .dump: source = "dump"
        case .events: source = "events"
        }
        return .object([
            ("node", reader.deviceNode.map { .string($0) } ?? .null),
            ("deviceIndex", .int(Int64(reader.deviceIndex))),
            ("nodes", .array(reader.deviceNodes.map { .string($0) })),
            ("description", .string(source)),
            ("axisRangesKnown", .bool(reader.axisRangesKnown)),
            ("timestamps", .bool(reader.hasTimestamps)),
            ("notes", .array(reader.notes.map { .string($0) })),
        ])
    }
}
