import GestureInteraction
import Testing
import TouchpadGestures

/// libadwaita's touchpad tracker by release, on hand-made scroll events.
///
/// Against the rules of `src/adw-swipe-tracker.c` (`handle_scroll_event`, `calculate_velocity`, `get_end_progress`) at
/// the 1.2.2 and 1.10 tags and GTK 4.8's `GtkEventControllerScroll` worked by hand. Natural
/// scrolling is off, so a scroll value is the finger's motion and positive values drive the back
/// swipe (`direction: .right`).
@Suite struct AdwaitaReleaseTests {
    static func ms(_ value: UInt64) -> Timestamp { Timestamp(microseconds: value * 1000) }

    static func tracker(_ release: AdwaitaRelease) -> TouchpadSwipeTracker {
        var model = TouchpadSwipeModel.adwaita
        model.adwaitaRelease = release
        return TouchpadSwipeTracker(model: model, direction: .right, naturalScrolling: false)
    }

    /// Scroll events `(dx, dy)` 10 ms apart from 0, then the stop event at the last one's time.
    static func scroll(
        _ tracker: inout TouchpadSwipeTracker, _ deltas: [(Double, Double)]
    ) -> [TouchpadSwipeTracker.Output] {
        var outputs: [TouchpadSwipeTracker.Output] = []
        for (k, delta) in deltas.enumerated() {
            outputs += tracker.handle(
                .scroll(ScrollEvent(time: ms(UInt64(10 * k)), horizontal: delta.0, vertical: delta.1)))
        }
        let end = ms(UInt64(10 * (deltas.count - 1)))
        return outputs + tracker.handle(.scroll(ScrollEvent(time: end, horizontal: 0, vertical: 0, isStop: true)))
    }

    static func decision(_ outputs: [TouchpadSwipeTracker.Output]) -> Decision? {
        outputs.compactMap { if case .released(_, let d) = $0 { d } else { nil } }.last
    }

    static func updates(_ outputs: [TouchpadSwipeTracker.Output]) -> Int {
        outputs.filter { if case .update = $0 { true } else { false } }.count
    }

    /// The newest release is the default.
    @Test func defaultIsNewest() {
        #expect(TouchpadSwipeModel.adwaita.adwaitaRelease == .v1_10)
        #expect(AdwaitaRelease.newest == .v1_10)
    }

    /// Every release moves by the first event twice when GTK began the scroll on it (no hold).
    ///
    /// Ten events of 8 units: `scroll-begin` and then `scroll` both hand the first event to
    /// `handle_scroll_event` (1.2.2's and 1.10's `scroll_begin_cb` and `scroll_cb`), so 88/400 = 0.22.
    /// Velocity (the first record is the time anchor): the first event is recorded three times, 8 at
    /// 0 ms, then 8 at 10…90 ms → (16 + 72)/90 units/ms, over 0.6, projected: finished.
    @Test func firstEventCountsTwiceWithoutAHold() throws {
        let deltas = Array(repeating: (8.0, 0.0), count: 10)
        for release in AdwaitaRelease.allCases {
            var tracker = Self.tracker(release)
            let decision = try #require(Self.decision(Self.scroll(&tracker, deltas)))
            #expect(abs(tracker.progress.value - 0.22) < 1e-12, "\(release)")
            #expect(abs(decision.velocity.value - 88.0 / 90 / 400 * 1000) < 1e-9, "\(release)")
            #expect(decision.outcome == .finish, "\(release)")
        }
    }

    /// A vertical scroll starts a swipe in 1.2 only, which cancels.
    ///
    /// Nothing along the swipe: 1.2 starts a back swipe on the zero delta
    /// (`delta > 0 ? FORWARD : BACK`), GTK then delivers none of the later events (`scroll` is emitted
    /// only for a nonzero delta on the controller's axis), and the stop releases it at 0 with no
    /// velocity: the nearest snap point, cancelled. 1.10 passes zero deltas on and never begins.
    @Test func verticalScrollStartsAndCancelsIn12Only() throws {
        let deltas = Array(repeating: (0.0, 10.0), count: 6)
        var old = Self.tracker(.v1_2)
        let outputs = Self.scroll(&old, deltas)
        let decision = try #require(Self.decision(outputs))
        #expect(decision.outcome == .cancel && decision.percent == 0 && decision.velocity == 0)
        #expect(Self.updates(outputs) == 1)
        var newest = Self.tracker(.v1_10)
        let newestOutputs = Self.scroll(&newest, deltas)
        #expect(Self.decision(newestOutputs) == nil)
        #expect(!newestOutputs.contains { if case .began = $0 { true } else { false } })
    }

    /// 1.2 has no orientation factor: a first event of (10, 9) starts the swipe that 1.10 refuses
    /// (|10| < 1.2·|9|), and moves it by 2·10/400.
    @Test func noOrientationFactorIn12() {
        var old = Self.tracker(.v1_2)
        _ = old.handle(.scroll(ScrollEvent(time: .zero, horizontal: 10, vertical: 9)))
        #expect(old.state == .tracking && abs(old.progress.value - 0.05) < 1e-12)
        var newest = Self.tracker(.v1_10)
        _ = newest.handle(.scroll(ScrollEvent(time: .zero, horizontal: 10, vertical: 9)))
        #expect(newest.state == .ignored)
    }

    /// 1.10 lets the next event decide after a zero delta along the swipe: (0, 5) then (10, 0) begins
    /// at the second event and moves 10/400, once, since GTK began the scroll on the first and hands
    /// the second over through `scroll` alone.
    @Test func zeroFirstDeltaWaitsIn110() {
        var newest = Self.tracker(.v1_10)
        _ = newest.handle(.scroll(ScrollEvent(time: .zero, horizontal: 0, vertical: 5)))
        #expect(newest.state == .idle)
        _ = newest.handle(.scroll(ScrollEvent(time: Self.ms(10), horizontal: 10, vertical: 0)))
        #expect(newest.state == .tracking && abs(newest.progress.value - 0.025) < 1e-12)
    }

    /// Both releases take the swipe forward only: a first event away from the page is refused.
    @Test func wrongDirectionIsRefusedByBoth() {
        for release in AdwaitaRelease.allCases {
            var tracker = Self.tracker(release)
            _ = tracker.handle(.scroll(ScrollEvent(time: .zero, horizontal: -10, vertical: 0)))
            #expect(tracker.state == .ignored)
        }
    }
}

/// libadwaita 1.7 by the rules its source shares: 1.7.6's `handle_scroll_event` is 1.2.2's (the
/// orientation factor and the zero-delta pass, 3cf8369a, came in 1.10), and GTK 4.18 applies the
/// first scroll twice when no hold came before it (toolkit-lane.md, "Debian 13").
@Suite struct Adwaita17ReleaseTests {
    /// Ten events of 8 units: the first counted twice, 88/400 = 0.22 as 1.2; 1.10's 0.2.
    @Test func firstEventCountsTwiceIn17() {
        var tracker = AdwaitaReleaseTests.tracker(.v1_7)
        _ = AdwaitaReleaseTests.scroll(&tracker, Array(repeating: (8.0, 0.0), count: 10))
        #expect(abs(tracker.progress.value - 0.22) < 1e-12)
    }

    /// A first event mostly across the swipe (8 along, 10 across: under 1.2 × 10) starts a swipe in 1.7,
    /// as in 1.2, where 1.10 refuses it (`SCROLL_ORIENTATION_FACTOR`).
    @Test func noOrientationFactorIn17() {
        let deltas = [(8.0, 10.0)] + Array(repeating: (8.0, 0.0), count: 5)
        for (release, begins) in [(AdwaitaRelease.v1_7, true), (.v1_2, true), (.v1_10, false)] {
            var tracker = AdwaitaReleaseTests.tracker(release)
            let outputs = AdwaitaReleaseTests.scroll(&tracker, deltas)
            #expect((AdwaitaReleaseTests.decision(outputs) != nil) == begins, "\(release)")
        }
    }
}

/// libadwaita 1.7 under GTK 4.18, and 1.10 (GTK 4.23.1 or later), after libinput's two-finger hold:
/// GTK's scroll controller began the
/// scroll on the hold (`gtk_event_controller_scroll_handle_hold_event`), so `scroll-begin` handed the
/// tracker no scroll event, and `scroll` carries only events with a nonzero delta on the tracker's
/// axis (`gtk_event_controller_scroll_handle_event` zeroes the other axis and emits for a nonzero
/// delta); the hold's cancel ends the scroll if no scroll event comes within `HOLD_TIMEOUT_MS` (50 ms).
@Suite struct Adwaita17HoldTests {
    /// Scroll events `(dx, dy)` 10 ms apart from 100 ms, the first saying the hold was cancelled at
    /// `holdCancelled` ms, then the stop at the last one's time.
    static func scroll(
        _ tracker: inout TouchpadSwipeTracker, _ deltas: [(Double, Double)], holdCancelled: UInt64?
    ) -> [TouchpadSwipeTracker.Output] {
        var outputs: [TouchpadSwipeTracker.Output] = []
        for (k, delta) in deltas.enumerated() {
            let hold = k == 0 ? holdCancelled.map(AdwaitaReleaseTests.ms) : nil
            outputs += tracker.handle(
                .scroll(
                    ScrollEvent(
                        time: AdwaitaReleaseTests.ms(UInt64(100 + 10 * k)), horizontal: delta.0, vertical: delta.1,
                        holdCancelled: hold)))
        }
        let end = AdwaitaReleaseTests.ms(UInt64(100 + 10 * (deltas.count - 1)))
        return outputs + tracker.handle(.scroll(ScrollEvent(time: end, horizontal: 0, vertical: 0, isStop: true)))
    }

    static func began(_ outputs: [TouchpadSwipeTracker.Output]) -> Bool {
        outputs.contains { if case .began = $0 { true } else { false } }
    }

    /// A vertical scroll after a hold begins no swipe in 1.7.
    ///
    /// No event reaches the tracker. Without the
    /// hold the first event comes with `scroll-begin` and starts a back swipe on its zero delta, which
    /// the stop cancels at 0. 1.2 is kept as measured on Debian 12: it begins either way.
    @Test func verticalScrollAfterAHoldBeginsNoSwipe() throws {
        let deltas = Array(repeating: (0.0, 10.0), count: 6)
        var held = AdwaitaReleaseTests.tracker(.v1_7)
        let heldOutputs = Self.scroll(&held, deltas, holdCancelled: 92)
        #expect(!Self.began(heldOutputs) && AdwaitaReleaseTests.decision(heldOutputs) == nil)
        #expect(held.scrollsAcross == 6)
        var fast = AdwaitaReleaseTests.tracker(.v1_7)
        let fastDecision = try #require(AdwaitaReleaseTests.decision(Self.scroll(&fast, deltas, holdCancelled: nil)))
        #expect(fastDecision.outcome == .cancel && fastDecision.percent == 0)
        var old = AdwaitaReleaseTests.tracker(.v1_2)
        #expect(AdwaitaReleaseTests.decision(Self.scroll(&old, deltas, holdCancelled: 92)) != nil)
    }

    /// After a hold the first of ten 8-unit events is applied once, in 1.7 and 1.10: 80/400 = 0.2
    /// (without it 0.22), the velocity (8 + 72)/90 units/ms.
    @Test(arguments: [AdwaitaRelease.v1_7, .v1_10])
    func firstEventOnceAfterAHold(release: AdwaitaRelease) throws {
        let deltas = Array(repeating: (8.0, 0.0), count: 10)
        var held = AdwaitaReleaseTests.tracker(release)
        let decision = try #require(AdwaitaReleaseTests.decision(Self.scroll(&held, deltas, holdCancelled: 92)))
        #expect(abs(held.progress.value - 0.2) < 1e-12)
        #expect(abs(decision.velocity.value - 80.0 / 90 / 400 * 1000) < 1e-9)
        var fast = AdwaitaReleaseTests.tracker(release)
        _ = Self.scroll(&fast, deltas, holdCancelled: nil)
        #expect(abs(fast.progress.value - 0.22) < 1e-12)
    }

    /// A hold cancelled 50 ms or more before the first scroll event has ended GTK's scroll by then:
    /// `scroll-begin` comes with the event, which is applied twice again (0.22).
    @Test func aHoldThatTimedOutDoesNotCount() {
        var late = AdwaitaReleaseTests.tracker(.v1_7)
        _ = Self.scroll(&late, Array(repeating: (8.0, 0.0), count: 10), holdCancelled: 50)
        #expect(abs(late.progress.value - 0.22) < 1e-12)
    }

    /// After a hold, two vertical events then five 8-unit ones: the swipe begins at the third event
    /// (the first with motion along it) and moves 40/400 = 0.1.
    @Test(arguments: [AdwaitaRelease.v1_7, .v1_10])
    func aHeldScrollBeginsAtItsFirstMotionAlong(release: AdwaitaRelease) {
        let deltas = [(0.0, 10.0), (0.0, 10.0)] + Array(repeating: (8.0, 0.0), count: 5)
        var held = AdwaitaReleaseTests.tracker(release)
        let outputs = Self.scroll(&held, deltas, holdCancelled: 95)
        let began = outputs.compactMap { if case .began(let time) = $0 { time } else { nil } }
        #expect(began == [AdwaitaReleaseTests.ms(120)])
        #expect(abs(held.progress.value - 0.1) < 1e-12)
    }
}
