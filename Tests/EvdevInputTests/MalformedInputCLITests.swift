import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// The built `gesture-replay` reports broken input the documented way: exit 65 (66 for a missing
/// file), nothing on standard output and one `gesture-replay: FILE:LINE: …` line on standard error.
@Suite struct MalformedInputCLITests {
    /// The CLI `swift test` built beside the tests.
    static func cli() throws -> String {
        try #require(
            CommandRunner.builtBinary, "gesture-replay was not built beside the tests (run `swift build` first)")
    }

    @Test("inspect exits 65 with one FILE:LINE message", arguments: MalformedCase.all)
    func inspectBadData(broken: MalformedCase) throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("broken.rec", bytes: broken.bytes)
        let run = try CommandRunner.run(["inspect", path], executable: try Self.cli())
        #expect(run.status == 65, "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line expected on stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("gesture-replay: \(path):\(broken.line): expected "), "stderr: \(run.stderr)")
        MalformedInputTests.expectInOrder(broken.mentions, in: run.stderr)
    }

    @Test(
        "inspect --json and convert fail the same way", arguments: [MalformedCase.evemu[7], MalformedCase.libinput[2]])
    func otherCommands(broken: MalformedCase) throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("broken.rec", bytes: broken.bytes)
        for arguments in [["inspect", "--json", path], ["convert", path, "-o", scratch.file("out.evemu")]] {
            let result = try CommandRunner.run(arguments, executable: try Self.cli())
            #expect(result.status == 65, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("gesture-replay: \(path):\(broken.line): expected "))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.file("out.evemu")), "no half-written output")
    }

    @Test("a missing recording exits 66")
    func missingFile() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("nowhere.evemu")
        let run = try CommandRunner.run(["inspect", path], executable: try Self.cli())
        #expect(run.status == 66)
        #expect(run.stderr == "gesture-replay: \(path): no such file\n")
    }

    @Test("a missing --description exits 66")
    func missingDescription() throws {
        let scratch = try TemporaryDirectory()
        let events = try scratch.write("x.events", "E: 0.000001 0000 0000 0\n")
        let run = try CommandRunner.run(
            ["inspect", "--description", scratch.file("x.desc"), events], executable: try Self.cli())
        #expect(run.status == 66)
        #expect(run.stderr == "gesture-replay: \(scratch.file("x.desc")): no such file\n")
    }
}
