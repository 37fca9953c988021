import Foundation
import GestureTestSupport
import Testing

/// Public recordings from `../shared/corpus` replayed as a new user would (issue 15).
///
/// Skipped, with the reason printed, when the corpus is absent.
@Suite(.serialized, .enabled(if: Corpus.files != nil, "no ../shared/corpus beside the repository"))
struct RealRecordingTests {
    static func file(_ name: String) -> String { Corpus.path(name) }

    @Test(
        "N-Trig has no resolution: a warning names the axes and --container, and the container keeps the aspect ratio")
    func missingResolutionWarns() throws {
        let result = try CommandRunner.run([
            "replay", Self.file("evd-n-trig-multitouch-2-fingers-touch-release.events"), "--description",
            Self.file("evd-n-trig-multitouch.desc"),
        ])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning:"))
        #expect(result.stderr.contains("ABS_MT_POSITION_X and ABS_MT_POSITION_Y have no resolution"))
        #expect(result.stderr.contains("--container WxH"))
        // Axes 0…9600 × 0…7200 (9601 × 7201 values): 1280 pt wide, 1280 · 7201 / 9601 = 960.03 → 960 pt.
        #expect(result.stdout.contains("container 1280×960 pt"))
        // The resting finger lands at x 1588 of 9601 values: 1588 · 1280 / 9601 = 211.71 pt from the left.
        #expect(result.stdout.contains("startedOutsideEdgeZone; started at (211.7"))
        #expect(result.stdout.contains("211.711 pt from the left edge"))
    }

    @Test("--container on an events-only file is used, and silences the warning")
    func containerOverride() throws {
        let result = try CommandRunner.run([
            "replay", Self.file("evd-n-trig-multitouch-1-finger-drag-nw-se.events"), "--description",
            Self.file("evd-n-trig-multitouch.desc"), "--container", "1366x768",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("container 1366×768 pt"))
        #expect(!result.stderr.contains("no resolution"))
    }

    @Test("with a resolution the reason gives millimetres from the edge too")
    func reasonInMillimetres() throws {
        // center-start.evemu: ABS_MT_POSITION_X 0…1079 at 16 units/mm; the touch lands at x 432.
        // libinput's mapping: 432 · (1079 / 16 mm) / 1080 = 26.975 mm from the left edge.
        let result = try CommandRunner.run(["replay", "recordings/center-start.evemu"])
        #expect(result.stdout.contains("(26.975 mm) from the left edge"))
        #expect(result.stderr.isEmpty)
    }

    @Test("getevent without a listing: replay repeats the 'axis ranges unknown' note")
    func geteventRangesNote() throws {
        let result = try CommandRunner.run(["replay", Self.file("andr-phone-single-drag.getevent-lt.txt")])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "warning: \(Self.file("andr-phone-single-drag.getevent-lt.txt")): axis ranges unknown"))
    }

    @Test("an evtest dump without a header replays with the same warning, and with its paired description without it")
    func evtestReplays() throws {
        let path = Self.file("cros-link-robot-one-finger-swipe-bottom-left-to-top-right.dat")
        let guessed = try CommandRunner.run(["replay", path])
        #expect(guessed.status == 0, "\(guessed.stderr)")
        #expect(guessed.stderr.contains("axis ranges unknown"))
        let paired = try CommandRunner.run([
            "replay", path, "--description", Self.file("cros-link-atmel-touchpad.desc"),
        ])
        #expect(paired.status == 0)
        #expect(!paired.stderr.contains("axis ranges unknown"))
    }

    @Test("inspect shows a getevent device's name from its -p block, and says when the dump has none")
    func geteventDeviceName() throws {
        // The fixture's `add device 2: /dev/input/event2` block names it "sec_touchscreen".
        let named = try CommandRunner.run(["inspect", "Tests/Fixtures/getevent/two-nodes.getevent-lt.txt"])
        #expect(named.stdout.contains("device     \"sec_touchscreen\" — touchscreen"))
        let unnamed = try CommandRunner.run(["inspect", Self.file("andr-phone-single-drag.getevent-lt.txt")])
        #expect(unnamed.stdout.contains("device     (no name in the recording) — touchscreen"))
    }

    @Test("compare on the Nexus 4 recording: one row per model and touch sequence the raw events hold")
    func compareLongRecording() throws {
        let path = Self.file("xit-nexus4-touch-dev.events")
        let description = Self.file("xit-nexus4-touch-dev.desc")
        let result = try CommandRunner.run([
            "compare", path, "--description", description, "--models", "uikit,android", "--json",
        ])
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        // Touch sequences counted from the text: a tracking id set while no other is active.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var active = Set<Int>()
        var slot = 0
        var sequences = 0
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 5, fields[2] == "0003", let value = Int(fields[4]) else { continue }
            if fields[3] == "002f" { slot = value }
            if fields[3] == "0039" {
                if value >= 0 {
                    if active.isEmpty { sequences += 1 }
                    active.insert(slot)
                } else {
                    active.remove(slot)
                }
            }
        }
        #expect(sequences > 1)
        #expect(rows.count == 2 * sequences)
        #expect(rows.compactMap { $0["gesture"] as? Int } == Array(1...sequences) + Array(1...sequences))
    }

    @Test("adb-style: a getevent dump piped into replay -")
    func pipedGetevent() throws {
        let cli = CommandRunner.binary
        let path = Self.file("andr-phone-two-finger-drag.getevent-lt.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "cat '\(path)' | '\(cli)' replay - --json 2>/dev/null"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let direct = try CommandRunner.run(["replay", path, "--json"])
        #expect(String(decoding: data, as: UTF8.self) == direct.stdout)
    }
}
