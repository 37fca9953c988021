/// The first pass over a getevent dump: the device nodes that sent events, what each sent, and any
/// `getevent -p` device blocks the dump contains.
///
/// The pass reads the file once, line by line, and keeps per node only the codes used and each
/// axis's lowest and highest value, so memory does not grow with the file. Every line is parsed,
/// so a malformed line is reported before the first event is returned.
struct GeteventScan {
    /// One device node and what it sent.
    struct Node {
        /// The node's path bytes; nil for a dump that names no nodes (`getevent -lt /dev/input/eventN`).
        var path: [UInt8]?
        var eventCount = 0
        /// Whether it sent a touch position or `BTN_TOUCH`.
        var hasTouch = false
        var codes: [EventType: Set<UInt16>] = [:]
        /// The lowest and highest value seen per absolute axis, device units.
        var ranges: [UInt16: (minimum: Int32, maximum: Int32)] = [:]

        /// The node's path as text.
        var name: String? { path.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The nodes in the order their first event appears.
    private(set) var nodes: [Node] = []
    /// Whether event lines carry `[ sec.usec]` timestamps (nil before the first event line).
    private(set) var hasTimestamps: Bool?
    /// The device blocks (`add device …` with indented details) in the dump.
    private(set) var blocks: [GeteventDevice] = []

    /// The codes whose events mark a touch device: positions and `BTN_TOUCH`.
    static let touchCodes: [(type: UInt16, code: UInt16)] = [
        (Constants.evAbs, Constants.absMTPositionX), (Constants.evAbs, Constants.absMTPositionY),
        (Constants.evAbs, Constants.absX), (Constants.evAbs, Constants.absY), (Constants.evKey, Constants.btnTouch),
    ]

    /// Reads `lines` to the end once.
    static func run(_ lines: LineReader) throws(RecordingError) -> GeteventScan {
        let path = lines.path
        var scan = GeteventScan()
        let labels = GeteventLabels.shared
        var parser = GeteventDescriptionParser(path: path)
        var firstEventLine = 0
        var namesNodes = false
        var last = 0
        while let line = try lines.nextLine() {
            let event: GeteventLine.Event
            switch try GeteventLine.parse(line, path: path, lineNumber: lines.lineNumber, labels: labels) {
            case .ignored: continue
            case .detail:
                try parser.detail(line, lineNumber: lines.lineNumber)
                continue
            case .addDevice(let node):
                try parser.addDevice(node, lineNumber: lines.lineNumber)
                continue
            case .event(let parsed): event = parsed
            }
            if let hasTimestamps = scan.hasTimestamps {
                if hasTimestamps != (event.time != nil) || namesNodes != (event.node != nil) {
                    let (has, what) =
                        hasTimestamps != (event.time != nil)
                        ? (hasTimestamps, "timestamp") : (namesNodes, "device node")
                    throw .bad(
                        path, line: lines.lineNumber,
                        expected:
                            "every event line \(has ? "with" : "without") a \(what), as on line \(firstEventLine)",
                        text: line)
                }
            } else {
                scan.hasTimestamps = event.time != nil
                namesNodes = event.node != nil
                firstEventLine = lines.lineNumber
            }
            let index = try scan.index(of: event.node, hint: last, path: path, lineNumber: lines.lineNumber)
            last = index
            scan.nodes[index].record(event)
        }
        scan.blocks = parser.finish()
        return scan
    }

    /// The index of the node named `node` (nil: the one unnamed node), added when new.
    private mutating func index(
        of node: UnsafeBufferPointer<UInt8>?, hint: Int, path: String, lineNumber: Int
    ) throws(RecordingError) -> Int {
        if hint < nodes.count, Self.same(nodes[hint].path, node) { return hint }
        if let found = nodes.firstIndex(where: { Self.same($0.path, node) }) { return found }
        guard nodes.count < GeteventDescriptionParser.maximumDevices else {
            throw RecordingError(
                .badData, path: path, line: lineNumber,
                expected: "at most \(GeteventDescriptionParser.maximumDevices) device nodes", found: "more")
        }
        nodes.append(Node(path: node.map(Array.init)))
        return nodes.count - 1
    }

    private static func same(_ path: [UInt8]?, _ node: UnsafeBufferPointer<UInt8>?) -> Bool {
        switch (path, node) {
        case (nil, nil): true
        case (let path?, let node?): path.elementsEqual(node)
        default: false
        }
    }
}

extension GeteventScan.Node {
    /// Counts an event and widens the codes and ranges it touches.
    mutating func record(_ event: GeteventLine.Event) {
        eventCount += 1
        let type = EventType(rawValue: event.type)
        codes[type, default: []].insert(event.code)
        if event.type == Constants.evAbs {
            if let range = ranges[event.code] {
                ranges[event.code] = (min(range.minimum, event.value), max(range.maximum, event.value))
            } else {
                ranges[event.code] = (event.value, event.value)
            }
        }
        if !hasTouch, GeteventScan.touchCodes.contains(where: { $0.type == event.type && $0.code == event.code }) {
            hasTouch = true
        }
    }
}
