// EventPlayerTests.swift uses the player's fakes (EventScript, FakePlaybackClock, CollectingSink,
// KernelReadBack), which moved from this target to GestureTestSupport, and is being changed on another
// branch: this re-export keeps it compiling until it imports GestureTestSupport itself, then it goes.
@_exported public import GestureTestSupport
