import Foundation
import Testing

/// Inputs that never end or are not files (`/dev/zero`, an endless pipe) are streamed from their one
/// open and refused after a bounded read, never copied to a temporary file first (issue 27, item 1).
struct EndlessStreamTests {
    /// Runs a shell command line with `CLI` standing for the built binary, under `timeout` (a copy of
    /// an endless stream would fill the disk until it ran out) and a private, checked `TMPDIR`.
    static func run(_ script: String) throws -> (status: Int32, error: String, leftInTemporary: [String]) {
        let cli = try #require(TestPaths.cli, "gesture-replay was not built beside the tests")
        let scratch = try TemporaryDirectory()
        let temporary = scratch.file("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let line = "export TMPDIR='\(temporary)'; " + script.replacingOccurrences(of: "CLI", with: "'\(cli.path)'")
        let run = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/timeout"), ["20", "/bin/bash", "-c", line])
        return (run.status, run.error, try FileManager.default.contentsOfDirectory(atPath: temporary))
    }

    @Test(
        "/dev/zero as a recording, standard input or description ends with a line-length error",
        arguments: [
            "CLI inspect /dev/zero",
            "cat /dev/zero | CLI replay -",
            "CLI inspect --description /dev/zero \(TestPaths.packageRoot.path)/recordings/left-finish-slow.evemu",
        ])
    func endlessZeros(script: String) throws {
        let run = try Self.run(script)
        #expect(run.status == 65, "\(script): \(run.error)")
        #expect(run.error.contains("a line of at most 1048576 bytes"), "\(run.error)")
        #expect(run.leftInTemporary.isEmpty)
    }

    @Test("an endless stream of valid evemu lines is read in constant memory until it is stopped")
    func endlessValidStream() throws {
        // 20 s of `yes` would have been copied whole (gigabytes) before the first event; streamed, the
        // header is parsed and the events are read as they come, and the process stays small.
        let script = """
            (printf 'N: a\\nI: 0018 0000 0000 0000\\nP: 02 00 00 00 00 00 00 00\\n'; \
            yes 'E: 0.000001 0000 0000 0000') | (CLI inspect - & pid=$!; sleep 3; \
            rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status); kill $pid; wait $pid; echo "rss=$rss" >&2; \
            [ "$rss" -lt 200000 ])
            """
        let run = try Self.run(script)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.leftInTemporary.isEmpty)
    }
}
