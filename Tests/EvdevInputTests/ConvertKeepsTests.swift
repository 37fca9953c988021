import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// `convert` keeps what the output format can hold and says what it cannot; `-o -` is standard output.
@Suite struct ConvertKeepsTests {
    static func cli() throws -> String { try MalformedInputCLITests.cli() }

    @Test("a dump whose axis ranges were inferred says so again after conversion to either format")
    func inferredRangesSurviveConversion() throws {
        let scratch = try TemporaryDirectory()
        let dump = RepositoryPaths.fixture("getevent/one-node.getevent-l.txt")
        for name in ["out.evemu", "out.yml"] {
            let output = scratch.file(name)
            let run = try CommandRunner.run(["convert", dump, "-o", output], executable: try Self.cli())
            #expect(run.status == 0, "\(run.stderr)")
            let reader = try Recording.open(output)
            #expect(reader.description?.rangesInferred == true, "\(name)")
            #expect(reader.warnings.contains { $0.hasPrefix("axis ranges inferred from the events") }, "\(name)")
        }
    }

    @Test("udev properties and the libinput version are kept in libinput record and named when evemu drops them")
    func udevPropertiesAreKeptOrSaid() throws {
        let scratch = try TemporaryDirectory()
        let source = RepositoryPaths.fixture("libinput/three-devices.yml")
        let yaml = scratch.file("copy.yml")
        let kept = try CommandRunner.run(["convert", source, "-o", yaml], executable: try Self.cli())
        #expect(kept.status == 0)
        #expect(kept.stderr.isEmpty, "\(kept.stderr)")
        let copy = try LibinputRecordReader(path: yaml)
        #expect(copy.description?.udevProperties == ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"])
        #expect(copy.description?.libinputVersion == "1.22.1")

        let evemu = scratch.file("copy.evemu")
        let dropped = try CommandRunner.run(["convert", source, "-o", evemu], executable: try Self.cli())
        #expect(dropped.status == 0)
        #expect(
            dropped.stderr
                == "gesture-replay: warning: \(source): an evemu file cannot hold the udev properties "
                + "(ID_INPUT=1, ID_INPUT_TOUCHSCREEN=1) or the libinput version (1.22.1); not written\n")
    }

    @Test func dashIsStandardOutput() throws {
        let scratch = try TemporaryDirectory()
        let source = RepositoryPaths.recordings() + "/left-cancel-short.evemu"
        let run = try CommandRunner.run(
            ["convert", source, "-o", "-"], in: scratch.url.path, executable: try Self.cli())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("# EVEMU 1.3\n"))
        let events = run.stdout.split(separator: "\n").filter { $0.hasPrefix("E: ") }.count
        let recorded = try String(contentsOfFile: source, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("E: ") }.count
        #expect(events == recorded && events > 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.file("-")))
    }

    @Test func aFormatAgainstTheOutputsNameIsWarned() throws {
        let scratch = try TemporaryDirectory()
        let source = RepositoryPaths.recordings() + "/left-cancel-short.evemu"
        let output = scratch.file("x.evemu")
        let run = try CommandRunner.run(
            ["convert", source, "-o", output, "--format", "libinput"], executable: try Self.cli())
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "gesture-replay: warning: \(output): --format libinput writes libinput record YAML to a file "
                + "named as an evemu file\n")
    }
}

/// `inspect` and `convert` take `--gesture`, `--from`, `--to`, selecting as replay does, so a minimal
/// reproducer can be cut from a long recording.
@Suite struct CutReproducerTests {
    static let recording = RepositoryPaths.recordings() + "/left-two-swipes.evemu"

    @Test func convertCutsOneGesture() throws {
        let scratch = try TemporaryDirectory()
        let output = scratch.file("second.evemu")
        let run = try CommandRunner.run(
            ["convert", Self.recording, "--gesture", "2", "-o", output], executable: try MalformedInputCLITests.cli())
        #expect(run.status == 0, "\(run.stderr)")
        let inspected = try CommandRunner.run(
            ["inspect", "--json", output], executable: try MalformedInputCLITests.cli())
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(inspected.stdout.utf8)) as? [String: Any])
        let contacts = try #require(object["contacts"] as? [Any])
        #expect(contacts.count == 1)
        let none = try CommandRunner.run(
            ["convert", Self.recording, "--gesture", "3", "-o", scratch.file("none.evemu")],
            executable: try MalformedInputCLITests.cli())
        #expect(none.status == 65)
        #expect(none.stderr.contains("found none of the recording's 2 gestures"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("none.evemu")))
    }

    @Test func inspectShowsTheSelectedPart() throws {
        let run = try CommandRunner.run(
            ["inspect", Self.recording, "--from", "1"], executable: try MalformedInputCLITests.cli())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("contacts   1\n"), "\(run.stdout)")
    }
}
