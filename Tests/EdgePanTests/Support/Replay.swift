import EdgePan
import GestureCore
import GestureTestSupport

/// Everything a recognizer reported over a run of samples.
struct Replay {
    typealias Recognizer = ScreenEdgePanRecognizer

    /// Every output, in order.
    var outputs: [Recognizer.Output] = []
    /// The recognizer after the run.
    var recognizer: Recognizer

    /// Runs `samples` through a fresh recognizer.
    init(
        _ samples: [TouchSample], configuration: Recognizer.Configuration = .init(),
        container: Size = testContainer
    ) {
        recognizer = Recognizer(configuration: configuration, container: container)
        for sample in samples {
            outputs += recognizer.handle(sample)
        }
    }

    /// Runs a synthetic gesture (noise in points) through a fresh recognizer.
    init(
        _ gesture: SyntheticGesture, configuration: Recognizer.Configuration = .init(), noise: Double = 0,
        seed: UInt64 = 0
    ) {
        self.init(gesture.touchSamples(in: testContainer, noise: noise, seed: seed), configuration: configuration)
    }

    /// The transitions, in order.
    var transitions: [Recognizer.StateChange] {
        outputs.compactMap {
            if case .stateChange(let transition) = $0 { transition } else { nil }
        }
    }

    /// The updates, in order.
    var updates: [Recognizer.Update] {
        outputs.compactMap {
            if case .update(let update) = $0 { update } else { nil }
        }
    }

    /// The anomalies, in order.
    var anomalies: [Recognizer.Anomaly] {
        outputs.compactMap {
            if case .anomaly(let anomaly) = $0 { anomaly } else { nil }
        }
    }

    /// The transitions as (from, to, reason) triples, for comparing sequences.
    var steps: [Step] {
        transitions.map { Step($0.from, $0.to, $0.reason) }
    }
}

/// A transition without its time and edge.
struct Step: Hashable, CustomStringConvertible {
    var from: ScreenEdgePanRecognizer.State
    var to: ScreenEdgePanRecognizer.State
    var reason: ScreenEdgePanRecognizer.Reason

    init(
        _ from: ScreenEdgePanRecognizer.State, _ to: ScreenEdgePanRecognizer.State,
        _ reason: ScreenEdgePanRecognizer.Reason
    ) {
        self.from = from
        self.to = to
        self.reason = reason
    }

    var description: String { "\(from) --\(reason)--> \(to)" }
}

/// The recognized-and-ended sequence of a complete swipe.
let completedSwipe = [
    Step(.possible, .began, .passedSlop), Step(.began, .changed, .moved), Step(.changed, .ended, .lifted),
    Step(.ended, .possible, .reset),
]

/// Whether `value` is within `fraction` (relative) of `truth`.
func isClose(_ value: Double, to truth: Double, within fraction: Double) -> Bool {
    abs(value - truth) <= fraction * abs(truth)
}
