/// What a play did: the frames and events written, how it ended, and how faithfully the kernel got the
/// frames on time.
package struct PlaybackReport: Sendable, Hashable {
    /// How a play ended.
    package enum End: Sendable, Hashable {
        /// Every frame was written.
        case finished
        /// Stopped before frame `beforeFrame` (0-based) was written: asked to (a signal), or, in a
        /// play of several devices, another device's write failed.
        case stopped(beforeFrame: Int)
        /// Writing a frame failed; the frames before it were written.
        case writeFailed(PlaybackError)
    }

    /// The node the frames reached.
    package var node: String
    /// The device's name.
    package var name: String
    /// Frames written (the release frame at the end not counted).
    package var frames: Int
    /// Events written in those frames.
    package var events: Int
    /// From the first frame's write to the last's, on `CLOCK_MONOTONIC` (a live clock, so a `Duration`).
    package var duration: Duration
    /// The delivery errors of the frames read back; nil when none was (no frame, or no read-back).
    package var timing: DeliveryTiming?
    /// Events written at the end to lift every contact and release every button (0 when nothing was
    /// held).
    package var releaseEvents: Int
    /// How it ended.
    package var end: End
    /// Why the frames could not be read back, when they could not.
    package var readBackProblem: EvdevError?
    /// Every event read back from the device during the play, with the kernel's times.
    ///
    /// The kernel's capture of what was played; empty unless the player was asked to keep it
    /// (``EventPlayer/keepsDelivered``).
    package var delivered: [InputEvent] = []

    /// Creates a report.
    package init(
        node: String, name: String, frames: Int, events: Int, duration: Duration, timing: DeliveryTiming?,
        releaseEvents: Int, end: End, readBackProblem: EvdevError? = nil
    ) {
        self.node = node
        self.name = name
        self.frames = frames
        self.events = events
        self.duration = duration
        self.timing = timing
        self.releaseEvents = releaseEvents
        self.end = end
        self.readBackProblem = readBackProblem
    }
}
