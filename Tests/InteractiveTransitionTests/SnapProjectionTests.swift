import GestureCore
import InteractiveTransition
import Testing

/// libadwaita's release rule (`get_end_progress`), worked by hand from `adw-swipe-tracker.c`'s
/// constants: slope = 0.998 / (1 − 0.998) / 1000 = 0.499 progress per unit/ms.
@Suite struct SnapProjectionTests {
    static let touch = SnapProjection(velocityThreshold: 0.3, deceleration: 0.998, threshold: 0.5, inclusive: true)

    @Test func aSlowReleaseTakesTheNearestSnapPoint() {
        #expect(Self.touch.end(progress: 0.6, velocity: 0.1) == (true, nil))
        #expect(Self.touch.end(progress: 0.4, velocity: -0.29) == (false, nil))
        #expect(Self.touch.end(progress: 0.5, velocity: 0) == (true, nil))
    }

    /// Linear below 2 units/ms: 0.2 + 1.0 · 0.499 = 0.699 forward finishes; 0.8 − 0.499 = 0.301 back
    /// falls short of half-way and cancels.
    @Test func aFastReleaseIsProjectedLinearlyBelowTheCurve() throws {
        let forward = Self.touch.end(progress: 0.2, velocity: 1)
        #expect(forward.finishes)
        #expect(abs(try #require(forward.projected) - 0.699) < 1e-9)
        let back = Self.touch.end(progress: 0.8, velocity: -1)
        #expect(!back.finishes)
        #expect(abs(try #require(back.projected) - 0.301) < 1e-9)
    }

    /// A parabola above 2 units/ms: c = 0.499 / 2 / 0.35, x = 3 − 2 + c, travel = 0.499 · 2 + 0.35 x²
    /// − 0.35 c² ≈ 1.847, so from 0.9 back the projection clamps at 0 and cancels.
    @Test func aVeryFastReleaseIsProjectedOnTheParabola() throws {
        let slope = 0.998 / 0.002 / 1000
        let c = slope / 2 / 0.35
        let x = 3 - 2 + c
        let travel = slope * 2 + 0.35 * x * x - 0.35 * c * c
        let back = Self.touch.end(progress: 0.9, velocity: -3)
        #expect(back.projected == max(0, 0.9 - travel))
        #expect(!back.finishes)
        #expect(Self.touch.end(progress: 0.05, velocity: 3).projected == min(1, 0.05 + travel))
    }
}
