/// Which part of a recording a replay uses: one gesture, the gestures that begin in a time window,
/// or everything.
///
/// A gesture is one touch sequence, from the first contact going down (with none down before it)
/// to the frame in which the last contact goes up. Cutting between gestures is clean: no contact is
/// down at a cut, so the selected events replay as a recording of their own. Times of the selection
/// count from its first event.
public struct GestureSelection: Sendable, Hashable {
    /// The gesture to keep, 1-based in the order they begin; nil keeps every gesture.
    public var gesture: Int?
    /// Keep only gestures whose first contact goes down at or after this time, seconds from the
    /// recording's first event.
    public var from: Double?
    /// Keep only gestures whose first contact goes down at or before this time, seconds from the
    /// recording's first event.
    public var to: Double?

    /// Creates a selection; with no arguments it keeps the whole recording.
    public init(gesture: Int? = nil, from: Double? = nil, to: Double? = nil) {
        self.gesture = gesture
        self.from = from
        self.to = to
    }

    /// The whole recording.
    public static let all = GestureSelection()

    /// Whether it keeps the whole recording.
    public var isAll: Bool { gesture == nil && from == nil && to == nil }

    /// The selection in words, for messages: `gesture 2`, `gestures from 1.5 s to 3 s`.
    public var summary: String {
        var parts: [String] = []
        if let gesture { parts.append("gesture \(gesture)") }
        if let from { parts.append("from \(from) s") }
        if let to { parts.append("to \(to) s") }
        if gesture == nil { parts.insert("gestures", at: 0) }
        return parts.joined(separator: " ")
    }

    /// Whether the gesture numbered `index` (1-based) that begins `start` seconds into the recording
    /// is kept.
    public func keeps(gesture index: Int, startingAt start: Double) -> Bool {
        if let gesture, gesture != index { return false }
        if let from, start < from { return false }
        if let to, start > to { return false }
        return true
    }

    /// Why a selection cannot be used.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The gesture number is below 1.
        case gesture(Int)
        /// A time is negative or not finite, seconds.
        case time(Double)
        /// `from` is after `to`, seconds.
        case window(from: Double, to: Double)

        public var description: String {
            switch self {
            case .gesture(let index): "the gesture number must be 1 or more, not \(index)"
            case .time(let seconds): "a time must be 0 s or more, not \(seconds)"
            case .window(let from, let to): "the window must start before it ends, not \(from) s to \(to) s"
            }
        }
    }

    /// Checks the numbers.
    /// - Throws: ``Problem``.
    public func validate() throws(Problem) {
        if let gesture, gesture < 1 { throw .gesture(gesture) }
        for time in [from, to].compactMap({ $0 }) where !(time.isFinite && time >= 0) { throw .time(time) }
        if let from, let to, from > to { throw .window(from: from, to: to) }
    }
}
