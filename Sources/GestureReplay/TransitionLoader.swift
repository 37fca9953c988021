import EvdevInput
import Foundation
public import InteractiveTransition

/// Finds a transition by preset name or reads it from a JSON spec file.
public enum TransitionLoader {
    /// The largest transition spec read, bytes (1 MiB; the presets' specs are under 2 kB).
    public static let maximumSize = 1 << 20

    /// The preset called `name`, or the spec in the JSON file at `name`.
    /// - Throws: ``ReplayError/invalidTransition(_:)`` naming the file and what was wrong.
    public static func load(_ name: String) throws(ReplayError) -> TransitionSpec {
        if let preset = TransitionSpec.Preset(rawValue: name) { return TransitionSpec.preset(preset) }
        guard name.contains("/") || name.hasSuffix(".json") else {
            throw .unknownTransition(name)
        }
        let data: Data
        do throws(RecordingError) {
            data = Data(try SmallFile.read(name, limit: maximumSize, what: "a transition spec"))
        } catch {
            guard error.kind != .noSuchInput else { throw .noTransitionSpec(path: name) }
            throw .invalidTransition(error.description)
        }
        let bytes = [UInt8](data)
        func at(_ path: [any CodingKey]) -> String {
            let steps = path.map { key in
                key.intValue.map(JSONLineLocator.Step.index) ?? JSONLineLocator.Step.key(key.stringValue)
            }
            return "\(name):\(JSONLineLocator.line(of: steps, in: bytes))"
        }
        let spec: TransitionSpec
        do {
            spec = try JSONDecoder().decode(TransitionSpec.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let field = context.codingPath.isEmpty ? "" : " at \(path(context.codingPath))"
            throw .invalidTransition(
                "\(at(context.codingPath)): expected a JSON transition spec\(field), found \(context.debugDescription)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidTransition(
                "\(at(context.codingPath)): expected the field \(path(context.codingPath + [key])), found none")
        } catch let DecodingError.typeMismatch(type, context) {
            throw .invalidTransition(
                "\(at(context.codingPath)): expected \(type) at \(path(context.codingPath)), "
                    + "found \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(type, context) {
            throw .invalidTransition(
                "\(at(context.codingPath)): expected \(type) at \(path(context.codingPath)), found null")
        } catch {
            throw .invalidTransition("\(name):1: expected a JSON transition spec, found \(error)")
        }
        let unknown = TransitionSpecKeys.unknownKeys(in: data).map { key in
            (line: JSONLineLocator.line(of: key.path, in: bytes), key: key)
        }
        if let (line, key) = unknown.min(by: { $0.line < $1.line }) {
            throw .invalidTransition(
                "\(name):\(line): expected a key of \(key.place) (\(key.known.joined(separator: ", "))), "
                    + "found `\(key.key)`" + NameSuggestion.hint(for: key.key, in: key.known))
        }
        do throws(SpecError) {
            try spec.validate()
        } catch {
            let line = JSONLineLocator.line(of: JSONLineLocator.steps(error.field), in: bytes)
            throw .invalidTransition("\(name):\(line): \(error)")
        }
        // A spec longer than the settle limit could never settle; an endless one (1e308 s) would
        // reach the JSON outputs as `inf`.
        let limit = Double(ReplayOptions.settleLimit.components.seconds)
        guard spec.duration <= limit else {
            let line = JSONLineLocator.line(of: [.key("duration")], in: bytes)
            throw .invalidTransition(
                "\(name):\(line): expected duration at most \(Int(limit)) s (the settle limit), found \(spec.duration)")
        }
        return spec
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().trimmingCharacters(in: ["."])
    }
}
