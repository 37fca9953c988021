import EdgePan
import EvdevInput
import GestureInteraction
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// Navigation state across gestures, the transitioning delegate and the presentation controller.
@Suite struct ScenarioTests {
    static func run(
        _ build: (SyntheticGesture) throws -> SyntheticGesture, state: NavigationState,
        transition: TransitionSpec = .push()
    ) throws -> (ReplaySummary, [TraceRecord]) {
        var options = ReplayOptions()
        options.initialState = state
        options.transition = transition
        let events = try build(SyntheticGesture()).events(for: SyntheticDevice.touchscreen)
        return try ReplayEngineTests.replay(events, options: options)
    }

    static func backSwipe(to percent: Double) -> (SyntheticGesture) throws -> SyntheticGesture {
        { try $0.touchDown(x: 1, y: 50).move(to: percent, y: 50, duration: 0.4, rate: 120).hold(0.1).lift() }
    }

    @Test func aFinishedPopLowersTheStackAndACancelledOneLeavesIt() throws {
        let (finished, _) = try Self.run(Self.backSwipe(to: 70), state: NavigationState(stack: 3))
        #expect(finished.transitions.map(\.operation) == [.pop])
        #expect(finished.finalState == NavigationState(stack: 2))
        let (cancelled, _) = try Self.run(Self.backSwipe(to: 30), state: NavigationState(stack: 3))
        #expect(cancelled.outcome == .cancelled)
        #expect(cancelled.finalState == NavigationState(stack: 3))
    }

    @Test func aBackSwipeOnTheRootIsNotRecognizedAndTheTraceSaysWhy() throws {
        let (summary, lines) = try Self.run(Self.backSwipe(to: 70), state: NavigationState(stack: 1))
        #expect(summary.outcome == .none)
        #expect(!summary.recognized)
        #expect(summary.failureReason == .disabled)
        #expect(
            lines.contains {
                if case .navigation(let n) = $0 { n.event == .refused && n.reason.contains("root") } else { false }
            })
    }

    @Test func aTapPushesWithoutAnInteractionController() throws {
        let (summary, lines) = try Self.run(
            { try $0.touchDown(x: 50, y: 50).hold(0.08).lift() }, state: NavigationState(stack: 1))
        let push = try #require(summary.transitions.first)
        #expect(push.operation == .push)
        #expect(!push.interactive)
        // The non-interactive path runs the full 0.35 s push from the tap's lift at 0.08 s.
        #expect(abs((push.completedAt?.seconds ?? 0) - (0.08 + 0.35)) < 1e-6)
        #expect(summary.finalState == NavigationState(stack: 2))
        #expect(
            lines.contains {
                if case .transition(let t) = $0, case .startedNonInteractive = t.reason { true } else { false }
            })
    }

    @Test func aDrawerIsDismissedByATapOnTheDimmedAreaOnly() throws {
        // The drawer covers 5/6 of the width: a tap at 92 % is on the dimmed area, one at 50 % on the drawer.
        let present = Self.backSwipe(to: 70)
        let (outside, _) = try Self.run(
            { try present($0).hold(0.6).touchDown(x: 92, y: 50).hold(0.08).lift() },
            state: NavigationState(presented: false), transition: .drawer())
        #expect(outside.transitions.map(\.operation) == [.present, .dismiss])
        #expect(outside.finalState == NavigationState(presented: false))
        let (inside, _) = try Self.run(
            { try present($0).hold(0.6).touchDown(x: 50, y: 50).hold(0.08).lift() },
            state: NavigationState(presented: false), transition: .drawer())
        #expect(inside.transitions.map(\.operation) == [.present])
        #expect(inside.finalState == NavigationState(presented: true))
    }

    @Test func aPanOnTheDrawerTowardItsOriginDismissesInteractively() throws {
        let (summary, lines) = try Self.run(
            {
                try Self.backSwipe(to: 70)($0).hold(0.6).touchDown(x: 60, y: 50).move(
                    to: 10, y: 50, duration: 0.4, rate: 120
                ).hold(0.1).lift()
            },
            state: NavigationState(presented: false), transition: .drawer())
        let dismissal = try #require(summary.transitions.last)
        #expect(dismissal.operation == .dismiss)
        #expect(dismissal.interactive)
        // 50 % of the container is 60 % of the 5/6-wide drawer, less the 10 pt slop: past half.
        #expect((dismissal.releasePercent ?? 0) > 0.5)
        #expect(summary.finalState == NavigationState(presented: false))
        #expect(lines.contains { if case .gesture(let g) = $0 { g.pan == .dismissPan } else { false } })
    }

    @Test func theDismissalRunsThePresentationInReverse() {
        let drawer = TransitionSpec.drawer()
        let dismissal = TransitioningDelegate.standard(for: drawer).animator(for: .dismiss, fallback: drawer)
        #expect(dismissal.operation == .dismiss)
        for (forward, backward) in zip(drawer.layers, dismissal.layers) {
            #expect(forward.from == backward.to)
            #expect(forward.to == backward.from)
        }
    }

    @Test func flipAndCurlPresetsValidateAndAnimateTheirProperties() throws {
        let flip = TransitionSpec.flipHorizontal()
        try flip.validate()
        let half = try #require(flip.layer(named: "from")).values(at: 0.5)
        #expect(half.rotationY == 90)  // edge-on halfway through the turn
        let curl = TransitionSpec.partialCurl()
        try curl.validate()
        #expect(try #require(curl.layer(named: "from")).values(at: 1).curl == 0.5)
    }
}
