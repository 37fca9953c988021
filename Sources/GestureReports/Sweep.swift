package import GestureReplay
package import JSONLines

/// The outcome of one recording across a range of one parameter, with the exact values where it flips.
///
/// The range is sampled on its grid; between two samples with different outcomes the flip point is
/// found by bisection to ``precision``, so `finishes for threshold ≤ 0.6997` is exact to that
/// precision rather than to the grid step.
package struct Sweep: Sendable {
    /// Bisection stops when the bracket is this narrow, in the parameter's unit.
    package static let precision = 1e-6

    /// One grid sample.
    package struct Sample: Sendable, Hashable {
        /// The parameter value.
        package var value: Double
        /// What the replay came to.
        package var outcome: OutcomeLabel
    }

    /// A change of outcome between two values.
    package struct Flip: Sendable, Hashable {
        /// The last value with `below`'s outcome (within ``precision``).
        package var value: Double
        /// The outcome at and below `value`.
        package var below: OutcomeLabel
        /// The outcome above it.
        package var above: OutcomeLabel
    }

    /// The parameter.
    package var parameter: SweepParameter
    /// The grid samples.
    package var samples: [Sample]
    /// The flips in ascending order.
    package var flips: [Flip]

    /// Sweeps `parameter` from `from` to `to` in steps of `step`, replaying with `replay` for each value.
    /// - Parameters:
    ///   - replay: Replays the recording with the parameter set to a value and returns the outcome label.
    /// - Throws: What `replay` throws.
    package static func run(
        _ parameter: SweepParameter, from: Double, to: Double, step: Double,
        replay: (Double) throws(ReplayError) -> OutcomeLabel
    ) throws(ReplayError) -> Sweep {
        var values: [Double] = []
        var index = 0.0
        while true {
            let value = from + index * step
            if value > to + step * 1e-9 { break }
            values.append(min(value, to))
            index += 1
        }
        if values.last.map({ $0 < to }) ?? true { values.append(to) }
        var samples: [Sample] = []
        for value in values { samples.append(Sample(value: value, outcome: try replay(value))) }
        var flips: [Flip] = []
        for (a, b) in zip(samples, samples.dropFirst()) where a.outcome != b.outcome {
            var low = a.value
            var high = b.value
            while high - low > precision {
                let middle = (low + high) / 2
                if try replay(middle) == a.outcome { low = middle } else { high = middle }
            }
            flips.append(Flip(value: low, below: a.outcome, above: b.outcome))
        }
        return Sweep(parameter: parameter, samples: samples, flips: flips)
    }

    /// The distance from `value` to the nearest flip, or nil when nothing flips in the range.
    package func margin(from value: Double) -> Double? {
        flips.map { abs($0.value - value) }.min()
    }

    /// The sweep as JSON: `parameter`, `samples`, and `flips`, the flip values.
    package var json: JSONValue {
        .object([
            ("parameter", .string(parameter.rawValue)),
            (
                "samples",
                .array(
                    samples.map {
                        .object([("value", .measure($0.value)), ("outcome", .string($0.outcome.description))])
                    })
            ),
            ("flips", .array(flips.map { .measure($0.value) })),
            (
                "flipDetails",
                .array(
                    flips.map {
                        .object([
                            ("value", .measure($0.value)), ("below", .string($0.below.description)),
                            ("above", .string($0.above.description)),
                        ])
                    })
            ),
        ])
    }
}
