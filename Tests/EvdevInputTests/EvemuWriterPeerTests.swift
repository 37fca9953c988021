import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// `EvemuWriter` writes what evemu-record writes, byte for byte: checked against libevemu's own
/// `evemu_write`/`evemu_write_event` (tools/peers/evemu-rewrite.c) and against a file libevemu wrote.
@Suite struct EvemuWriterPeerTests {
    /// A recording to rewrite: an evemu file and, for an events-only one, its description.
    struct Input: Sendable, CustomTestStringConvertible {
        var file: String
        var description: String?
        var testDescription: String { file }
    }

    static let inputs: [Input] = [
        Input(file: "evemu/touchscreen.evemu"),
        Input(file: "evemu/touchscreen.evemu-record.evemu"),
        Input(file: "evemu/old-single-touch.events", description: "evemu/old-single-touch.desc"),
    ]

    @Test(
        "EvemuWriter matches libevemu's writer", .enabled(if: PeerTool.evemuRewrite != nil, PeerTool.evemuMissing),
        arguments: inputs)
    func matchesLibevemu(input: Input) throws {
        let peer = try #require(PeerTool.evemuRewrite)
        let path = RepositoryPaths.fixture(input.file)
        let reference = try peer.run([path] + (input.description.map { [RepositoryPaths.fixture($0)] } ?? []))
        #expect(reference.status == 0, "evemu-rewrite failed: \(reference.stderr)")
        let ours = try Self.rewrite(
            try RecordingContents.read(path, description: input.description.map { RepositoryPaths.fixture($0) }))
        Self.expectSameLines(ours, reference.stdout)
    }

    @Test("EvemuWriter reproduces a file libevemu wrote, without libevemu at hand")
    func matchesCheckedInReference() throws {
        let reference = try String(
            contentsOfFile: RepositoryPaths.fixture("evemu/touchscreen.evemu-record.evemu"), encoding: .utf8)
        let ours = try Self.rewrite(try RecordingContents.read(RepositoryPaths.fixture("evemu/touchscreen.evemu")))
        Self.expectSameLines(ours, reference)
    }

    /// The events of `Fixtures/evemu/syn-comments.events`, written out here by hand because the
    /// reader rightly refuses its backward step (the writer takes whatever it is given).
    static let synEvents: [InputEvent] = [
        InputEvent(time: 1_284_881_103_697_884, type: .abs, code: EventCode.absX, value: 27),
        InputEvent(time: 1_284_881_103_697_897, type: .syn, code: EventCode.synReport, value: 0),
        InputEvent(time: 1_284_881_103_705_001, type: .syn, code: EventCode.synMTReport, value: 0),
        InputEvent(time: 1_284_881_103_705_001, type: .syn, code: EventCode.synReport, value: 0),
        InputEvent(time: 1_284_881_103_700_000, type: .syn, code: EventCode.synDropped, value: 0),
        InputEvent(time: 1_284_881_103_799_999, type: .syn, code: EventCode.synReport, value: 0),
        InputEvent(time: 1_284_881_103_800_000, type: .syn, code: 4, value: 7),
        InputEvent(time: 1_284_881_103_800_000, type: .abs, code: 0x28, value: -20000),
        InputEvent(time: 1_284_881_103_800_000, type: .key, code: 0x2fe, value: 1),
        InputEvent(time: 1_284_881_103_800_000, type: .key, code: EventCode.btnTouch, value: -5),
        InputEvent(time: 1_284_881_103_800_000, type: .syn, code: EventCode.synReport, value: 0),
    ]

    /// The `E:` lines evemu writes for `synEvents`, worked out by hand from `evemu_write_event`:
    /// `%04d` values, and SYN comments whose delta comes from a `static unsigned long last_ms` that
    /// starts at 0 (so the first one is the whole epoch time in ms) and prints negative with `%+ld`.
    static let synLines = [
        "E: 1284881103.697884 0003 0000 0027\t# EV_ABS / ABS_X                27",
        "E: 1284881103.697897 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +1284881103697ms",
        "E: 1284881103.705001 0000 0002 0000\t# ++++++++++++ SYN_MT_REPORT (0) ++++++++++",
        "E: 1284881103.705001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +8ms",
        "E: 1284881103.700000 0000 0003 0000\t# ------------ SYN_DROPPED (0) ---------- -5ms",
        "E: 1284881103.799999 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +99ms",
        "E: 1284881103.800000 0000 0004 0007\t# ------------ (null) (7) ---------- +1ms",
        "E: 1284881103.800000 0003 0028 -20000\t# EV_ABS / ABS_MISC             -20000",
        "E: 1284881103.800000 0001 02fe 0001\t# EV_KEY / (null)               1",
        "E: 1284881103.800000 0001 014a -005\t# EV_KEY / BTN_TOUCH            -5",
        "E: 1284881103.800000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms",
    ]

    @Test("SYN comments count ms from a last_ms starting at 0, negative deltas and nameless codes included")
    func synCommentsByHand() throws {
        let description = try EvemuReader.readDescription(RepositoryPaths.fixture("evemu/old-single-touch.desc"))
        let ours = try Self.rewrite(RecordingContents(description: description, events: Self.synEvents))
        #expect(ours.split(separator: "\n").filter { $0.hasPrefix("E:") }.map(String.init) == Self.synLines)
    }

    @Test(
        "SYN comments match libevemu's", .enabled(if: PeerTool.evemuRewrite != nil, PeerTool.evemuMissing))
    func synCommentsMatchLibevemu() throws {
        let peer = try #require(PeerTool.evemuRewrite)
        let reference = try peer.run([
            RepositoryPaths.fixture("evemu/syn-comments.events"),
            RepositoryPaths.fixture("evemu/old-single-touch.desc"),
        ])
        #expect(reference.status == 0, "evemu-rewrite failed: \(reference.stderr)")
        let description = try EvemuReader.readDescription(RepositoryPaths.fixture("evemu/old-single-touch.desc"))
        let ours = try Self.rewrite(RecordingContents(description: description, events: Self.synEvents))
        Self.expectSameLines(ours, reference.stdout)
    }

    @Test("each writer starts its SYN deltas afresh, as each evemu-record process does")
    func writersDoNotShareLastMillis() throws {
        let description = try EvemuReader.readDescription(RepositoryPaths.fixture("evemu/old-single-touch.desc"))
        let first = try Self.rewrite(RecordingContents(description: description, events: Self.synEvents))
        let second = try Self.rewrite(RecordingContents(description: description, events: Self.synEvents))
        #expect(first == second)
    }

    /// The file `EvemuWriter` makes of `contents`, as text.
    static func rewrite(_ contents: RecordingContents) throws -> String {
        let scratch = try TemporaryDirectory()
        try contents.writeEvemu(to: scratch.file("out.evemu"))
        return try String(contentsOfFile: scratch.file("out.evemu"), encoding: .utf8)
    }

    /// Compares two evemu files line by line, ignoring only the lines that describe the machine
    /// that wrote them (`# Kernel:`, `# DMI:`), and reports the first difference.
    static func expectSameLines(
        _ ours: String, _ reference: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func lines(_ text: String) -> [Substring] {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("# Kernel:") && !$0.hasPrefix("# DMI:") }
        }
        let a = lines(ours)
        let b = lines(reference)
        if let index = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) {
            Issue.record(
                "line \(index + 1) differs:\n  ours:    \(a[index])\n  libevemu: \(b[index])",
                sourceLocation: sourceLocation)
        } else {
            #expect(
                a.count == b.count, "ours has \(a.count) lines, libevemu's \(b.count)", sourceLocation: sourceLocation)
        }
    }
}
