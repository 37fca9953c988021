import Foundation
import GestureTestSupport
import Testing

/// Releases as settings (issue 38 item 2).
///
/// A manifest key and a `check` option, named in the trace header and `models`, refused for a model
/// that does not follow that toolkit. GNOME Shell 43 takes only
/// three-finger swipes (`swipeTracker.js`, `finger_count !== GESTURE_FINGER_COUNT`) and 48 three or more
/// (6a4cb2ce), so a four-finger swipe tells the two apart.
@Suite(.serialized) struct ReleaseSettingTests {
    static let r = RepositoryPaths.recordings()

    /// A manifest of the four-finger swipe up under gnomeShell, expecting `expect`, with `extra` lines in the case.
    static func manifest(expect: String, _ extra: String = "") throws -> String {
        try CheckCommandTests.temporary(
            "releases.yml",
            """
            cases:
              - recording: \(r)/touchpad-4fg-up.evemu
                model: gnomeShell
                direction: up
                expect: \(expect)
                \(extra)
            """)
    }

    @Test func aManifestKeyChoosesTheRelease() throws {
        #expect(try CommandRunner.run(["check", try Self.manifest(expect: "none", "gnomeShell: \"43\"")]).status == 0)
        #expect(try CommandRunner.run(["check", try Self.manifest(expect: "none", "gnomeShell: 48")]).status == 1)
        #expect(try CommandRunner.run(["check", try Self.manifest(expect: "finished")]).status == 0)
    }

    @Test func checkTakesTheReleaseForTheCasesOfItsModel() throws {
        let manifest = try Self.manifest(expect: "none")
        #expect(try CommandRunner.run(["check", manifest, "--gnome-shell", "43"]).status == 0)
        #expect(try CommandRunner.run(["check", manifest]).status == 1)
        let other = try CommandRunner.run(["check", manifest, "--adwaita", "1.7"])
        #expect(other.status == 64)
        #expect(other.stderr.contains("--adwaita does not apply"))
    }

    @Test func compareSetsAReleaseOnTheModelsThatFollowIt() throws {
        // Every model with a touchpad tracker is compared; only adwaita follows libadwaita.
        let pad = try CommandRunner.run(["compare", Self.r + "/touchpad-2fg-right-0.8.evemu", "--adwaita", "1.7"])
        #expect(pad.status == 0, "\(pad.stderr)")
        #expect(pad.stdout.contains("adwaita ") && pad.stdout.contains("firefox "))
        // No touchscreen model follows KWin.
        let screen = try CommandRunner.run(["compare", Self.r + "/left-cancel-short.evemu", "--kwin", "6.3"])
        #expect(screen.status == 64)
        #expect(screen.stderr.contains("--kwin does not apply: none of the models ("))
    }

    @Test func anUnknownVersionIsRefusedWithTheVersions() throws {
        let result = try CommandRunner.run(["check", try Self.manifest(expect: "none", "gnomeShell: 47")])
        #expect(result.status == 65)
        #expect(result.stderr.contains("expected `gnomeShell` to be one of 43, 48, found `47`"), "\(result.stderr)")
        let key = try CommandRunner.run(["check", try Self.manifest(expect: "none", "gnomeShel: 43")])
        #expect(key.status == 65)
        #expect(key.stderr.contains("did you mean 'gnomeShell'"), "\(key.stderr)")
    }

    @Test func aReleaseInAManifestForAnotherModelIsRefused() throws {
        let result = try CommandRunner.run(["check", try Self.manifest(expect: "none", "kwin: \"6.3\"")])
        #expect(result.status != 0)
        #expect(result.stdout.contains("kwin") || result.stderr.contains("kwin"), "\(result.stdout)\(result.stderr)")
    }

    @Test func theTraceHeaderAndTheTimelineNameTheRelease() throws {
        let states = try CommandRunner.run([
            "replay", Self.r + "/touchpad-2fg-right-0.8.evemu", "--model", "adwaita", "--adwaita", "1.7", "--states",
            "-",
        ])
        #expect(states.status == 0)
        let header = try #require(states.stdout.split(separator: "\n").first)
        #expect(header.contains(#""release":{"toolkit":"libadwaita","version":"1.7"}"#))
        #expect(header.contains(#""libinput":"1.29""#))
        let text = try CommandRunner.run(["replay", Self.r + "/touchpad-2fg-right-0.8.evemu", "--model", "adwaita"])
        #expect(text.stdout.hasPrefix("replay ") && text.stdout.contains("model adwaita (libadwaita 1.10)"))
    }

    @Test func modelsNameTheReleaseAndTheSettingsEachModelTakes() throws {
        let result = try CommandRunner.run(["models", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let adwaita = try #require(list.first { $0["name"] as? String == "adwaita" })
        let release = try #require(adwaita["release"] as? [String: Any])
        #expect(release["version"] as? String == "1.10")
        #expect(release["versions"] as? [String] == ["1.2", "1.7", "1.10"])
        let settings = try #require(adwaita["settings"] as? [String: [String]])
        #expect(settings["touchscreen"]?.contains("velocityThreshold") == true)
        #expect(settings["touchscreen"]?.contains("threshold") == false)
        #expect(settings["touchscreen"]?.contains("fling") == false)
        let uikit = try #require(list.first { $0["name"] as? String == "uikit" })
        #expect(uikit["release"] is NSNull)
    }

    @Test func aTouchpadSettingOffTheTouchpadRouteAndAnEdgeOnItAreRefused() throws {
        let screen = try CommandRunner.run(["replay", Self.r + "/left-cancel-short.evemu", "--direction", "up"])
        #expect(screen.status == 64)
        #expect(screen.stderr.contains("--direction does not apply"))
        let pad = try CommandRunner.run([
            "replay", Self.r + "/touchpad-2fg-right-0.8.evemu", "--model", "adwaita", "--edge", "right",
        ])
        #expect(pad.status == 64)
        #expect(pad.stderr.contains("--edge does not apply"))
    }

    @Test func libadwaitasTouchVelocityThresholdIsSweptWhereTheReleaseSpeedIs() throws {
        // left-cancel-short is released at 0.48 extents/s (±0.005, as printed) on a 432.77 pt extent:
        // 0.2056…0.2099 pt/ms. Below that speed the release projects and finishes; above, it snaps back.
        let result = try CommandRunner.run([
            "sweep", Self.r + "/left-cancel-short.evemu", "--model", "adwaita", "--param", "velocityThreshold",
            "--from", "0", "--to", "0.6", "--step", "0.05", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let flips = try #require(json["flips"] as? [Double])
        let value = try #require(flips.first)
        #expect(value > 0.475 * 0.43277 && value < 0.485 * 0.43277, "\(value)")
    }
}
