import Foundation
import GestureTestSupport
import Testing

/// Settings that change nothing for the model on this device are refused with why, never taken
/// silently: a touchpad goes through libinput and the model's swipe tracker (touchpad-models.md), so
/// the edge pan's settings do not apply to it, and the tracker's settings apply only to a touchpad.
@Suite(.serialized) struct InapplicableSettingTests {
    static let r = RepositoryPaths.recordings()

    @Test func anEdgePanSettingOnATouchpadIsAUsageError() throws {
        let result = try CommandRunner.run([
            "replay", Self.r + "/touchpad-2fg-right-0.8.evemu", "--model", "adwaita", "--edge-zone", "30",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--edge-zone does not apply"))
        #expect(result.stderr.contains("not an edge pan"))
    }

    @Test func aTrackerSettingOnATouchscreenOrATrackerWithoutItIsAUsageError() throws {
        let screen = try CommandRunner.run(["replay", Self.r + "/left-finish-slow.evemu", "--fingers", "3"])
        #expect(screen.status == 64)
        #expect(screen.stderr.contains("--fingers does not apply"))
        // libadwaita's tracker takes two-finger scrolls (touchpad-models.md): no finger count to sweep.
        let sweep = try CommandRunner.run([
            "sweep", Self.r + "/touchpad-2fg-right-0.8.evemu", "--model", "adwaita", "--param", "fingers",
        ])
        #expect(sweep.status == 64)
        #expect(sweep.stderr.contains("two-finger scrolls"))
        // GNOME Shell's tracker counts fingers (3–4): the same sweep runs.
        let shell = try CommandRunner.run([
            "sweep", Self.r + "/touchpad-3fg-right-0.8.evemu", "--model", "gnomeShell", "--param", "fingers",
        ])
        #expect(shell.status == 0, "\(shell.stderr)")
    }

    @Test func robustnessOfAManifestRefusesReplayFlagsAsCheckDoes() throws {
        let result = try CommandRunner.run([
            "robustness", Self.r + "/expectations.yml", "--edge-zone", "70", "--variants", "1",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--edge-zone does not apply to a manifest"))
    }
}

/// libadwaita's touch decision has no threshold and no fling rule: both are refused with what decides
/// instead, and its velocity threshold is set and swept (issue 37 item 1).
@Suite(.serialized) struct AdwaitaTouchSettingTests {
    static let r = RepositoryPaths.recordings()

    @Test(arguments: ["--threshold", "--fling"])
    func aThresholdOrFlingOnLibadwaitasTouchDecisionIsRefused(_ flag: String) throws {
        let result = try CommandRunner.run([
            "replay", Self.r + "/left-cancel-short.evemu", "--model", "adwaita", flag, "0.1",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("\(flag) does not apply"))
        #expect(result.stderr.contains("--velocity-threshold"))
    }

    /// `completionCurve` is `UIPercentDrivenInteractiveTransition`'s: no other settle reads it.
    @Test(arguments: [["--model", "adwaita"], ["--settle", "android"]])
    func aCompletionCurveOffUIKitsSettleIsRefused(_ model: [String]) throws {
        let result = try CommandRunner.run(
            ["replay", Self.r + "/left-cancel-short.evemu", "--completion-curve", "linear"] + model)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--completion-curve does not apply"))
        let uikit = try CommandRunner.run([
            "replay", Self.r + "/left-cancel-short.evemu", "--completion-curve", "linear",
        ])
        #expect(uikit.status == 0, "\(uikit.stderr)")
    }

    @Test func aSweepOfTheThresholdIsRefusedAndOfTheVelocityThresholdRuns() throws {
        let threshold = try CommandRunner.run([
            "sweep", Self.r + "/left-cancel-short.evemu", "--model", "adwaita", "--param", "threshold",
        ])
        #expect(threshold.status == 64)
        #expect(threshold.stderr.contains("no completion threshold"))
        let velocity = try CommandRunner.run([
            "sweep", Self.r + "/left-cancel-short.evemu", "--model", "adwaita", "--param", "velocityThreshold",
        ])
        #expect(velocity.status == 0, "\(velocity.stderr)")
    }

    @Test func fitDoesNotFitAThresholdLibadwaitaHasNot() throws {
        let manifest = try CheckCommandTests.temporary(
            "adwaita.yml",
            """
            defaults:
              model: adwaita
            cases:
              - recording: \(Self.r)/left-cancel-short.evemu
                expect: cancelled
              - recording: \(Self.r)/left-finish-slow.evemu
                expect: finished
            """)
        let threshold = try CommandRunner.run(["fit", manifest, "--param", "threshold"])
        #expect(threshold.status == 64)
        #expect(threshold.stderr.contains("no completion threshold"), "\(threshold.stderr)")
        let velocity = try CommandRunner.run(["fit", manifest, "--param", "velocityThreshold"])
        #expect(velocity.status == 0, "\(velocity.stderr)")
        // As written: libadwaita's own 0.3 px/ms for a touch swipe, not the touchpad tracker's 0.6.
        #expect(velocity.stdout.contains("as written: velocityThreshold 0.3000 pt/ms"), "\(velocity.stdout)")
    }

    @Test func aManifestSweepListsTheCasesWhoseModelHasNoSuchParameterApart() throws {
        let result = try CommandRunner.run(["sweep", Self.r + "/expectations.yml", "--param", "threshold", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let apart = rows.filter { $0["notApplicable"] != nil }
        // Every adwaita and gnomeShell touchpad case of the manifest, and no uikit one.
        #expect(apart.contains { ($0["case"] as? String)?.contains("(adwaita)") == true })
        #expect(apart.contains { ($0["case"] as? String)?.contains("(gnomeShell") == true })
        #expect(!apart.contains { $0["case"] as? String == "left-finish-slow.evemu" })
        #expect(rows.contains { $0["case"] as? String == "left-finish-slow.evemu" && $0["flips"] != nil })
    }

    @Test func aReleaseForAnotherModelIsRefused() throws {
        let result = try CommandRunner.run([
            "replay", Self.r + "/left-cancel-short.evemu", "--model", "uikit", "--adwaita", "1.7",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--adwaita does not apply"))
    }
}
