import Foundation
import GestureReplay
import GestureTestSupport
import Testing

/// One version, ``StateTrace/toolVersion``: `gesture-replay --version` prints it, every state trace's
/// header carries it, tools/package names the Debian package after what `--version` prints (issue 29),
/// and CHANGELOG.md's first entry and the `from:` an app pins in docs/embedding.md name it (issue 36).
@Suite struct VersionTests {
    static let root = RepositoryPaths.root()

    @Test func versionPrintsTheToolVersion() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == StateTrace.toolVersion + "\n")
    }

    @Test func theTraceHeaderCarriesTheSameVersion() throws {
        let result = try CommandRunner.run(["replay", "recordings/left-finish-slow.evemu", "--states", "-"])
        #expect(result.status == 0)
        let line = try #require(result.stdout.split(separator: "\n").first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(header["type"] as? String == "header")
        #expect(header["version"] as? String == StateTrace.toolVersion)
    }

    /// tools/package refuses a version Debian would not take: digits first, then letters, digits and `.+~`.
    @Test func theVersionIsOneDebianTakes() {
        let version = StateTrace.toolVersion
        #expect(version.first?.isNumber == true)
        #expect(version.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".+~".contains($0)) })
    }

    /// The first entry of CHANGELOG.md is `## VERSION — DATE`: the version this build is.
    @Test func theChangelogsFirstEntryIsThisVersion() throws {
        let changelog = try String(contentsOfFile: Self.root + "/CHANGELOG.md", encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let words = heading.split(separator: " ")
        #expect(words.count >= 4 && words[2] == "—", "\(heading)")
        #expect(words.count > 1 && words[1] == StateTrace.toolVersion, "\(heading)")
    }

    /// tools/package's Version is what `--version` prints once it has checked it against the changelog;
    /// `--version-of` runs that same step on the binary the tests use.
    @Test func thePackageCarriesThisVersion() throws {
        let result = try CommandRunner.run(
            ["--version-of", CommandRunner.binary], executable: Self.root + "/tools/package")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == StateTrace.toolVersion + "\n")
    }

    /// tools/package refuses to package a binary whose version the changelog does not start with.
    @Test func thePackageRefusesAVersionTheChangelogDoesNotName() throws {
        let scratch = try TemporaryDirectory()
        let fake = scratch.file("gesture-replay")
        try "#!/bin/sh\necho 9.9.9\n".write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let result = try CommandRunner.run(["--version-of", fake], executable: Self.root + "/tools/package")
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains("CHANGELOG.md's first entry is '## \(StateTrace.toolVersion) "), "\(result.stderr)")
    }

    /// The embedding page shows the dependency an app adds, pinned from this version.
    @Test func theEmbeddingPagePinsThisVersion() throws {
        let page = try String(contentsOfFile: Self.root + "/docs/embedding.md", encoding: .utf8)
        #expect(page.contains("/gesture-replay\", from: \"\(StateTrace.toolVersion)\")"))
    }
}
