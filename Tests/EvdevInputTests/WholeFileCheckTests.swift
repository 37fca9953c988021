import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// A libinput record file is checked whole, every device of it, before any device is read or made:
/// the device a command shows is not the only one whose mistakes are reported.
@Suite struct WholeFileCheckTests {
    /// The fixture of three devices (a keyboard without events, a touchscreen, a mouse).
    static func threeDevices() throws -> String {
        try String(contentsOfFile: RepositoryPaths.fixture("libinput/three-devices.yml"), encoding: .utf8)
    }

    /// A file whose `ndevices:` says more devices than it lists, and the line that says it.
    static func overCounted() throws -> (text: String, line: Int) {
        let text = try threeDevices().replacingOccurrences(of: "ndevices: 3", with: "ndevices: 5")
        let line = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "ndevices: 5"))
        return (text, line + 1)
    }

    /// A file whose third device (not the one a command shows) has an axis minimum above its maximum.
    static func brokenThirdDevice() throws -> (text: String, line: Int) {
        let text = try threeDevices().replacingOccurrences(
            of: "      2: [0, 1, 8] # EV_REL\n",
            with: "      2: [0, 1, 8] # EV_REL\n    absinfo:\n      0: [100, 10, 0, 0, 0]\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex(of: "      0: [100, 10, 0, 0, 0]"))
        return (text, line + 1)
    }

    @Test("the reader refuses a file whose devices are not what ndevices says, with its line")
    func readerRefusesAMiscountedFile() throws {
        let scratch = try TemporaryDirectory()
        let (text, line) = try Self.overCounted()
        let path = try scratch.write("over.yml", text)
        #expect(throws: RecordingError.self) { _ = try LibinputRecordReader(path: path) }
        do {
            _ = try LibinputRecordReader(path: path)
        } catch {
            #expect(error.line == line)
            #expect(error.expected.contains("5 devices"))
            #expect(error.found?.contains("3") == true)
        }
    }

    @Test("inspect, replay and play report a broken device of the file, whichever they show", arguments: [0, 1])
    func everyCommandChecksTheWholeFile(which: Int) throws {
        let scratch = try TemporaryDirectory()
        let (text, line) = try which == 0 ? Self.overCounted() : Self.brokenThirdDevice()
        let path = try scratch.write("file.yml", text)
        let cli = try MalformedInputCLITests.cli()
        for arguments in [["inspect", path], ["replay", path], ["play", path]] {
            let run = try CommandRunner.run(arguments, executable: cli)
            // play checks the file before it asks for /dev/uinput (exit 69 when there is none).
            #expect(run.status == 65, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("gesture-replay: \(path):\(line): expected "), "\(arguments): \(run.stderr)")
        }
    }
}
