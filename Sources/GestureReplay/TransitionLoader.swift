import Foundation
public import InteractiveTransition

/// Finds a transition by preset name or reads it from a JSON spec file.
public enum TransitionLoader {
    /// The preset called `name`, or the spec in the JSON file at `name`.
    /// - Throws: ``ReplayError/invalidTransition(_:)`` naming the file and what was wrong.
    public static func load(_ name: String) throws(ReplayError) -> TransitionSpec {
        if let preset = TransitionSpec.Preset(rawValue: name) { return TransitionSpec.preset(preset) }
        guard name.contains("/") || name.hasSuffix(".json") else {
            throw .unknownTransition(name)
        }
        guard let data = FileManager.default.contents(atPath: name) else {
            throw .invalidTransition("\(name): no such transition spec file")
        }
        let spec: TransitionSpec
        do {
            spec = try JSONDecoder().decode(TransitionSpec.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let field = context.codingPath.isEmpty ? "" : " at \(path(context.codingPath))"
            throw .invalidTransition("\(name): expected a JSON transition spec\(field), \(context.debugDescription)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidTransition("\(name): expected the field \(path(context.codingPath + [key])), found none")
        } catch let DecodingError.typeMismatch(type, context) {
            throw .invalidTransition(
                "\(name): expected \(type) at \(path(context.codingPath)), \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(type, context) {
            throw .invalidTransition("\(name): expected \(type) at \(path(context.codingPath)), found null")
        } catch {
            throw .invalidTransition("\(name): expected a JSON transition spec, \(error)")
        }
        do throws(SpecError) {
            try spec.validate()
        } catch {
            throw .invalidTransition("\(name): \(error)")
        }
        return spec
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().trimmingCharacters(in: ["."])
    }
}
