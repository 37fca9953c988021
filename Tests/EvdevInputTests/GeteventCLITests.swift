import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// The CLI tells which getevent node and description it used, and never writes getevent.
@Suite struct GeteventCLITests {
    @Test("inspect names the node it picked and the nodes it saw")
    func inspectNotes() throws {
        let run = try CommandRunner.run(
            ["inspect", GeteventFixture.path("two-nodes.getevent-lt.txt")], executable: try MalformedInputCLITests.cli()
        )
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("two-nodes.getevent-lt.txt (getevent)") == true)
        #expect(
            lines.dropFirst().first
                == "note       device node /dev/input/event2: index 1 of 2 (/dev/input/event0, /dev/input/event2), "
                + "the first with touch events")
        #expect(lines.contains { $0.hasPrefix("           axis ranges unknown") })
    }

    @Test("convert --format getevent is a usage error, exit 64")
    func convertRefuses() throws {
        let scratch = try TemporaryDirectory()
        let output = scratch.file("out.txt")
        let run = try CommandRunner.run(
            ["convert", GeteventFixture.path("two-nodes.getevent-lt.txt"), "-o", output, "--format", "getevent"],
            executable: try MalformedInputCLITests.cli())
        #expect(run.status == 64)
        #expect(run.stderr.contains("getevent and evtest dumps are read, not written"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
