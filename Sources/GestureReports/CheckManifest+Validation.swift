import Foundation
import GestureInteraction
import GestureReplay
import InteractiveTransition
import Yams

extension CheckManifest {
    /// The range of a percent bound: a fraction of the transition, 0…1.
    static let percentRange = 0.0...1.0

    /// Checks bounds that parse but cannot be met: a percent outside 0…1, a negative time, `min` above `max`.
    /// - Parameters:
    ///   - bounds: The parsed bounds.
    ///   - key: The manifest key (`releasePercent`, `completedAt`).
    ///   - node: Its node, for the line.
    ///   - range: The values the quantity can take.
    ///   - unit: How the range reads in a message.
    static func validate(
        _ bounds: CheckCase.Bounds?, key: String, node: Node?, range: ClosedRange<Double>, unit: String, path: String,
        line: Int
    ) throws(CheckManifestError) {
        guard let bounds else { return }
        let at = node?.mark?.line ?? line
        for (name, value) in [("min", bounds.minimum), ("max", bounds.maximum)] {
            guard let value, !range.contains(value) else { continue }
            throw CheckManifestError(
                path: path, line: at,
                message: "expected `\(key)` \(name) to be \(unit), found \(value)")
        }
        if let low = bounds.minimum, let high = bounds.maximum, low > high {
            throw CheckManifestError(
                path: path, line: at, message: "expected `\(key)` min ≤ max, found min \(low) > max \(high)")
        }
    }

    /// The rule named `name`, or an error listing the rules with a did-you-mean.
    static func rule(named name: String, line: Int, path: String) throws(CheckManifestError) -> Decision.Rule {
        if let rule = Decision.Rule(rawValue: name) { return rule }
        let names = Decision.Rule.allCases.map(\.rawValue)
        throw CheckManifestError(
            path: path, line: line,
            message: "expected `rule` to be one of \(names.joined(separator: ", ")), found `\(name)`"
                + NameSuggestion.hint(for: name, in: names))
    }

    /// The canonical name of the model called `name` (any case), or an error with a did-you-mean.
    static func model(named name: String, line: Int, path: String) throws(CheckManifestError) -> String {
        if let model = FeelModel.named(name) { return model.name }
        let names = FeelModel.allNames
        throw CheckManifestError(
            path: path, line: line,
            message: "expected `model` to be one of \(names.joined(separator: ", ")), found `\(name)`"
                + NameSuggestion.hint(for: name, in: names))
    }

    /// An error (exit 66) when a file a case names does not exist.
    static func requireFile(_ file: String, key: String, line: Int, path: String) throws(CheckManifestError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CheckManifestError(
                path: path, line: line, message: "expected `\(key)` to name a file, found no such file \(file)",
                missing: true)
        }
    }
}
