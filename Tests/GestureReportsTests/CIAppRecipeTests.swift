import Foundation
import GestureTestSupport
import Testing
import Yams

/// The CI recipes for an app take the binary's options and write what they keep.
///
/// Issue 35 item 4, `docs/ci/*-app.yml`: each is valid YAML and its `gesture-replay check` line is
/// one the binary takes. Run here with `--app off` in place of the
/// recipe's `--app host` or `--app vm` (no runner's uinput or guest in a unit test) on the example's
/// manifest, it must pass and write the JUnit, HTML and JSON the recipe keeps.
@Suite struct CIAppRecipeTests {
    /// The recipe's `gesture-replay check` line: the one shell line of its steps or script that runs it.
    static func checkLine(_ name: String) throws -> String {
        let text = try String(contentsOfFile: RepositoryPaths.root() + "/docs/ci/" + name, encoding: .utf8)
        _ = try #require(try Yams.compose(yaml: text), "docs/ci/\(name) is empty")
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
            .map { $0.hasPrefix("sudo ") ? String($0.dropFirst(5)) : $0 }
        let checks = lines.filter { $0.hasPrefix("gesture-replay check ") }
        #expect(checks.count == 1, "docs/ci/\(name): \(checks)")
        return try #require(checks.first)
    }

    @Test(arguments: [("github-actions-app.yml", "host"), ("gitlab-ci-app.yml", "vm")])
    func theRecipesCheckIsOneTheBinaryTakes(_ name: String, _ mode: String) throws {
        let line = try Self.checkLine(name)
        #expect(line.contains("--app \(mode)"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ci-app-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = RepositoryPaths.root() + "/examples/inbox/expectations.yml"
        let words = try CIRecipeTests.words(
            line.replacingOccurrences(of: "--app \(mode)", with: "--app off"), variables: ["MANIFEST": manifest])
        let result = try CommandRunner.run(Array(words.dropFirst()), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        for kept in ["reports/junit.xml", "reports/report.html", "reports/cases.jsonl"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + kept), "\(name): \(kept)")
        }
    }
}
