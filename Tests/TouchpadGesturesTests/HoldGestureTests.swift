import GestureCore
import Testing
import TouchpadGestures

/// libinput's quick hold before a two-finger scroll (gestures.c, libinput 1.19-1.28:
/// `QUICK_GESTURE_HOLD_TIMEOUT` 40 ms from `FINGER_DETECTED` for one or two fingers; a scroll that
/// starts first cancels the timer; the timer is flushed by the event time of the frame that arrives at
/// or after its expiry, so that frame comes after the hold's begin).
///
/// Frames are 8 ms apart; two fingers moving 0.5 mm a frame pass the tap threshold (1.3 mm) and the
/// minimum move (1.5 mm) on their third moving frame, which starts the scroll (SCROLL_START); the
/// frame after it sends the first scroll event.
@Suite struct HoldGestureTests {
    static let two = [Vector(x: 40, y: 30), Vector(x: 60, y: 31)]

    /// Two fingers down at 0, still for `rest` frames, then moving down 0.5 mm a frame.
    static func scroll(resting rest: Int) -> [ScrollEvent] {
        var script = PadScript()
        script.down(two)
        script.move(by: .zero, frames: rest)
        script.move(by: Vector(x: 0, y: 0.5), frames: 10)
        script.lift()
        return script.run().scrolls.filter { !$0.isStop }
    }

    /// Moving at once: the scroll starts at 24 ms, before the hold timer's 40 ms: no hold.
    @Test func aFastScrollHasNoHold() {
        let scrolls = Self.scroll(resting: 0)
        #expect(scrolls.first?.time == Timestamp(microseconds: 4 * 8000))
        #expect(scrolls.allSatisfy { $0.holdCancelled == nil })
    }

    /// Resting two frames: the scroll starts at 40 ms, the timer's expiry, which fires first: the
    /// hold was cancelled at 40 ms, said on the first scroll event (48 ms) only.
    @Test func aScrollAtTheExpiryComesAfterTheHold() {
        let scrolls = Self.scroll(resting: 2)
        #expect(scrolls.first?.time == Timestamp(microseconds: 6 * 8000))
        #expect(scrolls.first?.holdCancelled == Timestamp(microseconds: 5 * 8000))
        #expect(scrolls.dropFirst().allSatisfy { $0.holdCancelled == nil })
    }

    /// Resting one frame: the scroll starts at 32 ms, 8 ms before the expiry: no hold.
    @Test func aScrollJustBeforeTheExpiryHasNoHold() {
        let scrolls = Self.scroll(resting: 1)
        #expect(scrolls.first?.time == Timestamp(microseconds: 5 * 8000))
        #expect(scrolls.allSatisfy { $0.holdCancelled == nil })
    }

    /// A slow start (resting 48 ms): the scroll starts at 72 ms, the hold cancelled then.
    @Test func aSlowStartIsHeld() {
        let scrolls = Self.scroll(resting: 6)
        #expect(scrolls.first?.holdCancelled == Timestamp(microseconds: 9 * 8000))
    }
}
