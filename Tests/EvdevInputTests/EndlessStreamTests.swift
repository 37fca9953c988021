import Foundation
import GestureTestSupport
import Testing

/// Inputs that never end or are not files (`/dev/zero`, an endless pipe) are streamed from their one
/// open and refused after a bounded read, never copied to a temporary file first (issue 27, item 1).
struct EndlessStreamTests {
    /// Runs a shell command line with `CLI` standing for the built binary, under `timeout` (a copy of
    /// an endless stream would fill the disk until it ran out; KILL, as the test process blocks TERM
    /// for its children) and a private, checked `TMPDIR`.
    static func run(_ script: String) throws -> (status: Int32, error: String, leftInTemporary: [String]) {
        let cli = try #require(CommandRunner.builtBinary, "gesture-replay was not built beside the tests")
        let scratch = try TemporaryDirectory()
        let temporary = scratch.file("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let line = "export TMPDIR='\(temporary)'; " + script.replacingOccurrences(of: "CLI", with: "'\(cli)'")
        let run = try CommandRunner.run(
            ["-s", "KILL", "20", "/bin/bash", "-c", line], executable: "/usr/bin/timeout")
        return (run.status, run.stderr, try FileManager.default.contentsOfDirectory(atPath: temporary))
    }

    @Test(
        "/dev/zero as a recording, standard input or description ends with a line-length error",
        arguments: [
            "CLI inspect /dev/zero",
            "cat /dev/zero | CLI replay -",
            "CLI inspect --description /dev/zero \(RepositoryPaths.recordings())/left-finish-slow.evemu",
        ])
    func endlessZeros(script: String) throws {
        let run = try Self.run(script)
        #expect(run.status == 65, "\(script): \(run.error)")
        #expect(run.error.contains("a line of at most 1048576 bytes"), "\(run.error)")
        #expect(run.leftInTemporary.isEmpty)
    }

    @Test("an endless stream is read as it comes: a header without touch axes is refused at once")
    func endlessValidStream() throws {
        // Copied whole first, the stream never ended and nothing was said until the disk filled;
        // streamed, the header is read and refused before the first event is waited for.
        let script = """
            (printf 'N: a\\nI: 0018 0000 0000 0000\\nP: 02 00 00 00 00 00 00 00\\n'; \
            yes 'E: 0.000001 0000 0000 0000') | CLI replay -
            """
        let run = try Self.run(script)
        #expect(run.status == 65, "\(run.error)")
        #expect(run.leftInTemporary.isEmpty)
    }
}
