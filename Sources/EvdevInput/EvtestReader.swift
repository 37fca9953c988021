/// Streams an `evtest` dump: every event, with the description from its header, a separate file, or
/// the events themselves.
///
/// Reads what evtest prints (`evtest.c`): an optional device header, then one
/// `Event: time 337722.192318, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 802` line per
/// event and `Event: time …, -------------- SYN_REPORT ------------` per frame.
///
/// The description comes from `descriptionPath` (an evemu description such as the `.desc` files
/// ChromiumOS keeps beside its logs), else from the header, else from the events as for a getevent
/// dump: the codes seen, each axis spanning 0 (or its lowest value, if negative) to the highest value
/// seen, properties unknown. ``axisRangesKnown`` is then false and ``notes`` says so.
///
/// The constructor reads the dump once to the end (header, then every line checked, constant memory)
/// and `next()` reads it again from the same open descriptor.
public final class EvtestReader: EventReader {
    /// Where the description came from.
    public enum DescriptionSource: Hashable, Sendable {
        /// The file passed as `descriptionPath`.
        case file(path: String)
        /// The dump's own header.
        case header
        /// Built from the events: axis ranges are guesses.
        case events
    }

    public let path: String
    public var format: RecordingFormat { .evtest }
    public let description: DeviceDescription?
    public var lineNumber: Int { lines.lineNumber }
    /// Where ``description`` came from.
    public let descriptionSource: DescriptionSource
    /// Whether the axis ranges come from the device (header or description file), not from the events.
    public var axisRangesKnown: Bool { descriptionSource != .events }
    /// The note on guessed axis ranges, when they were guessed.
    public var warnings: [String] {
        notes.filter { note in
            (!axisRangesKnown && note.hasPrefix("axis ranges unknown")) || note.contains(Self.keysFromEvents)
        }
    }

    /// The words of the note that says the class comes from the keys the events carry, not from the
    /// description (which lists none).
    public static let keysFromEvents = "lists no keys: those the events carry are taken"
    /// Events in the dump (every `Event:` line, `SYN_REPORT`s included).
    public let eventCount: Int
    /// What `inspect` and `replay` should tell about the choices made.
    public let notes: [String]

    private let lines: LineReader
    private var validator: EventValidator

    /// Opens an evtest dump and finds or builds its description.
    /// - Parameters:
    ///   - path: The dump (`-` is standard input).
    ///   - descriptionPath: An evemu description of the device, which takes precedence over the header.
    public convenience init(path: String, descriptionPath: String? = nil) throws(RecordingError) {
        try self.init(input: try RecordingInput(path: path), descriptionPath: descriptionPath)
    }

    /// Reads an opened dump from its start (``Recording/open(_:descriptionPath:deviceIndex:)``).
    init(input: RecordingInput, descriptionPath: String?) throws(RecordingError) {
        let path = input.path
        self.path = path
        let scan = LineReader(input: input)
        var header = EvtestHeaderParser(path: path)
        var count = 0
        var codes: [EventType: Set<UInt16>] = [:]
        var ranges: [UInt16: (minimum: Int32, maximum: Int32)] = [:]
        while let line = try scan.nextLine() {
            switch try EvtestLine.parse(line, path: path, lineNumber: scan.lineNumber) {
            case .blank: continue
            case .header:
                guard count == 0 else {
                    throw .bad(
                        path, line: scan.lineNumber,
                        expected: "an event line (`Event: time 337722.192318, type 3 (EV_ABS), …`)", text: line)
                }
                try header.parse(line, lineNumber: scan.lineNumber)
            case .event(_, let type, let code, let value):
                count += 1
                codes[EventType(rawValue: type), default: []].insert(code)
                if type == Constants.evAbs {
                    let old = ranges[code] ?? (value, value)
                    ranges[code] = (min(old.minimum, value), max(old.maximum, value))
                }
            }
        }
        guard count > 0 else {
            throw RecordingError(
                .badData, path: path, line: max(1, scan.lineNumber),
                expected: "evtest event lines (`Event: time 337722.192318, type 3 (EV_ABS), …`)", found: "no events")
        }
        var notes: [String] = []
        if let descriptionPath {
            let file = try EvemuReader.readDescription(descriptionPath)
            let fromHeader = header.build()
            var described = fromHeader.map { file.filling(from: $0) } ?? file
            descriptionSource = .file(path: descriptionPath)
            notes.append("description from \(descriptionPath)")
            if let fromHeader, described != file {
                notes.append(
                    "\(descriptionPath) lists no keys or properties: those of the dump's own header are kept "
                        + "(\(fromHeader.deviceClass.rawValue) by them)")
            }
            // A description of axes alone (ChromiumOS's `.desc`) cannot tell a touchpad from a screen; the
            // keys the events carry can (`BTN_TOOL_FINGER` and `BTN_TOOL_DOUBLETAP` only a touchpad sends).
            if described.codes[.key]?.isEmpty ?? true, let keys = codes[.key], !keys.isEmpty {
                var seen = DeviceDescription(name: "")
                for code in keys { seen.enable(.key, code) }
                let filled = described.filling(from: seen)
                described = filled
                notes.append(
                    "\(descriptionPath) \(Self.keysFromEvents) ("
                        + keys.sorted().map { EventCode.name(of: $0, type: .key) }.joined(separator: ", ")
                        + "), so the class is \(filled.deviceClass.rawValue) by the events")
            }
            description = described
        } else if let fromHeader = header.build() {
            description = fromHeader
            descriptionSource = .header
            notes.append("description from the dump's own header")
        } else {
            var built = DeviceDescription(name: "")
            built.propertiesKnown = false
            for (type, set) in codes where type != .abs {
                for code in set { built.enable(type, code) }
            }
            for (code, range) in ranges {
                built.enable(.abs, code, AbsInfo(minimum: min(0, range.minimum), maximum: range.maximum))
            }
            built.rangesInferred = true
            description = built
            descriptionSource = .events
            notes.append(
                "axis ranges unknown (no device header and no separate evemu description): each axis spans 0, "
                    + "or its lowest value if negative, to the highest value seen, so positions are relative "
                    + "to the area touched")
        }
        eventCount = count
        self.notes = notes
        validator = EventValidator(description: description)
        input.startLastPass()
        lines = LineReader(input: input)
    }

    public func next() throws(RecordingError) -> InputEvent? {
        while let line = try lines.nextLine() {
            guard
                case .event(let time, let type, let code, let value) = try EvtestLine.parse(
                    line, path: path, lineNumber: lines.lineNumber)
            else { continue }
            let event = InputEvent(time: time, type: EventType(rawValue: type), code: code, value: value)
            if let problem = validator.problem(with: event) {
                throw RecordingError(
                    .badData, path: path, line: lines.lineNumber, expected: problem.expected, found: problem.found)
            }
            return event
        }
        return nil
    }
}
