import Foundation
import GestureReplay
import GestureTestSupport
import Testing

/// One version, ``StateTrace/toolVersion``: `gesture-replay --version` prints it, every state trace's
/// header carries it, and tools/package names the Debian package after what `--version` prints (issue 29).
@Suite struct VersionTests {
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
}
