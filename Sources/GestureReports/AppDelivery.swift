import GestureCore

/// How one case's frames reached the app, from the player's own report (`play --json`): its
/// delivery error, and the case's model on the file against the same model on what the device
/// delivered.
package struct AppDelivery: Sendable, Hashable {
    /// Half the frames were at most this late (kernel time minus due time), microseconds.
    package var p50Microseconds: Int64
    /// 99 % of the frames were at most this late, microseconds.
    package var p99Microseconds: Int64
    /// The latest frame's lateness, microseconds.
    package var maxMicroseconds: Int64
    /// The model the player replayed on both sides, at its default settings; nil when it replayed none.
    package var model: String?
    /// The model's outcome on the recording file.
    package var fileOutcome: String?
    /// The model's outcome on the events the device delivered.
    package var deliveredOutcome: String?
    /// Whether the delivery changed the model's decision (its outcome, or its release percent by more
    /// than the player's tolerance).
    package var differs: Bool

    /// Makes a delivery report.
    package init(
        p50Microseconds: Int64, p99Microseconds: Int64, maxMicroseconds: Int64, model: String? = nil,
        fileOutcome: String? = nil, deliveredOutcome: String? = nil, differs: Bool = false
    ) {
        self.p50Microseconds = p50Microseconds
        self.p99Microseconds = p99Microseconds
        self.maxMicroseconds = maxMicroseconds
        self.model = model
        self.fileOutcome = fileOutcome
        self.deliveredOutcome = deliveredOutcome
        self.differs = differs
    }

    /// The latest frame's lateness as text: `931.2 ms`.
    package var maxText: String { (Double(maxMicroseconds) / 1000).decimal(upTo: 1, atLeast: 1) + " ms" }

    /// What a reader of the case needs when the delivery changed the model's decision, else nil:
    /// `the play's delivery changed adwaita's decision at its default settings (cancelled instead of finished;
    /// frames up to 931.3 ms late)`.
    package var changeText: String? {
        guard differs, let model else { return nil }
        let change =
            if let fileOutcome, let deliveredOutcome, fileOutcome != deliveredOutcome {
                "\(deliveredOutcome) instead of \(fileOutcome)"
            } else {
                "the release percent moved"
            }
        return "the play's delivery changed \(model)'s decision at its default settings "
            + "(\(change); frames up to \(maxText) late)"
    }
}
