/// Streams an Android `adb shell getevent` dump: one device's events, with a description.
///
/// Reads what getevent prints (`toolbox/getevent.c`): labelled (`-l`) or numeric lines, with
/// (`-t`) or without timestamps, one device (`getevent -lt /dev/input/event1`) or several
/// interleaved with a `NODE: ` prefix, `add device` blocks, `-r` rates and captured error
/// messages. Values are hex, two's complement (`ffffffff` is −1); keys may read `DOWN`/`UP`/`REPEAT`.
///
/// ```
/// [    1807.354865] /dev/input/event1: EV_ABS       ABS_MT_POSITION_X    000001f4
/// [    1807.354865] 0003 0035 000001f4
/// ```
///
/// Choices, since a dump says less than evemu or libinput record:
/// - **Device**: `deviceIndex` picks the N-th node (0-based) in the order its first event appears;
///   by default the first node that sent a touch position or `BTN_TOUCH`, else the first node.
/// - **Description**: from `descriptionPath` (`getevent -lp` output, or an evemu description), else
///   from a `getevent -p` block inside the dump, else built from the events: the codes seen, each
///   axis spanning 0 (or its lowest value, if negative) to the highest value seen, properties
///   unknown. Zero rather than the lowest value seen, because touchscreen axes start at 0 and a
///   gesture that never reached the edge must not be stretched to it. ``axisRangesKnown`` is then
///   false and ``notes`` says so.
/// - **Time**: without `-t` every event is at time 0.
///
/// The constructor reads the file once to find nodes and ranges (constant memory), so line errors
/// surface there; `next()` reads it again from the same open descriptor (a pipe is copied once, see
/// `RecordingInput`).
public final class GeteventReader: EventReader {
    /// Where the description came from.
    public enum DescriptionSource: Hashable, Sendable {
        /// A listing passed as `descriptionPath`.
        case listing(path: String)
        /// A `getevent -p` block inside the dump.
        case dump
        /// Built from the events: axis ranges are guesses.
        case events
    }

    public let path: String
    public var format: RecordingFormat { .getevent }
    public let description: DeviceDescription?
    public var lineNumber: Int { lines.lineNumber }
    /// The node whose events are read (`/dev/input/event1`); nil when the dump names none.
    public let deviceNode: String?
    /// The index of that node among ``deviceNodes``.
    public let deviceIndex: Int
    /// Every node that sent events, in the order its first event appears (empty when the dump names none).
    public let deviceNodes: [String]
    /// Where ``description`` came from.
    public let descriptionSource: DescriptionSource
    /// Whether the axis ranges come from the device (a listing), not from the events.
    public var axisRangesKnown: Bool { descriptionSource != .events }
    /// The note on guessed axis ranges, when they were guessed.
    public var warnings: [String] { axisRangesKnown ? [] : notes.filter { $0.hasPrefix("axis ranges unknown") } }
    /// Whether the dump has timestamps (`getevent -t`); without them every event is at time 0.
    public let hasTimestamps: Bool
    /// What `inspect` should tell about the choices made: the node, the ranges, missing timestamps.
    public let notes: [String]

    private let lines: LineReader
    private let selectedNode: [UInt8]?
    private let labels = GeteventLabels.shared
    private var validator: EventValidator

    /// Opens a getevent dump, picks a device and finds or builds its description.
    /// - Parameters:
    ///   - path: The dump.
    ///   - descriptionPath: `getevent -lp` output (or an evemu description) with the axis ranges.
    ///   - deviceIndex: The node to read, 0-based in order of appearance; nil picks the first with touch events.
    public convenience init(path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil)
        throws(RecordingError)
    {
        try self.init(input: try RecordingInput(path: path), descriptionPath: descriptionPath, deviceIndex: deviceIndex)
    }

    /// Reads an opened dump from its start (``Recording/open(_:descriptionPath:deviceIndex:)``): the
    /// scan and the events read the same descriptor.
    init(input: RecordingInput, descriptionPath: String?, deviceIndex: Int?) throws(RecordingError) {
        let path = input.path
        self.path = path
        let scan = try GeteventScan.run(LineReader(input: input))
        guard !scan.nodes.isEmpty else {
            throw RecordingError(
                .badData, path: path, line: 1,
                expected: "getevent event lines (`[ 1807.354865] EV_ABS ABS_MT_POSITION_X 000001f4`; "
                    + "a `getevent -lp` listing is a description, given separately)",
                found: "no events")
        }
        var notes: [String] = []
        let index: Int
        if let deviceIndex {
            guard scan.nodes.indices.contains(deviceIndex) else {
                throw RecordingError(
                    .badData, path: path,
                    expected: "a device index from 0 to \(scan.nodes.count - 1) "
                        + "(nodes: \(scan.nodes.map { $0.name ?? "unnamed" }.joined(separator: ", ")))",
                    found: "device index \(deviceIndex)")
            }
            index = deviceIndex
        } else {
            index = scan.nodes.firstIndex { $0.hasTouch } ?? 0
        }
        let node = scan.nodes[index]
        if let name = node.name {
            let why =
                deviceIndex != nil
                ? "chosen by its device index"
                : node.hasTouch ? "the first with touch events" : "no node has touch events"
            let all = scan.nodes.compactMap(\.name).joined(separator: ", ")
            notes.append("device node \(name): index \(index) of \(scan.nodes.count) (\(all)), \(why)")
        }
        let chosen = try Self.description(for: node, scan: scan, descriptionPath: descriptionPath, path: path)
        notes += chosen.notes
        if scan.hasTimestamps == false {
            notes.append(
                "no timestamps (getevent without -t): every event is at 0 s, so speeds and durations are unknown")
        }
        description = chosen.description
        descriptionSource = chosen.source
        deviceNode = node.name
        self.deviceIndex = index
        deviceNodes = scan.nodes.compactMap(\.name)
        hasTimestamps = scan.hasTimestamps ?? false
        self.notes = notes
        selectedNode = node.path
        validator = EventValidator(description: chosen.description)
        input.startLastPass()
        lines = LineReader(input: input)
    }

    public func next() throws(RecordingError) -> InputEvent? {
        while let line = try lines.nextLine() {
            guard
                case .event(let parsed) = try GeteventLine.parse(
                    line, path: path, lineNumber: lines.lineNumber, labels: labels)
            else { continue }
            if let selectedNode {
                guard let node = parsed.node, selectedNode.elementsEqual(node) else { continue }
            }
            let event = InputEvent(
                time: parsed.time ?? 0, type: EventType(rawValue: parsed.type), code: parsed.code, value: parsed.value)
            if let problem = validator.problem(with: event) {
                throw RecordingError(
                    .badData, path: path, line: lines.lineNumber, expected: problem.expected, found: problem.found)
            }
            return event
        }
        return nil
    }
}
