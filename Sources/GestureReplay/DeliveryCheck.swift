package import EvdevInput

/// Whether a play's delivery changed a model's decision: the model replayed on the recording as given,
/// and on what the device delivered (the kernel's capture: the events read back during the play, with
/// the kernel's times).
///
/// When the two decisions differ, the frames did not reach the kernel as recorded (late, merged,
/// filtered by the device's fuzz) in a way that matters to that model, so a real toolkit fed by that
/// play may have decided on another gesture than the recorded one.
package struct DeliveryCheck: Sendable, Hashable {
    /// One replay's decision.
    package struct Decision: Sendable, Hashable {
        /// `finished`, `cancelled`, `none` … (``ReplaySummary/outcome``).
        package var outcome: String
        /// Progress at the last release, 0…1; nil when no transition was released.
        package var releasePercent: Double?

        /// The outcome and last release percent of a replay.
        package init(_ summary: ReplaySummary) {
            outcome = summary.outcome.rawValue
            releasePercent = summary.transitions.last?.releasePercent
        }
    }

    /// The release percent of the two replays may differ by this much, 0…1, and still count as the same
    /// decision: 0.01, the 1 % of the transition the toolkit lanes judge the models by (issue 34).
    package static let percentTolerance = 0.01

    /// The model on the recording.
    package var file: Decision
    /// The model on what the device delivered.
    package var delivered: Decision

    /// Whether the outcomes differ.
    package var outcomeDiffers: Bool { file.outcome != delivered.outcome }

    /// How far the release percents lie apart, 0…1; nil unless both have one.
    package var percentApart: Double? {
        guard let a = file.releasePercent, let b = delivered.releasePercent else { return nil }
        return abs(a - b)
    }

    /// Whether the delivery changed the decision: another outcome, a release on one side only, or
    /// release percents more than ``percentTolerance`` apart.
    package var differs: Bool {
        if outcomeDiffers || (file.releasePercent == nil) != (delivered.releasePercent == nil) { return true }
        return (percentApart ?? 0) > Self.percentTolerance
    }

    /// Replays both with the same options.
    /// - Parameters:
    ///   - recording: The recording as given (its reader, opened afresh).
    ///   - delivered: The events read back from the device, with the kernel's times.
    ///   - description: The device played into.
    ///   - node: Its node, named as the capture's source.
    ///   - options: The replay options (the capture is replayed whole: it holds the selected part only).
    /// - Throws: ``ReplayError`` from either replay.
    package static func run(
        recording: any EventReader, delivered: [InputEvent], description: DeviceDescription?, node: String,
        options: ReplayOptions
    ) throws(ReplayError) -> DeliveryCheck {
        let onFile = try Replay.run(reader: recording, options: options, onWarning: nil, onRecord: nil)
        var captureOptions = options
        captureOptions.selection = .all
        let capture = EventArrayReader(delivered, description: description, path: "\(node) (read back)", format: .evemu)
        let onCapture = try Replay.run(reader: capture, options: captureOptions, onWarning: nil, onRecord: nil)
        return DeliveryCheck(file: Decision(onFile), delivered: Decision(onCapture))
    }

    /// Creates a check from two decisions.
    package init(file: Decision, delivered: Decision) {
        self.file = file
        self.delivered = delivered
    }
}
