import Foundation
import InteractiveTransition

/// The keys of a transition spec file that the spec does not have, refused with their line and the
/// nearest known key.
///
/// `JSONDecoder` passes over keys it does not know, so `completionSpeeed: 3` or an `opacty` in a layer
/// settled at the defaults without a word, while a check manifest refuses its unknown keys. Every
/// object of the spec is walked: the spec, its `container`, each layer and its `from` and `to`, and a
/// curve given as an object (with a spring's parameters).
enum TransitionSpecKeys {
    /// A key that does not belong where it stands.
    struct Unknown: Equatable {
        /// Where the key stands: the path of the object holding it, then the key.
        var path: [JSONLineLocator.Step]
        /// The key as written.
        var key: String
        /// What the object may hold.
        var known: [String]
        /// The object, as a message names it (`the spec`, `layers[0].from`).
        var place: String
    }

    /// The unknown keys of the spec in `data`; empty when every key is known.
    /// - Parameter data: A spec that decoded (so well-formed JSON of the expected shape).
    static func unknownKeys(in data: Data) -> [Unknown] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        var found: [Unknown] = []
        collect(root, at: [], place: "the spec", known: TransitionSpec.jsonKeys, into: &found) { key, value, found in
            switch key {
            case "container":
                collect(value, at: [.key(key)], place: key, known: ["width", "height"], into: &found)
            case "curve", "completionCurve":
                collectCurve(value, at: [.key(key)], place: key, into: &found)
            case "layers":
                for (index, layer) in (value as? [Any] ?? []).enumerated() {
                    let path: [JSONLineLocator.Step] = [.key(key), .index(index)]
                    let place = "layers[\(index)]"
                    collect(layer, at: path, place: place, known: AnimatedLayer.jsonKeys, into: &found) {
                        name, values, found in
                        guard name == "from" || name == "to" else { return }
                        collect(
                            values, at: path + [.key(name)], place: place + "." + name, known: LayerValues.jsonKeys,
                            into: &found)
                    }
                }
            default:
                break
            }
        }
        return found
    }

    /// The unknown keys of a curve given as an object.
    private static func collectCurve(
        _ value: Any, at path: [JSONLineLocator.Step], place: String, into found: inout [Unknown]
    ) {
        collect(value, at: path, place: place, known: TimingCurve.jsonKeys, into: &found) { key, parameters, found in
            guard key == "spring" else { return }
            collect(
                parameters, at: path + [.key(key)], place: place + ".spring", known: TimingCurve.springKeys,
                into: &found)
        }
    }

    /// Adds the keys of the object `value` (if it is one) not in `known`, then whatever `inner` finds
    /// under each known key.
    private static func collect(
        _ value: Any, at path: [JSONLineLocator.Step], place: String, known: [String], into found: inout [Unknown],
        inner: (String, Any, inout [Unknown]) -> Void = { _, _, _ in }
    ) {
        guard let object = value as? [String: Any] else { return }
        for key in object.keys.sorted() {
            if known.contains(key) {
                inner(key, object[key] as Any, &found)
            } else {
                found.append(Unknown(path: path + [.key(key)], key: key, known: known, place: place))
            }
        }
    }
}
