import ArgumentParser
import Foundation
import GestureReplay
import InteractiveTransition
import JSONLines

/// `gesture-replay transitions`: the transition presets, and one of them as a spec file to start from.
struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "List the transition presets, or print one as a JSON spec to start a spec file from.",
        discussion: """
            Without NAME: one line per preset (operation, duration, curve, layers). With NAME: the preset as \
            the JSON spec --transition FILE reads; save it, change it, and pass the file. A curve is a name \
            (linear, easeIn, easeOut, easeInOut, easeOutCubic, fastEaseInToSlowEaseOut, fastLinearToSlowEaseIn, \
            materialBack) or an object: {"cubicBezier": [x1, y1, x2, y2]} (CSS cubic-bezier, x1 and x2 from 0 \
            to 1), {"spring": {"mass": 1, "stiffness": 1000, "damping": 63.2}} or {"spring": {"dampingRatio": \
            0.6, "response": 0.5}} (seconds), or {"threePointCubic": [[x, y] ×5]}.
            """)

    @Argument(help: "A preset to print as a JSON spec.")
    var name: String?

    @Flag(help: "Print the list as a JSON array of specs with their names.")
    var json = false

    func run() throws {
        if let name {
            guard let preset = TransitionSpec.Preset(rawValue: name) else {
                let names = TransitionSpec.Preset.allCases.map(\.rawValue)
                throw ValidationError(
                    "unknown transition '\(name)': expected one of \(names.joined(separator: ", "))"
                        + NameSuggestion.hint(for: name, in: names))
            }
            print(try Self.specText(TransitionSpec.preset(preset)))
            return
        }
        if json {
            let items = try TransitionSpec.Preset.allCases.map { preset in
                let spec = try JSONSerialization.jsonObject(with: Self.specData(TransitionSpec.preset(preset)))
                return ["name": preset.rawValue, "spec": spec] as [String: Any]
            }
            let data = try JSONSerialization.data(withJSONObject: items, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        let width = TransitionSpec.Preset.allCases.map(\.rawValue.count).max() ?? 0
        for preset in TransitionSpec.Preset.allCases {
            let spec = TransitionSpec.preset(preset)
            let padding = String(repeating: " ", count: width - preset.rawValue.count)
            print(
                "\(preset.rawValue)\(padding)  \(spec.operation.rawValue), \(spec.duration) s, curve \(spec.curve.name), "
                    + "layers \(spec.layers.map(\.name).joined(separator: " "))")
        }
    }

    /// The spec as the JSON `--transition FILE` reads, one key per line, sorted (the same bytes every run).
    static func specData(_ spec: TransitionSpec) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(spec)
    }

    static func specText(_ spec: TransitionSpec) throws -> String {
        String(decoding: try specData(spec), as: UTF8.self)
    }
}
