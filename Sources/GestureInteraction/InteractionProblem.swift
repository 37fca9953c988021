public import GestureCore

/// An operation the interaction refused, or input a part of it had to correct.
public struct InteractionProblem: Sendable, Hashable {
    /// Which part noticed it.
    public enum Source: String, Sendable, Hashable {
        /// The input: lost events, bad slots, contacts replaced without a lift.
        case input
        /// A pan recognizer: time going backwards, unknown contacts, impossible transitions.
        case recognizer
        /// The transition: an operation out of phase, a start while another runs.
        case transition
    }

    /// When, on the input's clock.
    public var time: Timestamp
    /// Which part noticed it.
    public var source: Source
    /// What happened, in words.
    public var message: String

    /// Creates a problem report.
    /// - Parameters:
    ///   - time: When, on the input's clock.
    ///   - source: Which part noticed it.
    ///   - message: What happened, in words.
    public init(time: Timestamp, source: Source, message: String) {
        self.time = time
        self.source = source
        self.message = message
    }
}
