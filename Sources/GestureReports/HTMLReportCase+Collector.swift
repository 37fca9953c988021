package import GestureCore
import GestureInteraction
package import GestureReplay

extension HTMLReportCase {
    /// What one replay shows in a report, taken from the engine's records and contact samples as the
    /// replay runs, so a report needs no pass of its own over the recording.
    ///
    /// ```swift
    /// var collector = HTMLReportCase.Collector(model: options.model.name)
    /// _ = try Replay.run(
    ///     path: path, options: options, onWarning: nil, onRecord: { collector.collect($0) },
    ///     onSample: { collector.collect($0) })
    /// let item = HTMLReportCase(name: "swipe", collected: collector, options: options)
    /// ```
    package struct Collector: Sendable {
        /// The plot of the replay.
        var run: PlotRun
        /// The transition's frames, in time order.
        var frames: [FrameRecord] = []
        /// Release decisions, in order.
        var decisions: [ReleaseDecision] = []
        /// Completions, in order.
        var completions: [TransitionCompletion] = []
        /// The result, from the last record.
        var summary: ReplaySummary?
        /// How positions map to the container, from the header.
        var mapping: ContainerMapping?
        /// Whether the replay took the touchpad route, from the header.
        var touchpad = false
        /// The finger path, in time order.
        var path: [PathPoint] = []

        /// An empty collector.
        /// - Parameter model: The model's name, for the plot's legend.
        package init(model: String) {
            run = PlotRun(model: model)
        }

        /// Takes one trace record.
        package mutating func collect(_ record: TraceRecord) {
            run.collect(record)
            switch record {
            case .header(let header):
                mapping = header.mapping
                touchpad = header.touchpad != nil
            case .frame(let frame): frames.append(frame)
            case .decision(let decision): decisions.append(decision)
            case .complete(let completion): completions.append(completion)
            case .summary(let result): summary = result
            case .gesture, .transition, .bug, .input, .navigation, .libinput, .tracker, .trackerUpdate: break
            }
        }

        /// Takes one contact sample (``GestureReplay/ReplayEngine/onSample``): a point of the path, on
        /// the trace's clock.
        package mutating func collect(_ sample: TouchSample) {
            path.append(
                PathPoint(
                    time: sample.time, contact: sample.contact,
                    down: sample.phase == .down || sample.phase == .move, location: sample.location))
        }
    }
}
