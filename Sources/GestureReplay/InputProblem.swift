public import EvdevInput
public import GestureCore

/// Input the replay could not take as it came, typed until the trace writes it in words (a `bug`
/// record with source `input`).
public struct InputProblem: Sendable, Hashable {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// Events were lost to a kernel buffer overflow (`SYN_DROPPED`) from `start` to `end` (the
        /// `SYN_REPORT` that ended the discarded stretch), on the trace's clock.
        case gap(start: Timestamp, end: Timestamp, discardedEvents: Int, lostContacts: [Int])
        /// The frame assembler tolerated a kernel or recording bug.
        case anomaly(FrameAssembler.Anomaly)
        /// The event clock jumped `micros` microseconds forward at `at` (the trace's clock), past
        /// ``ReplayOptions/maximumInputGap``; `lostContacts` contacts down were cancelled.
        case clockJump(at: Timestamp, micros: Int64, lostContacts: Int)
    }

    /// When, on the trace's clock: the gap's end, or the anomaly's event.
    public var time: Timestamp
    /// What went wrong.
    public var kind: Kind

    /// Creates a report.
    public init(time: Timestamp, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// What happened, in the words the trace writes.
    public var message: String {
        switch kind {
        case .gap(let start, let end, let discarded, let lost):
            var message =
                "SYN_DROPPED: input lost from \(start.formatted) s to \(end.formatted) s; how many events the "
                + "kernel dropped is unknown"
            if discarded > 0 { message += ", \(discarded) read after the drop were discarded" }
            if !lost.isEmpty {
                let ids = lost.map(String.init).joined(separator: ", ")
                message += "; contact \(ids) vanished with its lift unseen and is cancelled"
            }
            return message
        case .anomaly(let anomaly):
            return anomaly.description
        case .clockJump(let at, let micros, let lost):
            var message =
                "the event clock jumps \(Microseconds.seconds(micros)) s at \(at.formatted) s, past the \(ReplayOptions.maximumInputGap.components.seconds) s "
                + "an input pauses at most: what happened in between is lost; time continues one frame later"
            if lost > 0 {
                message += "; \(lost) contact\(lost == 1 ? "" : "s") down \(lost == 1 ? "is" : "are") cancelled"
            }
            return message
        }
    }
}
