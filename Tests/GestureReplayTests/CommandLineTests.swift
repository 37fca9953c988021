import Foundation
import GestureInteraction
import GestureTestSupport
import Testing

/// The built binary end to end: output and documented exit codes.
@Suite(.serialized) struct CommandLineTests {
    static func temporary(_ name: String, _ contents: String) throws -> String {
        let folder = TemporaryDirectory.path("cli")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(
        "JSON and traces written to standard output on a full disk end with exit 74 naming it",
        .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "no /dev/full"),
        arguments: [
            ["inspect", "--json", "recordings/left-finish-slow.evemu"],
            ["replay", "--json", "recordings/left-finish-slow.evemu"],
            ["replay", "recordings/left-finish-slow.evemu", "--states", "-"],
        ])
    func fullStandardOutput(arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRunner.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.root())
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(message.contains("standard output: the disk is full: No space left on device"), "\(message)")
    }

    @Test func aMissingRecordingExitsWith66() throws {
        let result = try CommandRunner.run(["replay", "recordings/does-not-exist.evemu"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("recordings/does-not-exist.evemu: no such file"))
    }

    @Test func aBadEventLineExitsWith65NamingFileAndLine() throws {
        let path = try Self.temporary("bad.evemu", "# EVEMU 1.3\nN: x\nI: 0003 0001 0001 0001\nE: 0.000000 0003 zz 1\n")
        let result = try CommandRunner.run(["inspect", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path):4: expected an event `E: sec.usec type code value`"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("inspect says which device of a libinput record file with several it shows, and how to pick another")
    func inspectNamesTheDeviceOfSeveral() throws {
        let file = "tools/vm/fixtures/two-devices.yml"
        let first = try CommandRunner.run(["inspect", file])
        #expect(first.status == 0)
        #expect(first.stdout.contains("file       2 devices; this is device 0; --device-index 0…1 picks one"))
        #expect(first.stdout.contains("\"gesture-replay lane touchscreen\""))
        let second = try CommandRunner.run(["inspect", "--json", file, "--device-index", "1"])
        #expect(second.stdout.contains("\"file\":{\"devices\":2,\"deviceIndex\":1}"))
        #expect(second.stdout.contains("gesture-replay lane mouse"))
        // One device: no such line.
        let single = try CommandRunner.run(["inspect", "recordings/left-finish-slow.evemu"])
        #expect(!single.stdout.contains("file       "))
    }

    @Test func anOutOfRangeThresholdIsAUsageError() throws {
        let result = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--threshold", "2"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--threshold must be from 0 to 1"))
    }

    @Test func replayJSONPrintsOnlyTheSummary() throws {
        let result = try CommandRunner.run([
            "replay", "recordings/left-flick-30.evemu", "--model", "cupertino", "--json",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let summary = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(summary?["outcome"] as? String == "finished")
        #expect(summary?["rule"] as? String == "fling")
    }
}

/// `compare` and `models` end to end.
@Suite(.serialized) struct AnalysisCommandTests {
    @Test func compareJSONHasOneObjectPerModel() throws {
        let result = try CommandRunner.run([
            "compare", "recordings/left-flick-30.evemu", "--models", "uikit,cupertino", "--json",
        ])
        #expect(result.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(rows?.map { $0["model"] as? String } == ["uikit", "cupertino"])
        #expect(rows?.map { $0["outcome"] as? String } == ["cancelled", "finished"])
    }

    /// Every model, the touchpad-only ones too, with each parameter a number and its unit where it is
    /// one; the numbers checked are the platforms' published constants (feel-models.md,
    /// touchpad-models.md).
    @Test func modelsListsEveryModelWithNumbers() throws {
        let result = try CommandRunner.run(["models", "--json"])
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["name"] as? String } == FeelModel.allNames)
        func parameter(_ model: String, _ section: String, _ name: String) -> (Double?, String?) {
            let row = rows.first { $0["name"] as? String == model }
            let entry = (row?[section] as? [[String: Any]])?.first { $0["name"] as? String == name }
            return (entry?["value"] as? Double, entry?["unit"] as? String)
        }
        // UIKit's edge zone, 20 pt; libadwaita's VELOCITY_THRESHOLD_TOUCH, 0.3 px/ms.
        #expect(parameter("uikit", "touchscreen", "edge zone") == (20, "pt"))
        #expect(parameter("adwaita", "touchscreen", "velocity threshold") == (0.3, "px/ms"))
        // KWin's GESTURE_SWITCH_THRESHOLD 0.25 over s_minimumDelta 200; Firefox's
        // success-velocity-contribution 0.05 s.
        #expect(parameter("kwin", "touchpad", "threshold") == (0.25, "progress"))
        #expect(parameter("kwin", "touchpad", "base distance") == (200, "libinput units"))
        #expect(parameter("firefox", "touchpad", "velocity contribution") == (0.05, "s"))
        // Touchpad-only models list no touchscreen rules.
        #expect((rows.first { $0["name"] as? String == "kwin" }?["touchscreen"] as? [Any])?.isEmpty == true)
    }
}
