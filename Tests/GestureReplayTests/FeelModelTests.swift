import EdgePan
import EvdevInput
import Foundation
import GestureInteraction
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// Each model against cases computed by hand from its published rule (feel-models.md).
///
/// The synthetic touchscreen maps to a container 1079/16 mm × 163/25.4 ≈ 432.77 pt wide, so for a
/// left-edge swipe one extent is W = 432.77 pt.
@Suite struct FeelModelTests {
    static let extent = 1079.0 / 16 / 25.4 * 163

    static func outcome(
        _ model: FeelModel, _ build: (SyntheticGesture) throws -> SyntheticGesture
    ) throws -> ReplaySummary {
        let events = try build(SyntheticGesture()).events(for: SyntheticDevice.touchscreen)
        return try ReplayEngineTests.replay(events, options: ReplayOptions(model: model)).0
    }

    /// A drag to `percent` that rests 100 ms before the lift: release velocity 0 under every tracker
    /// (Flutter and Android reset after 40 ms; libadwaita's 150 ms window then holds only the rest).
    static func restingRelease(_ percent: Double) -> (SyntheticGesture) throws -> SyntheticGesture {
        { try $0.touchDown(x: 1, y: 50).move(to: percent, y: 50, duration: 0.5, rate: 120).hold(0.2).lift() }
    }

    @Test func adwaitaSnapsToTheNearestPointBelowItsVelocityThreshold() throws {
        // |v| = 0 < 0.3 px/ms: the nearest snap point, 0.5 rule.
        #expect(try Self.outcome(.adwaita, Self.restingRelease(40)).outcome == .cancelled)
        #expect(try Self.outcome(.adwaita, Self.restingRelease(60)).outcome == .finished)
        #expect(try Self.outcome(.adwaita, Self.restingRelease(60)).transitions.first?.rule == .adwaita)
    }

    @Test func adwaitaProjectsAFlick() throws {
        // 1 % → 25 % in 80 ms ≈ 3 widths/s ≈ 1.3 px/ms ≥ 0.3: projected 0.24 + 1.3 · 0.499 ≈ 0.89 → finish,
        // although it was released below half.
        let summary = try Self.outcome(.adwaita) {
            try $0.touchDown(x: 1, y: 50).move(to: 25, y: 50, duration: 0.08, rate: 120).lift()
        }
        #expect(summary.outcome == .finished)
        #expect((summary.transitions.first?.releasePercent?.value ?? 1) < 0.5)
    }

    @Test func adwaitaAppliesOnlyTheMovesFromTheThresholdOnAndStopsAtASecondFinger() throws {
        // 1 % → 30 % of W in 0.3 s at 120 Hz: 36 moves of 0.29·W/36 ≈ 3.49 pt. The fifth passes 16 pt, so
        // the four before it are never applied (drag_update_cb): 0.29 · (1 − 4/36) ≈ 0.258 of W. A second
        // finger then ends GTK's one-point drag at 0.3 s, so the release is there, whatever follows.
        let summary = try Self.outcome(.adwaita) {
            try $0.touchDown(x: 1, y: 50).move(to: 30, y: 50, duration: 0.3, rate: 120)
                .touchDown(contact: 1, x: 60, y: 50).move(to: 90, y: 50, duration: 0.3, rate: 120)
                .lift().lift(contact: 1)
        }
        let release = try #require(summary.transitions.first)
        #expect(abs((release.releasePercent?.value ?? 0) - 0.29 * (1 - 4.0 / 36)) < 0.005)
        #expect(release.releasedAt == Timestamp(microseconds: 300_000))
    }

    @Test func adwaitaSettlesWithinAbout218Milliseconds() throws {
        // Critically damped, stiffness 1000, mass 1: −ln(0.001)/√1000 = 0.2184 s, in whole ms.
        let settle = try #require(Self.outcome(.adwaita, Self.restingRelease(60)).transitions.first?.settleDuration)
        #expect(abs(settle - 0.218) <= 0.001)
    }

    @Test func androidCommitsOncePastTheSixteenDpTrigger() throws {
        // Trigger 16 dp of W = 432.77 pt is 3.7 %: a resting release at 10 % commits, at 3 % (13 pt, past
        // the 8 dp slop) cancels.
        #expect(try Self.outcome(.android, Self.restingRelease(10)).outcome == .finished)
        #expect(try Self.outcome(.android, Self.restingRelease(3)).outcome == .cancelled)
    }

    @Test func androidSettlesOnMaterialsDurations() throws {
        // Commit lerp(300, 150, p) ms; cancel 100 ms.
        let commit = try #require(Self.outcome(.android, Self.restingRelease(60)).transitions.first)
        let p = try #require(commit.releasePercent).value
        #expect(abs((commit.settleDuration ?? 0) - (0.300 + (0.150 - 0.300) * p)) < 1e-3)
        let cancel = try #require(Self.outcome(.android, Self.restingRelease(3)).transitions.first)
        #expect(abs((cancel.settleDuration ?? 0) - 0.100) < 1e-9)
    }

    /// A phone's portrait output as the phosh lane runs it, 360×720 logical px (toolkit-lane.md).
    static let phone = Size(width: 360, height: 720)

    /// A drag from `edge` (top or bottom) of the phone by `pixels`, resting 200 ms before the lift.
    static func phoshDrag(_ edge: Edge, pixels: Double, duration: Double = 0.5) throws -> ReplaySummary {
        let start = edge == .top ? 0.1 : 99.9
        let end = start + (edge == .top ? 1 : -1) * pixels / phone.height * 100
        let options = ReplayOptions(model: .phosh, edge: edge, container: phone)
        var gesture = try SyntheticGesture().touchDown(x: 50, y: start).move(
            to: 50, y: end, duration: duration, rate: 120)
        if duration > 0.1 { gesture = try gesture.hold(0.2) }
        let events = try gesture.lift().events(for: SyntheticDevice.touchscreen)
        return try ReplayEngineTests.replay(events, options: options).0
    }

    // phoc 0.46 (toolkit-lane.md, "phosh 0.46 on phoc 0.46"; layer-shell-effects.c `hit_threshold`): a
    // panel opens past 76/256 = 0.296875 of its travel, the top panel's 720 − 32 = 688 px and the home
    // bar's 720 − 32 − 15 = 673 px; 10 % of the screen, the old rule, opened all four drags below.
    @Test(arguments: [
        (Edge.top, 688.0 * 0.31, ReplaySummary.Outcome.finished), (.top, 688 * 0.28, .cancelled),
        (.bottom, 673 * 0.31, .finished), (.bottom, 673 * 0.28, .cancelled),
    ])
    func phoshOpensPastThreeTenthsOfThePanelsTravel(edge: Edge, pixels: Double, outcome: ReplaySummary.Outcome)
        throws
    {
        let summary = try Self.phoshDrag(edge, pixels: pixels)
        #expect(summary.outcome == outcome)
        // The progress is the share of the travel, not of the 720 px screen.
        let travel = edge == .top ? 688.0 : 673.0
        let percent = try #require(summary.transitions.first?.releasePercent)
        #expect(abs(percent.value - pixels / travel) < 0.01, "\(percent) against \(pixels / travel)")
    }

    @Test func phoshHasNoSurfaceOnTheLeftOrRightEdge() throws {
        for edge in [Edge.left, .right] {
            let options = ReplayOptions(model: .phosh, edge: edge, container: Self.phone)
            let (x0, x1) = edge == .left ? (0.1, 60.0) : (99.9, 40.0)
            let events = try SyntheticGesture().touchDown(x: x0, y: 50).move(to: x1, y: 50, duration: 0.5, rate: 120)
                .hold(0.2).lift().events(for: SyntheticDevice.touchscreen)
            #expect(try ReplayEngineTests.replay(events, options: options).0.outcome == .none)
        }
    }

    @Test func phoshSettlesOnTheCubeRootOfWhatRemains() throws {
        let result = try #require(Self.phoshDrag(.top, pixels: 400).transitions.first)
        let p = try #require(result.releasePercent).value
        #expect(abs((result.settleDuration ?? 0) - 0.3 * Foundation.cbrt(1 - p)) < 1e-3)
    }

    @Test func phoshFlingsAt1500PixelsPerSecond() throws {
        // 60 px in 20 ms is 3000 px/s ≥ 1500 px/s down from the top: opens at 60/688 = 8.7 % of the travel.
        let summary = try Self.phoshDrag(.top, pixels: 60, duration: 0.02)
        #expect(summary.outcome == .finished)
        #expect(summary.transitions.first?.rule == .fling)
    }

    @Test func cupertinoSettlesIn350MillisecondsBothWays() throws {
        for percent in [30.0, 70.0] {
            let result = try #require(Self.outcome(.cupertino, Self.restingRelease(percent)).transitions.first)
            #expect(result.settleDuration == 0.35)
        }
    }

    @Test func cupertinoLegacySettlesByFlutters800MillisecondRule() throws {
        // Pop ⌊800·(1 − p)⌋ ms, stay min(⌊800·p⌋, 300) ms.
        let pop = try #require(Self.outcome(.cupertinoLegacy, Self.restingRelease(70)).transitions.first)
        let p = try #require(pop.releasePercent).value
        #expect(abs((pop.settleDuration ?? 0) - (800 * (1 - p)).rounded(.down) / 1000) < 1e-9)
        let stay = try #require(Self.outcome(.cupertinoLegacy, Self.restingRelease(30)).transitions.first)
        let q = try #require(stay.releasePercent).value
        #expect(abs((stay.settleDuration ?? 0) - min((800 * q).rounded(.down), 300) / 1000) < 1e-9)
        let capped = try #require(Self.outcome(.cupertinoLegacy, Self.restingRelease(45)).transitions.first)
        #expect(capped.settleDuration == 0.3)  // ⌊800 · 0.44⌋ = 352 ms, capped at 300
    }

    @Test func everyModelIsListedWithItsSources() {
        #expect(
            FeelModel.all.map(\.name) == [
                "uikit", "cupertino", "cupertinoLegacy", "adwaita", "gnomeShell", "android", "phosh",
            ])
        for model in FeelModel.all { #expect(!model.sources.isEmpty, "\(model.name)") }
    }
}
