import GestureInteraction
import Testing
import TouchpadGestures

/// The desktops' touchpad trackers on hand-made libinput events, against the rules in
/// touchpad-models.md §2–5 worked by hand.
@Suite struct TouchpadSwipeTrackerTests {
    static func ms(_ value: UInt64) -> Timestamp { Timestamp(microseconds: value * 1000) }

    /// Feeds a swipe: begin, `updates` of (dx, 0) every 10 ms from 10 ms, then a pause and the end.
    static func swipe(
        _ tracker: inout TouchpadSwipeTracker, fingers: Int = 3, dx: Double, updates: Int, endAfter pause: UInt64 = 0
    ) -> [TouchpadSwipeTracker.Output] {
        var outputs = tracker.handle(.swipe(SwipeEvent(time: .zero, phase: .begin, fingers: fingers)))
        for k in 1...updates {
            let delta = Vector(x: dx, y: 0)
            outputs += tracker.handle(
                .swipe(
                    SwipeEvent(
                        time: ms(UInt64(10 * k)), phase: .update, fingers: fingers, delta: delta,
                        unaccelerated: delta)))
        }
        let end = ms(UInt64(10 * updates) + pause)
        return outputs + tracker.handle(.swipe(SwipeEvent(time: end, phase: .end, fingers: fingers)))
    }

    static func decision(_ outputs: [TouchpadSwipeTracker.Output]) -> Decision? {
        outputs.compactMap { if case .released(_, let d) = $0 { d } else { nil } }.last
    }

    /// GNOME: 16 units lock the orientation (the 2nd update of 10, 20 ≥ 16), that update's delta
    /// counts; 20 updates of 10 units → progress (19·10)/400 = 0.475; velocity over the last 150 ms:
    /// 15 deltas after the first record over 150 ms = 1 unit/ms ≥ 0.6 → projection toward the end →
    /// finishes although under half.
    @Test func gnomeFastReleaseUnderHalfFinishes() throws {
        var tracker = TouchpadSwipeTracker(model: .gnomeShell, direction: .right, naturalScrolling: true)
        let outputs = Self.swipe(&tracker, dx: 10, updates: 20)
        #expect(abs(tracker.progress.value - 0.475) < 1e-12)
        let decision = try #require(Self.decision(outputs))
        #expect(decision.outcome == .finish && decision.rule == .adwaita)
        // 1 unit/ms over 400 units is 2.5 extents per second.
        #expect(abs(decision.velocity.value - 2.5) < 1e-9)
    }

    /// GNOME: the same swipe ended 200 ms later: its history holds nothing newer than 150 ms, and
    /// GNOME's `splice(0, -1)` keeps it, so the release still projects (velocity unchanged).
    @Test func gnomeKeepsStaleHistoryAtTheEnd() throws {
        var tracker = TouchpadSwipeTracker(model: .gnomeShell, direction: .right, naturalScrolling: true)
        let decision = try #require(Self.decision(Self.swipe(&tracker, dx: 10, updates: 20, endAfter: 200)))
        #expect(decision.outcome == .finish && abs(decision.velocity.value - 2.5) < 1e-9)
    }

    /// Two fingers are not GNOME Shell's swipe; a swipe locked vertically is not a horizontal one.
    @Test func gnomeIgnoresTwoFingersAndTheOtherOrientation() {
        var two = TouchpadSwipeTracker(model: .gnomeShell, direction: .right, naturalScrolling: true)
        #expect(Self.decision(Self.swipe(&two, fingers: 2, dx: 10, updates: 20)) == nil)
        var vertical = TouchpadSwipeTracker(model: .gnomeShell, direction: .up, naturalScrolling: true)
        #expect(Self.decision(Self.swipe(&vertical, dx: 10, updates: 20)) == nil)
    }

    /// KWin: Σ = 20·10 = 200 accelerated units → progress 1 ≥ 0.25 switches; 4 updates of 10 →
    /// 40/200 = 0.2 stays.
    @Test func kwinThreshold() throws {
        var long = TouchpadSwipeTracker(model: .kwin, direction: .right, naturalScrolling: true)
        #expect(try #require(Self.decision(Self.swipe(&long, dx: 10, updates: 20))).outcome == .finish)
        var short = TouchpadSwipeTracker(model: .kwin, direction: .right, naturalScrolling: true)
        let decision = try #require(Self.decision(Self.swipe(&short, dx: 10, updates: 4)))
        #expect(decision.outcome == .cancel && decision.rule == .threshold && abs(decision.percent.value - 0.2) < 1e-12)
    }

    /// Firefox: the velocity contribution decides, and a backward last event fails.
    ///
    /// Scroll values −5 (natural: fingers moving right by 5) every 10 ms, 12 events → amount
    /// 60/275 = 0.218; the last event's velocity (5/275)/0.01 s = 1.818 amount/s adds 0.091 → 0.309 ≥
    /// 0.25 succeeds. A last event backwards fails by the twitch rule.
    @Test func firefoxVelocityContributionAndTwitch() throws {
        var tracker = TouchpadSwipeTracker(model: .firefox, direction: .right, naturalScrolling: true)
        var outputs: [TouchpadSwipeTracker.Output] = []
        for k in 1...12 {
            outputs += tracker.handle(
                .scroll(ScrollEvent(time: Self.ms(UInt64(10 * k)), horizontal: -5, vertical: nil)))
        }
        outputs += tracker.handle(.scroll(ScrollEvent(time: Self.ms(130), horizontal: 0, vertical: 0, isStop: true)))
        let decision = try #require(Self.decision(outputs))
        #expect(decision.outcome == .finish && decision.rule == .velocityContribution)
        #expect(abs((decision.projectedPercent ?? 0) - (60.0 / 275 + 0.05 * (5.0 / 275) / 0.01)) < 1e-9)

        var twitch = TouchpadSwipeTracker(model: .firefox, direction: .right, naturalScrolling: true)
        var back: [TouchpadSwipeTracker.Output] = []
        for k in 1...12 {
            back += twitch.handle(.scroll(ScrollEvent(time: Self.ms(UInt64(10 * k)), horizontal: -10, vertical: nil)))
        }
        back += twitch.handle(.scroll(ScrollEvent(time: Self.ms(130), horizontal: 1, vertical: nil)))
        back += twitch.handle(.scroll(ScrollEvent(time: Self.ms(140), horizontal: 0, vertical: 0, isStop: true)))
        #expect(try #require(Self.decision(back)).rule == .twitch)
    }

    /// libadwaita refuses a first scroll more across than along (|Δ| < 1.2·|cross|).
    @Test func adwaitaCrossMotion() {
        var tracker = TouchpadSwipeTracker(model: .adwaita, direction: .right, naturalScrolling: false)
        let outputs = tracker.handle(.scroll(ScrollEvent(time: .zero, horizontal: 10, vertical: 9)))
        #expect(tracker.state == .ignored)
        #expect(outputs.contains { if case .change(let c) = $0 { c.reason == .crossMotion } else { false } })
    }
}
