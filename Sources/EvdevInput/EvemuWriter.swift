import GestureCore
package import OutputSupport

/// Writes an evemu 1.3 recording exactly as evemu-record does, so `evemu-device` and `evemu-play`
/// accept it: a commented summary, the `N/I/P/B/A/L/S` description, the "Waiting for events" banner,
/// then one `E:` line per event with evemu's trailing comment.
package final class EvemuWriter {
    private let output: OutputFile
    private var lastMillis: Int64 = 0

    /// Writes the header and description.
    /// - Parameters:
    ///   - output: Where to write.
    ///   - description: The device the events come from.
    package init(output: OutputFile, description: DeviceDescription) throws(RecordingError) {
        self.output = output
        try output.writeRecording(Self.header(for: description))
    }

    /// The comment line that marks a description whose axis ranges were inferred from the events: the
    /// `A:` lines below it are not the device's, and reading the file says so again.
    package static let inferredRangesMark =
        "# gesture-replay: axis ranges inferred from the events, not read from the device"

    /// The file up to the first event: header comments, description and banner.
    package static func header(for description: DeviceDescription) -> String {
        var text = "# EVEMU 1.3\n"
        if description.rangesInferred { text += Self.inferredRangesMark + "\n" }
        if let kernel = description.kernel { text += "# Kernel: \(TerminalText.escaped(kernel))\n" }
        if let dmi = description.dmi { text += "# DMI: \(TerminalText.escaped(dmi))\n" }
        text += summary(of: description)
        // libevemu writes the name raw and reads `N:` to the end of its line, so a name holding a line
        // feed would end the line and its rest would read as another line (`E: …`, an event). Control
        // characters are written escaped (TerminalText, `\x0a`): the file stays one line per entry and
        // reads back, here and in evemu, with the name spelled out.
        text += "N: \(TerminalText.escaped(description.name))\n"
        let id = description.id
        text += "I: \(hex(id.bustype, 4)) \(hex(id.vendor, 4)) \(hex(id.product, 4)) \(hex(id.version, 4))\n"
        text += maskLines(prefix: "P:", bits: description.properties.map(\.rawValue), count: Int(Constants.propMax) + 1)
        text += "B: 00 0b 00 00 00 00 00 00 00\n"
        for typeValue in 1...Constants.evMax {
            guard let maxCode = LibevdevCalls.maxCode(type: typeValue) else { continue }
            let type = EventType(rawValue: typeValue)
            text += maskLines(
                prefix: "B: " + hex(typeValue, 2), bits: Array(description.codes[type] ?? []),
                count: Int(maxCode) + 1)
        }
        for code in description.codes[.abs, default: []].sorted() {
            let info = description.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
            text += "A: \(hex(code, 2)) \(info.minimum) \(info.maximum) \(info.fuzz) \(info.flat) \(info.resolution)\n"
        }
        for (type, prefix) in [(EventType.led, "L:"), (EventType.sw, "S:")] {
            for (code, state) in (description.states[type] ?? [:]).sorted(by: { $0.key < $1.key }) where state != 0 {
                text += "\(prefix) \(hex(code, 2)) \(state)\n"
            }
        }
        text += "################################\n#      Waiting for events      #\n################################\n"
        return text
    }

    /// Appends one event line.
    /// - Parameter event: The event, its time in microseconds as it should appear in the file.
    package func write(_ event: InputEvent) throws(RecordingError) {
        try output.writeRecording(line(for: event))
    }

    /// The `E:` line for `event`, with evemu's comment (`# EV_ABS / ABS_X   12`).
    func line(for event: InputEvent) -> String {
        let (seconds, micros) = Microseconds.split(event.time)
        var text = "E: \(seconds)." + pad(String(micros), 6) + " " + hex(event.type.rawValue, 4) + " "
        text += hex(event.code, 4) + " " + paddedValue(event.value) + "\t"
        let codeName = LibevdevCalls.codeName(type: event.type.rawValue, code: event.code) ?? "(null)"
        if event.type == .syn {
            if event.code == Constants.synMTReport {
                text += "# ++++++++++++ \(codeName) (\(event.value)) ++++++++++\n"
            } else {
                let millis = seconds * 1000 + micros / 1000
                let delta = millis - lastMillis
                lastMillis = millis
                text += "# ------------ \(codeName) (\(event.value)) ---------- \(delta >= 0 ? "+" : "")\(delta)ms\n"
            }
        } else {
            let typeName = LibevdevCalls.typeName(event.type.rawValue) ?? "(null)"
            text += "# \(typeName) / " + codeName.padding(toLength: 20) + " \(event.value)\n"
        }
        return text
    }

    /// Flushes the buffered lines to the file (after every frame while recording).
    package func flush() throws(RecordingError) { try output.flushRecording() }

    /// Flushes and renames the file into place.
    package func finish() throws(RecordingError) { try output.commitRecording() }

    /// evemu's `%04d`: at least 4 characters, zero-padded after the sign.
    private func paddedValue(_ value: Int32) -> String {
        value < 0 ? "-" + pad(String(value.magnitude), 3) : pad(String(value), 4)
    }

    /// The evtest-style summary evemu writes as comments before the description.
    static func summary(of description: DeviceDescription) -> String {
        let id = description.id
        var text = "# Input device name: \"\(TerminalText.escaped(description.name))\"\n"
        text += "# Input device ID: bus \(alternate(id.bustype)) vendor \(alternate(id.vendor))"
        text += " product \(alternate(id.product)) version \(alternate(id.version))\n"
        if let x = description.absInfo[Constants.absX], let y = description.absInfo[Constants.absY],
            description.has(.abs, Constants.absX), description.has(.abs, Constants.absY),
            x.resolution != 0, y.resolution != 0
        {
            let width = (x.maximum - x.minimum) / x.resolution
            let height = (y.maximum - y.minimum) / y.resolution
            if width != 0, height != 0 { text += "# Size in mm: \(width)x\(height)\n" }
        }
        text += "# Supported events:\n"
        // libevdev reports EV_SYN and every SYN code as present on any device, so evemu lists them all.
        for type in Set(description.types).union([.syn]).sorted() {
            text += "#   Event type \(type.rawValue) (\(LibevdevCalls.typeName(type.rawValue) ?? "(null)"))\n"
            let maxCode = LibevdevCalls.maxCode(type: type.rawValue) ?? 0
            let listed = type == .syn ? Array(0...maxCode) : (description.codes[type] ?? []).sorted()
            for code in listed where code <= maxCode {
                text +=
                    "#     Event code \(code) (\(LibevdevCalls.codeName(type: type.rawValue, code: code) ?? "(null)"))\n"
                if type == .abs {
                    let info = description.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                    text += "#       Value   " + leftPad(String(info.value), 6) + "\n"
                    text += "#       Min     " + leftPad(String(info.minimum), 6) + "\n"
                    text += "#       Max     " + leftPad(String(info.maximum), 6) + "\n"
                    text += "#       Fuzz    " + leftPad(String(info.fuzz), 6) + "\n"
                    text += "#       Flat    " + leftPad(String(info.flat), 6) + "\n"
                    text += "#       Resolution " + leftPad(String(info.resolution), 3) + "\n"
                } else if type == .led || type == .sw {
                    text += "#        State \(description.states[type]?[code] ?? 0)\n"
                }
            }
        }
        text += "# Properties:\n"
        for property in description.properties.sorted() {
            text +=
                "#   Property  type \(property.rawValue) (\(LibevdevCalls.propertyName(property.rawValue) ?? "(null)"))\n"
        }
        return text
    }

    /// Bitmask lines of 8 bytes each covering `count` bits, as evemu's `write_prop`/`write_mask`.
    static func maskLines(prefix: String, bits: [UInt16], count: Int) -> String {
        let byteCount = max(8, ((count + 7) / 8 + 7) / 8 * 8)
        var bytes = [UInt8](repeating: 0, count: byteCount)
        for bit in bits where Int(bit) < count { bytes[Int(bit) / 8] |= 1 << (bit % 8) }
        var text = ""
        for start in stride(from: 0, to: (count + 7) / 8, by: 8) {
            text += prefix
            for byte in bytes[start..<start + 8] { text += " " + hex(byte, 2) }
            text += "\n"
        }
        return text
    }
}

/// Lower-case hex, zero-padded to `width` digits.
func hex<T: BinaryInteger>(_ value: T, _ width: Int) -> String {
    pad(String(value, radix: 16), width)
}

/// C's `%#04x`: `0x` and at least two digits, or `0000` for zero.
private func alternate(_ value: UInt16) -> String {
    value == 0 ? "0000" : "0x" + pad(String(value, radix: 16), 2)
}

/// Left-pads with zeros.
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}

/// Left-pads with spaces (C's `%6d`).
func leftPad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

extension String {
    /// Right-pads with spaces (C's `%-20s`).
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
