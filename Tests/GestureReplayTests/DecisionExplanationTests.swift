import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import GestureTestSupport
import InteractiveTransition
import Testing

/// Every outcome says why, with the numbers of every rule evaluated (issue: outcomes without reasons).
@Suite struct DecisionExplanationTests {
    static func replay(_ name: String, configure: (inout ReplayOptions) -> Void = { _ in }) throws -> ReplaySummary {
        var options = ReplayOptions()
        configure(&options)
        return try Replay.run(path: RepositoryPaths.recordings() + "/" + name, options: options)
    }

    /// `left-flick-30.evemu` lifts while moving at about 3.6 widths/s (recordings/README.md); under
    /// cupertino with the fling raised to 4 widths/s the fling rule does not decide, the 50 % rule
    /// does at 29 %, and the decision says the fling was not reached, with both numbers.
    @Test func aFlingNotReachedIsSaidWithItsNumbers() throws {
        let summary = try Self.replay("left-flick-30.evemu") { options in
            var overrides = ModelOverrides()
            overrides.fling = 4
            options.model = overrides.applied(to: .cupertino)
        }
        let decision = try #require(summary.lastDecision)
        #expect(decision.rule == .threshold)
        #expect(decision.outcome == .cancel)
        #expect(decision.velocityThreshold == 4)
        #expect(decision.velocity > 3.5 && decision.velocity < 4)
        let explanation = try #require(summary.explanation)
        #expect(explanation.contains("< 50.0 % threshold"))
        #expect(explanation.contains("fling not reached: |\(decision.velocity.fixed(2))| < 4.00 extents/s"))
    }

    /// `left-finish-slow.evemu` rests 100 ms before the lift (recordings/README.md): past the least
    /// squares tracker's 40 ms pause rule (Flutter's `_assumePointerMoveStoppedMilliseconds`), so the
    /// release velocity is 0 and the decision says so.
    @Test func aVelocityZeroedByThePauseRuleIsSaid() throws {
        let summary = try Self.replay("left-finish-slow.evemu")
        let decision = try #require(summary.lastDecision)
        #expect(decision.velocity == 0)
        let pause = try #require(decision.velocityPause)
        #expect(pause.limit == .milliseconds(40))
        #expect(abs(pause.rested.seconds - 0.1) < 0.002)
        #expect(summary.explanation?.contains("past the 0.040 s pause rule") == true)
        // A flick lifted while moving rested not at all: no pause is reported.
        #expect(try Self.replay("left-flick-30.evemu").lastDecision?.velocityPause == nil)
    }

    @Test func fixedDecimalsRoundHalfAwayFromZero() {
        #expect(3.627587.fixed(2) == "3.63")
        #expect(0.5.fixed(1) == "0.5")
        #expect((-0.004).fixed(2) == "0.00")
        #expect((-6.307).fixed(2) == "-6.31")
        #expect(69.9074.fixed(1) == "69.9")
        #expect(100.0.fixed(0) == "100")
        #expect(Double.nan.fixed(2) == "nan")
    }
}
