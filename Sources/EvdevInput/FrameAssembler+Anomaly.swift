extension FrameAssembler {
    /// Input the assembler tolerated but could not take as it came: kernel or recording bugs.
    ///
    /// Each one is kept in ``FrameAssembler/anomalies`` and reaches the state trace as a `bug` record, so
    /// a replay shows what `inspect` shows.
    public struct Anomaly: Hashable, Sendable, CustomStringConvertible {
        /// What went wrong.
        public enum Kind: Hashable, Sendable {
            /// `ABS_MT_SLOT` named a slot outside `0..<limit`; its events were ignored.
            case slotOutOfRange(slot: Int32, limit: Int)
            /// A slot got a new tracking id without `-1` first: the old contact was replaced, not
            /// lifted (libinput logs the same as a kernel bug).
            case trackingIDReplaced(slot: Int, old: Int32?, new: Int32)
            /// A frame held more than ``FrameAssembler/maximumFrameEvents`` events and was dropped whole.
            case oversizedFrame(limit: Int)
        }

        /// The event time at which it was seen, microseconds on the recording's clock.
        public var time: Int64
        /// What went wrong.
        public var kind: Kind

        /// One line in words, with the time in µs.
        public var description: String {
            switch kind {
            case .slotOutOfRange(let slot, let limit):
                "slot \(slot) outside 0…\(limit - 1) at \(time) µs; its events are ignored"
            case .trackingIDReplaced(let slot, let old, let new):
                "slot \(slot) changed tracking id \(old.map(String.init) ?? "nil") → \(new) without -1 at \(time) µs"
            case .oversizedFrame(let limit):
                "a frame of more than \(limit) events ending at \(time) µs was dropped"
            }
        }
    }
}
