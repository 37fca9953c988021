import Foundation
import GestureTestSupport
import Testing

/// Recordings that arrive through a pipe, standard input, `/dev/stdin`, a FIFO or `<(…)`: each is
/// opened once and gives the events the same file gives (issue 15, item 4).
@Suite(.enabled(if: Corpus.isPresent, Corpus.missing))
struct PipeInputTests {
    /// `inspect --json`'s event count for a shell command line that feeds `CLI` a recording.
    static func events(_ script: String) throws -> (status: Int32, events: Int?, error: String) {
        let cli = try #require(CommandRunner.builtBinary, "gesture-replay was not built beside the tests")
        // bash for <(…); `timeout` turns a hang (a FIFO opened twice) into a failure, not a stuck run.
        let run = try CommandRunner.run(
            ["20", "/bin/bash", "-c", script.replacingOccurrences(of: "CLI", with: "'\(cli)'")],
            executable: "/usr/bin/timeout")
        let json = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return (run.status, json?["events"] as? Int, run.stderr)
    }

    @Test(
        "a pipe, -, /dev/stdin, <(…) and a FIFO read like the file",
        arguments: [
            "cros-lumpy-1f-swipe.dat", "andr-phone-two-finger-drag.getevent-lt.txt", "evemu-egalax-wetab.evemu",
        ])
    func everyStreamReadsLikeTheFile(file: String) throws {
        let path = Corpus.path(file)
        let reference = try Self.events("CLI inspect --json '\(path)'")
        #expect(reference.status == 0, "\(reference.error)")
        let expected = try #require(reference.events)
        for script in [
            "cat '\(path)' | CLI inspect --json -",
            "CLI inspect --json - < '\(path)'",
            "cat '\(path)' | CLI inspect --json /dev/stdin",
            "CLI inspect --json <(cat '\(path)')",
            "d=$(mktemp -d) && mkfifo \"$d/f\" && (cat '\(path)' > \"$d/f\" &) && CLI inspect --json \"$d/f\"; s=$?; rm -r \"$d\"; exit $s",
        ] {
            let piped = try Self.events(script)
            #expect(piped.status == 0, "\(script): \(piped.error)")
            #expect(piped.events == expected, "\(script)")
        }
    }
}
