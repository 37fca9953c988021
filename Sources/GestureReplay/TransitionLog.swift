import GestureCore
import GestureInteraction
import InteractiveTransition

/// Every transition's result in order, packed: ``ReplaySummary/transitions``.
///
/// A summary lists every transition (its JSON does, and `check` compares every outcome), so the list
/// grows with the number of gestures; this keeps it small: 56 bytes a transition (presence bits
/// instead of optionals) against about 140 for an array of ``ReplaySummary/TransitionResult``, so a
/// replay of 20,000 gestures holds about 1 MB. It reads and writes as a collection of
/// `TransitionResult`s, unpacking one at a time.
public struct TransitionLog: Sendable, Hashable, RandomAccessCollection, MutableCollection {
    /// One transition, packed.
    struct Packed: Sendable, Hashable {
        var releasePercent = Percent.zero
        var releaseVelocity = Rate<ExtentsPerSecond>.zero
        var settleDuration = 0.0
        var releasedAt: UInt64 = 0
        var completedAt: UInt64 = 0
        var stack = 0
        /// Which of the members above hold a value (``Present``).
        var present: UInt8 = 0
        var outcome: ReplaySummary.Outcome?
        var rule: Decision.Rule?
        var operation: TransitionSpec.Operation
        var interactive: Bool
        var presented: Bool?
    }

    /// The presence bits of ``Packed/present``.
    enum Present {
        static let releasePercent: UInt8 = 1 << 0
        static let releaseVelocity: UInt8 = 1 << 1
        static let settleDuration: UInt8 = 1 << 2
        static let releasedAt: UInt8 = 1 << 3
        static let completedAt: UInt8 = 1 << 4
        static let stateAfter: UInt8 = 1 << 5
        static let stack: UInt8 = 1 << 6
    }

    private var packed: [Packed] = []

    /// An empty log.
    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { packed.count }

    /// The transition at `position`.
    public subscript(position: Int) -> ReplaySummary.TransitionResult {
        get { Self.unpack(packed[position]) }
        set { packed[position] = Self.pack(newValue) }
    }

    /// Adds a transition at the end.
    /// - Parameter result: The transition's result so far.
    public mutating func append(_ result: ReplaySummary.TransitionResult) {
        packed.append(Self.pack(result))
    }

    static func pack(_ result: ReplaySummary.TransitionResult) -> Packed {
        var packed = Packed(
            outcome: result.outcome, rule: result.rule, operation: result.operation, interactive: result.interactive)
        if let value = result.releasePercent {
            packed.releasePercent = value
            packed.present |= Present.releasePercent
        }
        if let value = result.releaseVelocity {
            packed.releaseVelocity = value
            packed.present |= Present.releaseVelocity
        }
        if let value = result.settleDuration {
            packed.settleDuration = value
            packed.present |= Present.settleDuration
        }
        if let value = result.releasedAt {
            packed.releasedAt = value.microseconds
            packed.present |= Present.releasedAt
        }
        if let value = result.completedAt {
            packed.completedAt = value.microseconds
            packed.present |= Present.completedAt
        }
        if let state = result.stateAfter {
            packed.present |= Present.stateAfter
            packed.presented = state.presented
            if let stack = state.stack {
                packed.stack = stack
                packed.present |= Present.stack
            }
        }
        return packed
    }

    static func unpack(_ packed: Packed) -> ReplaySummary.TransitionResult {
        var result = ReplaySummary.TransitionResult(operation: packed.operation, interactive: packed.interactive)
        result.outcome = packed.outcome
        result.rule = packed.rule
        let present = packed.present
        if present & Present.releasePercent != 0 { result.releasePercent = packed.releasePercent }
        if present & Present.releaseVelocity != 0 { result.releaseVelocity = packed.releaseVelocity }
        if present & Present.settleDuration != 0 { result.settleDuration = packed.settleDuration }
        if present & Present.releasedAt != 0 { result.releasedAt = Timestamp(microseconds: packed.releasedAt) }
        if present & Present.completedAt != 0 { result.completedAt = Timestamp(microseconds: packed.completedAt) }
        if present & Present.stateAfter != 0 {
            result.stateAfter = NavigationState(
                stack: present & Present.stack != 0 ? packed.stack : nil, presented: packed.presented)
        }
        return result
    }
}

extension TransitionLog: ExpressibleByArrayLiteral {
    /// A log of `elements`, in order.
    public init(arrayLiteral elements: ReplaySummary.TransitionResult...) {
        for element in elements { append(element) }
    }
}
