import GestureInteraction
import InteractiveTransition
import Testing

/// Every model × setting pair either takes effect in the model's rule or is refused (issue 37 item 1):
/// the expectations are the platforms' rules, not the program's output.
@Suite struct SettingApplicabilityTests {
    typealias Setting = ModelOverrides.Setting

    /// (model, touchpad route, setting, whether it takes effect).
    static let table: [(String, Bool, Setting, Bool)] = [
        // libadwaita decides a touch swipe by snap points: no threshold, no fling; its velocity threshold decides.
        ("adwaita", false, .threshold, false), ("adwaita", false, .fling, false),
        ("adwaita", false, .velocityThreshold, true), ("gnomeShell", false, .threshold, false),
        ("gnomeShell", false, .velocityThreshold, true),
        // The other touchscreen models have a threshold and a fling rule, and no velocity threshold.
        ("uikit", false, .threshold, true), ("uikit", false, .velocityThreshold, false),
        ("phosh", false, .threshold, true), ("phosh", false, .fling, true), ("android", false, .fling, true),
        // completionSpeed scales UIKit's settle only.
        ("uikit", false, .completionSpeed, true), ("cupertino", false, .completionSpeed, false),
        ("adwaita", false, .completionSpeed, false),
        // Releases belong to the model of that toolkit.
        ("adwaita", false, .adwaita, true), ("adwaita", true, .adwaita, true), ("uikit", false, .adwaita, false),
        ("gnomeShell", true, .adwaita, false), ("gnomeShell", true, .gnomeShell, true),
        ("kwin", true, .kwin, true), ("kwin", true, .gnomeShell, false), ("phosh", false, .phosh, true),
        ("firefox", true, .firefox, true), ("adwaita", true, .firefox, false),
        // libinput's release belongs to the models with a touchpad tracker, as the toolkits' to their models.
        ("adwaita", true, .libinput, true), ("adwaita", false, .libinput, true), ("uikit", false, .libinput, false),
        ("phosh", false, .libinput, false),
        // A touchpad's input settings off its route, and the edge on it.
        ("uikit", false, .direction, false), ("uikit", false, .tapping, false), ("adwaita", true, .direction, true),
        ("adwaita", true, .edge, false), ("adwaita", false, .edge, true),
        // Touchpad trackers: GNOME Shell's and libadwaita's snap to the nearest point below their velocity
        // threshold (no completion threshold); KWin's and Firefox's compare with a threshold.
        ("adwaita", true, .threshold, false), ("gnomeShell", true, .threshold, false), ("kwin", true, .threshold, true),
        ("firefox", true, .threshold, true),
        ("adwaita", true, .fingers, false), ("gnomeShell", true, .fingers, true),
        ("kwin", true, .velocityThreshold, false),
        ("gnomeShell", true, .velocityThreshold, true), ("adwaita", true, .edgeZone, false),
    ]

    @Test func everySettingTakesEffectOrIsRefused() throws {
        for (name, touchpad, setting, takes) in Self.table {
            let model = try #require(FeelModel.named(name))
            let applicable = Setting.applicable(to: model, touchpad: touchpad)
            #expect(
                applicable.contains(setting) == takes, "\(name) \(touchpad ? "touchpad" : "touchscreen") \(setting)")
        }
    }

    @Test func libadwaitasTouchVelocityThresholdDecides() throws {
        // 29 % released at 0.2 px/ms: under libadwaita's 0.3 px/ms the nearest snap point (0) wins;
        // with the threshold at 0.1 px/ms the release projects and a flick toward completion finishes.
        var overrides = ModelOverrides()
        let own = FeelModel.adwaita.policy(extent: 400).decide(
            percent: 0.29, velocity: Rate<UnitsPerMillisecond>(0.2).extentsPerSecond(unitsPerExtent: 400))
        #expect(own.outcome == .cancel)
        overrides.velocityThreshold = 0.1
        let set = overrides.applied(to: .adwaita).policy(extent: 400).decide(
            percent: 0.29, velocity: Rate<UnitsPerMillisecond>(0.2).extentsPerSecond(unitsPerExtent: 400))
        #expect(set.outcome == .finish)
    }

    @Test func aReleaseChangesTheModelItIsFor() {
        var overrides = ModelOverrides()
        overrides.gnomeShellRelease = .v43
        // GNOME Shell 43 takes exactly three fingers (swipeTracker.js before 6a4cb2ce), 48 three or more.
        #expect(overrides.applied(to: .gnomeShell).touchpad?.maximumFingers == 3)
        #expect(FeelModel.gnomeShell.touchpad?.maximumFingers == 4)
        overrides.adwaitaRelease = .v1_7
        #expect(overrides.applied(to: .adwaita).release == .adwaita(.v1_7))
        #expect(overrides.applied(to: .adwaita).touchpad?.adwaitaRelease == .v1_7)
        #expect(AdwaitaRelease.v1_7.decidesOnFirstScrollSign && !AdwaitaRelease.v1_10.decidesOnFirstScrollSign)
    }
}
