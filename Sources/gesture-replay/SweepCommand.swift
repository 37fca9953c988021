public import ArgumentParser
import EdgePan
import Foundation
import GestureCore
import GestureInteraction
import GestureReplay
import GestureReports
import JSONLines

/// `gesture-replay sweep`: where a recording's outcome flips as one parameter varies.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Vary one parameter and report the outcome across the range and the exact flip points.",
        discussion: """
            On a recording: the outcome on the grid and each flip, found by bisection to 1e-6. On a \
            manifest (a .yml file or a folder with expectations.yml): each case's margin from its current \
            value to the nearest flip, fragile cases first.
            """
    )

    @Argument(help: "A recording, or a check manifest.")
    var target: String

    @OptionGroup var input: RecordingOptions
    @OptionGroup var parameters: ReplayParameters
    @OptionGroup var part: SweepSelectionOptions

    @Option(
        help:
            "The parameter: threshold, fling (extents/s), edgeZone (pt), slop (pt); velocityThreshold (units/ms on a touchpad, pt/ms on a touchscreen); touchpads: baseDistance (units), fingers."
    )
    var param: SweepParameter

    @Option(help: "Start of the range (default: the parameter's).")
    var from: Double?

    @Option(help: "End of the range.")
    var to: Double?

    @Option(help: "Grid step.")
    var step: Double?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        let parameter = param
        let range = self.range(parameter)
        guard range.from.isFinite, range.to.isFinite, range.from < range.to else {
            throw ValidationError("--from must be below --to.")
        }
        guard range.step > 0, (range.to - range.from) / range.step <= 10_000 else {
            throw ValidationError("--step must be above 0 and give at most 10000 samples.")
        }
        if parameter == .threshold, range.from < 0 || range.to > 1 {
            throw ValidationError("the threshold range must lie within 0…1.")
        }
        if range.from < 0 { throw ValidationError("--from must be 0 or more.") }
    }

    func range(_ parameter: SweepParameter) -> (from: Double, to: Double, step: Double) {
        let defaults = parameter.defaultRange
        return (from ?? defaults.from, to ?? defaults.to, step ?? defaults.step)
    }

    func run() throws {
        let parameter = param
        let range = self.range(parameter)
        if ManifestInput.isManifest(target) {
            try sweepManifest(parameter, range: range, manifest: try ManifestInput.load(target))
            return
        }
        var output: JSONValue?
        do throws(ReplayError) {
            let base = try parameters.options(selection: part.selection)
            // The route (touchpad or edge pan) words the unit of a velocity threshold.
            let touchpad =
                try Replay.run(
                    path: target, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex,
                    options: base
                ).touchpad
            let sweep = try Sweep.run(parameter, from: range.from, to: range.to, step: range.step) {
                (value) throws(ReplayError) -> OutcomeLabel in
                var options = base
                options.model = parameter.applying(value, to: ModelOverrides()).applied(to: base.model)
                options.overrides = parameter.applying(value, to: options.overrides)
                return OutcomeLabel(
                    try Replay.run(
                        path: target, descriptionPath: input.descriptionPath, deviceIndex: input.deviceIndex,
                        options: options))
            }
            guard json else {
                printText(describe(sweep, touchpad: touchpad))
                return
            }
            output = sweep.json
        } catch {
            throw fail(error)
        }
        if let output { try printJSON(output) }
    }

    func describe(_ sweep: Sweep, touchpad: Bool) -> String {
        var lines: [String] = []
        let name = sweep.parameter.rawValue
        let unit = sweep.parameter.unit(touchpad: touchpad)
        for sample in sweep.samples {
            lines.append("  \(name) \(sample.value.fixed(4).leftPadded(9))\(unit)  \(sample.outcome)")
        }
        if sweep.flips.isEmpty {
            let outcome = sweep.samples.first?.outcome ?? .none
            lines.append(
                "no flip: \(outcome) for every \(name) from \((sweep.samples.first?.value ?? 0).fixed(4)) to \((sweep.samples.last?.value ?? 0).fixed(4))\(unit)"
            )
        }
        for flip in sweep.flips {
            lines.append(
                "flip: \(flip.below) for \(name) ≤ \(flip.value.fixed(6))\(unit), \(flip.above) above"
            )
        }
        return lines.joined(separator: "\n")
    }

    func sweepManifest(
        _ parameter: SweepParameter, range: (from: Double, to: Double, step: Double), manifest: CheckManifest
    ) throws {
        var rows: [(name: String, current: Double?, margin: Double?, flips: [Double])] = []
        // A case whose model has no such parameter is listed apart with why, not swept (nor the whole sweep refused).
        var notSwept: [(name: String, why: String)] = []
        for checkCase in manifest.cases {
            do throws(ReplayError) {
                let options = try checkCase.replayOptions()
                let sweep = try Sweep.run(parameter, from: range.from, to: range.to, step: range.step) {
                    (value) throws(ReplayError) -> OutcomeLabel in
                    let variant = try checkCase.replayOptions(
                        overrides: parameter.applying(value, to: checkCase.overrides))
                    return OutcomeLabel(try checkCase.replay(variant))
                }
                let mapping = try Replay.mapping(
                    path: checkCase.recording, descriptionPath: checkCase.descriptionPath,
                    deviceIndex: checkCase.deviceIndex, options: options)
                let extent = options.edge.extent(of: mapping.size)
                let current = parameter.current(
                    model: FeelModel.named(checkCase.model) ?? .uikit, overrides: checkCase.overrides, extent: extent,
                    touchpad: try checkCase.replay(options).touchpad)
                rows.append(
                    (checkCase.name, current, current.flatMap { sweep.margin(from: $0) }, sweep.flips.map(\.value)))
            } catch {
                if case .invalidOptions(.notApplicable(let setting, let why)) = error,
                    setting.rawValue == parameter.rawValue
                {
                    notSwept.append((checkCase.name, why.replacing("`", with: "")))
                    continue
                }
                throw fail(error)
            }
        }
        rows.sort { ($0.margin ?? .infinity, $0.name) < ($1.margin ?? .infinity, $1.name) }
        if json {
            try printJSON(
                JSONValue.array(
                    rows.map { row in
                        .object([
                            ("case", .string(row.name)), ("current", row.current.map { .double($0) } ?? .null),
                            ("margin", row.margin.map { .double($0) } ?? .null),
                            ("flips", .array(row.flips.map { .double($0) })),
                        ])
                    }
                        + notSwept.map { .object([("case", .string($0.name)), ("notApplicable", .string($0.why))]) }
                ))
            return
        }
        var table = [["case", "current", "margin", "flips"]]
        for row in rows {
            table.append([
                row.name, row.current.map { $0.fixed(4) } ?? "-",
                row.margin.map { $0.fixed(4) } ?? "no flip in range",
                row.flips.map { $0.fixed(4) }.joined(separator: ", "),
            ])
        }
        printText("margins of \(parameter.rawValue) to the nearest flip, fragile cases first:")
        printText(render(table))
        for (name, why) in notSwept { printText("not swept: \(name): \(parameter.rawValue) does not apply: \(why)") }
    }
}

extension SweepParameter: ExpressibleByArgument {}
