import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// The 28 evtest dumps of the shared corpus (ChromiumOS touchpad logs, 9 with evtest's device
/// header, 19 without), read by `gesture-replay inspect` and checked against a plain count of their
/// `Event:` lines.
///
/// Skipped, with the reason printed, when `<repo>/../shared/corpus` is absent.
@Suite(.enabled(if: Corpus.isPresent, Corpus.missing))
struct EvtestCorpusTests {
    /// The events of a dump counted without the reader: lines that start with evtest's `Event: time `.
    static func independentCount(_ path: String) throws -> Int {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).filter { $0.hasPrefix("Event: time ") }
            .count
    }

    @Test("inspect reads every evtest dump and counts the same events", arguments: Corpus.evtest)
    func everyDumpReads(entry: Corpus.Entry) throws {
        let cli = try #require(CommandRunner.builtBinary, "gesture-replay was not built beside the tests")
        let run = try CommandRunner.run(
            ["inspect", "--json"] + entry.descriptionArguments + [entry.path], executable: cli)
        #expect(run.status == 0, "inspect failed: \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["events"] as? Int == (try Self.independentCount(entry.path)))
        #expect(json["format"] as? String == "evtest")
    }

    @Test("a dump with a header takes its axes, resolution and name from it")
    func headerGivesTheDevice() throws {
        // cros-1f-fast-swipe-id-split.dat's header: "cyapa", ABS_MT_POSITION_X 0…1280 at 12 units/mm,
        // ABS_MT_POSITION_Y 0…680 at 10 units/mm, ABS_MT_SLOT 0…14 (MANIFEST.md, its entry).
        let reader = try EvtestReader(path: Corpus.path("cros-1f-fast-swipe-id-split.dat"))
        let description = try #require(reader.description)
        #expect(reader.descriptionSource == .header)
        #expect(description.name == "cyapa")
        #expect(description.absInfo[EventCode.absMTPositionX] == AbsInfo(minimum: 0, maximum: 1280, resolution: 12))
        #expect(description.absInfo[EventCode.absMTPositionY] == AbsInfo(minimum: 0, maximum: 680, resolution: 10))
        #expect(description.slotCount == 15)
    }

    @Test("a dump without a header takes its axes from the values seen, and says so")
    func noHeaderBuildsRangesFromEvents() throws {
        let path = Corpus.path("cros-link-center-to-right-normal.dat")
        let reader = try EvtestReader(path: path)
        #expect(reader.descriptionSource == .events)
        #expect(!reader.axisRangesKnown)
        #expect(reader.notes.contains { $0.hasPrefix("axis ranges unknown") })
        // Its largest ABS_MT_POSITION_X, found by a plain scan of the text.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let xs = text.split(separator: "\n").filter { $0.contains("(ABS_MT_POSITION_X), value ") }
            .compactMap { Int32($0.split(separator: " ").last ?? "") }
        #expect(reader.description?.absInfo[EventCode.absMTPositionX]?.maximum == xs.max())
        let paired = try EvtestReader(
            path: path, descriptionPath: Corpus.path("cros-link-atmel-touchpad.desc"))
        #expect(paired.axisRangesKnown)
        #expect(paired.description?.absInfo[EventCode.absMTPositionX]?.maximum == 2039)
    }
}
