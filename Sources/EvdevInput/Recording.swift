/// Opens recordings of any format, telling them apart by their content.
public enum Recording {
    /// Events a loop over a recording reads at a time (``EventReader/next(into:)``): a reader that
    /// parses on a second thread hands over chunks of this size.
    public static let batchCapacity = 4096

    /// Opens `path` as an evemu, libinput record, getevent or evtest file, whichever its content is.
    ///
    /// `path` is opened once; `-` is standard input. A pipe, FIFO or character device is streamed
    /// from that one open, in constant memory for evemu and libinput record and without any
    /// temporary file; an evtest or getevent dump, read twice, is kept in memory up to 64 MiB (a
    /// longer one is refused: save it to a file). A FIFO without a writer waits for one; Ctrl-C
    /// ends the wait.
    ///
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description for an events-only evemu file, or a
    ///     `getevent -lp` listing (or evemu description) for a getevent dump.
    ///   - deviceIndex: For files with several devices, the device to read (0-based): libinput record's
    ///     nil picks the first device that has events, getevent's the first node with touch events.
    /// - Returns: A reader positioned before the first event.
    public static func open(
        _ path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil
    ) throws(RecordingError) -> any EventReader {
        // One open for every pass: a pipe or FIFO cannot be opened or read again.
        let input = try RecordingInput(path: path)
        switch try detectFormat(LineReader(input: input)) {
        case .evemu:
            if let deviceIndex, deviceIndex != 0 {
                throw RecordingError(
                    .badData, path: path, expected: "device index 0 (an evemu file holds one device)",
                    found: "device index \(deviceIndex)")
            }
            return try EvemuReader(input: input, descriptionPath: descriptionPath)
        case .libinput:
            let reader = try LibinputRecordReader(input: input, deviceIndex: deviceIndex)
            if descriptionPath != nil {
                throw RecordingError(
                    .badData, path: path,
                    expected: "no separate description (a libinput record file describes its devices)",
                    found: "a description file")
            }
            return reader
        case .evtest:
            if let deviceIndex, deviceIndex != 0 {
                throw RecordingError(
                    .badData, path: path, expected: "device index 0 (an evtest dump holds one device)",
                    found: "device index \(deviceIndex)")
            }
            return try EvtestReader(input: input, descriptionPath: descriptionPath)
        case .getevent:
            return try GeteventReader(input: input, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
        }
    }

    /// Decides the format from the first significant line: `version:` or a `# libinput record`
    /// banner means libinput record; `# EVEMU` or an `N:`/`I:`/`E:`… line means evemu; a getevent
    /// line (`[ 1807.354865] …`, `/dev/input/…: `, `add device`, `EV_…` or `0003 0035 000001f4`)
    /// means getevent.
    public static func detectFormat(_ path: String) throws(RecordingError) -> RecordingFormat {
        try detectFormat(LineReader(path: path))
    }

    /// Decides the format from the first significant lines `lines` reads.
    static func detectFormat(_ lines: LineReader) throws(RecordingError) -> RecordingFormat {
        let path = lines.path
        var sawContent = false
        while let line = try lines.nextLine() {
            if line.isBlank { continue }
            sawContent = true
            if line.hasPrefix("# libinput record") { return .libinput }
            if line.hasPrefix("Input driver version is") || line.hasPrefix("Input device ID:")
                || line.hasPrefix("Input device name:") || line.hasPrefix(EvtestLine.eventPrefix)
            {
                return .evtest
            }
            if line.hasPrefix("# EVEMU") { return .evemu }
            if line[0] == 0x23 { continue }
            if line.count >= 2, line[1] == 0x3a, "NIPBALSE".utf8.contains(line[0]) { return .evemu }
            if line.hasPrefix("version:") || line.hasPrefix("ndevices:") || line.hasPrefix("libinput:")
                || line.hasPrefix("system:") || line.hasPrefix("devices:")
            {
                return .libinput
            }
            if looksLikeGetevent(line) { return .getevent }
            let binary = line.contains(0) || line.contains(where: { $0 < 0x09 })
            throw RecordingError(
                .badData, path: path, line: lines.lineNumber,
                expected: "an evemu recording (`# EVEMU`, `N:` or `E:` lines), a libinput record file (`version: 1`) "
                    + "a getevent dump (`[ 1807.354865] EV_ABS ABS_MT_POSITION_X 000001f4`) "
                    + "or an evtest dump (`Event: time 337722.192318, type 3 (EV_ABS), …`)",
                found: binary ? "binary data" : RecordingError.quote(line))
        }
        throw RecordingError(
            .badData, path: path, line: 1, expected: "an evemu or libinput record file (or a getevent dump)",
            found: sawContent ? "only comments" : "an empty file")
    }

    /// Whether a line is one getevent prints: a `[` timestamp, a device node, `add device`, an error
    /// message of its own, or an event (`EV_` name or `0003 0035 000001f4`).
    static func looksLikeGetevent(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if line.hasPrefix("[") || line.hasPrefix("/dev/") || line.hasPrefix("add device ") || line.hasPrefix("EV_")
            || line.hasPrefix("could not ")
        {
            return true
        }
        var scanner = ByteScanner(line)
        for digits in [4, 4, 8] {
            let start = scanner.index
            guard scanner.hex(maxDigits: digits) != nil, scanner.index - start == digits else { return false }
            if digits != 8, !scanner.skipBlanks() { return false }
        }
        return scanner.restIsBlankOrComment()
    }
}
