import Foundation
import GestureTestSupport
import Testing

/// What a verdict rests on is shown wherever the verdict is: `replay`'s warnings, the summary JSON,
/// `check`'s lines, JUnit, and `--strict` fails on it.
///
/// `andr-emulator-drag.getevent-lt.txt` is an Android getevent dump without its `getevent -lp`
/// listing (corpus MANIFEST.md): its axis ranges can only be inferred from the events, its axes have
/// no resolution (so the screen is assumed) and its properties are unknown (so the class is guessed).
@Suite(.serialized, .enabled(if: RepositoryPaths.corpus() != nil, "no ../shared/corpus beside the repository"))
struct AssumptionTests {
    static let dump = (RepositoryPaths.corpus() ?? "") + "/andr-emulator-drag.getevent-lt.txt"

    static func folder() throws -> String {
        let folder = TemporaryDirectory.path("assume")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theSummaryListsWhatTheReplayAssumed() throws {
        let result = try CommandRunner.run(["replay", Self.dump, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let assumptions = try #require(summary["assumptions"] as? [String])
        #expect(assumptions.contains { $0.hasPrefix("axis ranges unknown") })
        #expect(assumptions.contains { $0.contains("container assumed") })
        #expect(assumptions.contains { $0.contains("device class is a guess") })
        let clean = try CommandRunner.run([
            "replay", RepositoryPaths.recordings() + "/left-finish-slow.evemu", "--json",
        ])
        #expect(clean.stdout.contains(#""assumptions":[]"#))
    }

    @Test func checkShowsThemAndStrictFailsOnThem() throws {
        let folder = try Self.folder()
        let manifest = folder + "/dump.yml"
        try "cases:\n  - {recording: \(Self.dump), expect: none}\n".write(
            toFile: manifest, atomically: true, encoding: .utf8)
        let lenient = try CommandRunner.run(["check", manifest, "--junit", folder + "/junit.xml"])
        let assumes = lenient.stdout.split(separator: "\n").filter { $0.hasPrefix("  assumes: ") }
        #expect(assumes.count == 3, "\(lenient.stdout)")
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.components(separatedBy: "<property name=\"assumption\"").count - 1 == 3)
        #expect(junit.contains("<system-err>assumes: axis ranges unknown"))

        let strict = try CommandRunner.run(["check", manifest, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("rests on an assumption (strict)"))
        let defaults = folder + "/strict.yml"
        try "defaults: {strict: true}\ncases:\n  - {recording: \(Self.dump), expect: none}\n".write(
            toFile: defaults, atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["check", defaults]).status == 1)
    }

    /// `convert` of such a dump marks the inferred ranges in the evemu file it writes, and reading
    /// that file warns again instead of taking them for the device's.
    @Test func convertKeepsTheAssumptionVisible() throws {
        let folder = try Self.folder()
        let converted = folder + "/drag.evemu"
        #expect(try CommandRunner.run(["convert", Self.dump, "-o", converted]).status == 0)
        let text = try String(contentsOfFile: converted, encoding: .utf8)
        #expect(text.contains("# gesture-replay: axis ranges inferred from the events, not read from the device"))
        let replay = try CommandRunner.run(["replay", converted, "--json"])
        #expect(replay.stderr.contains("axis ranges inferred from the events when this file was converted"))
        #expect(replay.stdout.contains("axis ranges inferred from the events when this file was converted"))
    }
}
