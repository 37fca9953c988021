import GestureCore
package import OutputSupport

/// Writes a `libinput record` YAML file (version 1) with one device, laid out as libinput record
/// writes it, so libinput's own tools (`libinput replay`, `libinput analyze`) and this reader accept it.
package final class LibinputRecordWriter {
    private let output: OutputFile
    private var frameOpen = false
    private var lastMillis: Int64?

    /// Writes the header, the device description and the start of its `events:` list.
    /// - Parameters:
    ///   - output: Where to write.
    ///   - description: The device the events come from.
    ///   - node: The device node, when known (`/dev/input/event5`).
    package init(output: OutputFile, description: DeviceDescription, node: String? = nil) throws(RecordingError) {
        self.output = output
        try output.writeRecording(Self.header(for: description, node: node))
    }

    /// The comment line that marks a description whose axis ranges were inferred from the events (as
    /// ``EvemuWriter/inferredRangesMark`` does in evemu): the `absinfo` below it is not the device's,
    /// and reading the file says so again.
    package static let inferredRangesMark = EvemuWriter.inferredRangesMark

    /// Everything up to the first event.
    ///
    /// The description's udev properties and libinput version, when it came from a `libinput record`
    /// file, are written back; otherwise the version is `unknown` and the udev properties are the ones
    /// udev gives every input device of the class.
    package static func header(for description: DeviceDescription, node: String?) -> String {
        var text = "# libinput record\n"
        if description.rangesInferred { text += inferredRangesMark + "\n" }
        text += "# written by gesture-replay\nversion: 1\nndevices: 1\n"
        text +=
            "libinput:\n  version: \(quoted(description.libinputVersion ?? "unknown"))\n  git: \"unknown\"\nsystem:\n"
        // Only what is known: a reader must not take a placeholder for the recording machine's kernel.
        if let kernel = description.kernel { text += "  kernel: \(quoted(kernel))\n" }
        if let dmi = description.dmi { text += "  dmi: \(quoted(dmi))\n" }
        // Comments and the plain node path keep to their line: control characters escaped.
        text += "devices:\n- node: \(TerminalText.escaped(node ?? "unknown"))\n  evdev:\n"
        text += "    # Name: \(TerminalText.escaped(description.name))\n"
        let id = description.id
        text += "    # ID: bus 0x\(hex(id.bustype, 1)) vendor 0x\(hex(id.vendor, 1))"
        text += " product 0x\(hex(id.product, 1)) version 0x\(hex(id.version, 1))\n"
        if let size = description.physicalSize {
            text += "    # Size in mm: \(Int(size.width))x\(Int(size.height))\n"
        } else {
            text += "    # Size in mm: unknown, missing resolution\n"
        }
        text += "    name: \(quoted(description.name))\n"
        text += "    id: [\(id.bustype), \(id.vendor), \(id.product), \(id.version)]\n"
        text += "    codes:\n"
        for type in description.types {
            let codes = (description.codes[type] ?? []).sorted().map(String.init).joined(separator: ", ")
            text += "      \(type.rawValue): [\(codes)] # \(type.name)\n"
        }
        let axes = description.codes[.abs, default: []].sorted()
        if !axes.isEmpty {
            text += "    absinfo:\n"
            for code in axes {
                let info = description.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                text +=
                    "      \(code): [\(info.minimum), \(info.maximum), \(info.fuzz), \(info.flat), \(info.resolution)]\n"
            }
        }
        let properties = description.properties.sorted().map { String($0.rawValue) }.joined(separator: ", ")
        text += "    properties: [\(properties)]\n"
        text += "  udev:\n    properties:\n"
        if let properties = description.udevProperties {
            for property in properties { text += "    - \(quoted(property))\n" }
        } else {
            text += "    - ID_INPUT=1\n"
            if let udev = udevClassProperty(description.deviceClass) { text += "    - \(udev)=1\n" }
        }
        text += "  quirks:\n  events:\n"
        return text
    }

    /// Appends one event, opening a new `- evdev:` frame after each `SYN_REPORT`.
    /// - Parameter event: The event, its time in microseconds as it should appear in the file.
    package func write(_ event: InputEvent) throws(RecordingError) {
        if !frameOpen {
            try output.writeRecording("  - evdev:\n")
            frameOpen = true
        }
        let (seconds, micros) = Microseconds.split(event.time)
        var text = "    - [" + leftPad(String(seconds), 3) + ", " + leftPad(String(micros), 6) + ", "
        text += leftPad(String(event.type.rawValue), 3) + ", " + leftPad(String(event.code), 3) + ", "
        text += leftPad(String(event.value), 7) + "] # "
        let codeName = EventCode.name(of: event.code, type: event.type)
        if event.type == .syn && event.code == Constants.synMTReport {
            text += "++++++++++++ \(codeName) (\(event.value)) ++++++++++\n"
        } else if event.type == .syn {
            let millis = event.time / 1000
            let delta = millis - (lastMillis ?? millis)
            lastMillis = millis
            text += "------------ \(codeName) (\(event.value)) ---------- \(delta >= 0 ? "+" : "")\(delta)ms\n"
        } else {
            text +=
                "\(event.type.name) / " + codeName.padding(toLength: 20) + " " + leftPad(String(event.value), 6) + "\n"
        }
        try output.writeRecording(text)
        if event.type == .syn && event.code == Constants.synReport { frameOpen = false }
    }

    /// Flushes the buffered lines to the file.
    package func flush() throws(RecordingError) { try output.flushRecording() }

    /// Flushes and renames the file into place.
    package func finish() throws(RecordingError) { try output.commitRecording() }

    /// A YAML double-quoted string that stays on its line.
    ///
    /// Besides `"` and `\\`, every character YAML does not print or may read as a line break is
    /// escaped: C0 controls (`\\n`, `\\t`, `\\r`, `\\xNN`), DEL and the C1 controls (NEL, U+0085,
    /// is a line break in YAML 1.1), the line and paragraph separators U+2028 and U+2029, the byte
    /// order mark and the noncharacters U+FFFE and U+FFFF (`\\uNNNN`). ``YAMLLine/string(_:)`` reads
    /// every one of these escapes back.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                switch scalar.value {
                case 0..<0x20: result += "\\x" + hex(UInt8(scalar.value), 2)
                case 0x7f...0x9f, 0x2028, 0x2029, 0xfeff, 0xfffe, 0xffff:
                    result += "\\u" + hex(UInt16(scalar.value), 4)
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The udev `ID_INPUT_*` property libinput would have seen for this class.
    static func udevClassProperty(_ deviceClass: DeviceClass) -> String? {
        switch deviceClass {
        case .touchscreen: "ID_INPUT_TOUCHSCREEN"
        case .touchpad: "ID_INPUT_TOUCHPAD"
        case .pointer: "ID_INPUT_MOUSE"
        case .tablet: "ID_INPUT_TABLET"
        case .keyboard: "ID_INPUT_KEYBOARD"
        case .other: nil
        }
    }
}
