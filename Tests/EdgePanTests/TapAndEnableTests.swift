import EdgePan
import GestureCore
import Testing

/// `isEnabled` on the edge pan, and the tap recognizer's limits.
@Suite struct TapAndEnableTests {
    static func sample(_ phase: TouchPhase, x: Double, y: Double = 400, ms: UInt64, contact: Int = 0) -> TouchSample {
        TouchSample(
            contact: contact, phase: phase, location: Point(x: x, y: y), time: Timestamp(microseconds: ms * 1000))
    }

    @Test func aDisabledRecognizerFailsANewTouchWithReasonDisabled() {
        var pan = ScreenEdgePanRecognizer(container: Size(width: 400, height: 800))
        pan.isEnabled = false
        let outputs = pan.handle(Self.sample(.down, x: 2, ms: 0))
        #expect(
            outputs.contains {
                if case .stateChange(let t) = $0 { t.reason == .disabled && t.to == .failed } else { false }
            })
        // The touch that follows cannot begin a pan.
        _ = pan.handle(Self.sample(.move, x: 80, ms: 50))
        #expect(pan.state == .failed)
    }

    @Test func aShortStillTouchIsATap() {
        var tap = TapRecognizer()
        #expect(tap.handle(Self.sample(.down, x: 300, ms: 0)) == .pending)
        #expect(tap.handle(Self.sample(.move, x: 305, ms: 40)) == .pending)
        // 5 pt of movement is within UIKit's 10 pt allowance; 80 ms is well under 0.5 s.
        #expect(
            tap.handle(Self.sample(.up, x: 305, ms: 80))
                == .recognized(Point(x: 305, y: 400), Timestamp(microseconds: 80_000)))
    }

    @Test func movingOrHoldingIsNoTap() {
        var moved = TapRecognizer()
        _ = moved.handle(Self.sample(.down, x: 300, ms: 0))
        #expect(moved.handle(Self.sample(.move, x: 312, ms: 40)) == .failed(.moved))
        #expect(moved.handle(Self.sample(.up, x: 300, ms: 80)) == .pending)
        var held = TapRecognizer()
        _ = held.handle(Self.sample(.down, x: 300, ms: 0))
        #expect(held.handle(Self.sample(.up, x: 300, ms: 600)) == .failed(.heldTooLong))
    }

    @Test func aSecondContactFailsTheTap() {
        var tap = TapRecognizer()
        _ = tap.handle(Self.sample(.down, x: 300, ms: 0))
        #expect(tap.handle(Self.sample(.down, x: 100, ms: 20, contact: 1)) == .failed(.extraTouch))
        #expect(tap.handle(Self.sample(.up, x: 300, ms: 60)) == .pending)
    }
}
