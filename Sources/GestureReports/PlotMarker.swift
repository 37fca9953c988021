package import GestureCore

/// A moment marked on a plot: a pan began, a release was decided, a transition completed.
package struct PlotMarker: Sendable, Hashable {
    /// What the marker shows.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The recognizer began a pan (`gesture` record `to: began`).
        case began
        /// The completion policy decided at the release (`decision` record).
        case release
        /// The transition context completed (`complete` record).
        case completion
    }

    /// What the marker shows.
    package var kind: Kind
    /// When, on the recording's clock (from its first event).
    package var time: Timestamp
    /// The transition (for `began`: the gesture) it belongs to, from 1.
    package var index: Int
    /// The percent (0…1) at the moment: the began or release percent, or where the layers ended
    /// (1 finished, 0 cancelled); nil when the trace gives none.
    package var percent: Percent?
    /// The release velocity, extents per second, positive away from the edge; nil for other kinds.
    package var velocity: Rate<ExtentsPerSecond>?
    /// A short label: `finish by fling` for a release, `finished` or `cancelled` for a completion,
    /// empty for `began`.
    package var label: String
    /// The full description shown as the marker's tooltip.
    package var detail: String

    /// Creates a marker.
    package init(
        kind: Kind, time: Timestamp, index: Int, percent: Percent?, velocity: Rate<ExtentsPerSecond>? = nil,
        label: String, detail: String
    ) {
        self.kind = kind
        self.time = time
        self.index = index
        self.percent = percent
        self.velocity = velocity
        self.label = label
        self.detail = detail
    }
}
