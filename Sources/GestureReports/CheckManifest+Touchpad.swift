import GestureCore
import GestureInteraction
import GestureReplay
import TouchpadGestures
import Yams

extension CheckManifest {
    /// Keys a case may have that only touchpad recordings use, as `replay`'s touchpad options.
    static let touchpadKeys: Set<String> = [
        "direction", "fingers", "baseDistance", "velocityThreshold", "tapping", "naturalScrolling", "accelProfile",
        "speed", "libinput",
    ]

    /// The touchpad settings of one case, from its merged fields.
    struct TouchpadFields {
        /// The finger motion that drives the transition forward.
        var direction: Direction = .right
        /// libinput's settings (GNOME's unless the case changes them).
        var configuration: TouchpadConfiguration = .gnome
    }

    /// Reads `direction`, `tapping`, `naturalScrolling`, `accelProfile`, `speed` and `libinput`, and puts
    /// `fingers`, `baseDistance` and `velocityThreshold` into `overrides`.
    /// - Throws: ``CheckManifestError`` naming the key, its line, what was expected and what was found.
    static func touchpadFields(
        _ fields: [String: Node], overrides: inout ModelOverrides, line: Int, path: String
    ) throws(CheckManifestError) -> TouchpadFields {
        func fail(_ key: String, _ expected: String, names: [String] = []) -> CheckManifestError {
            let found = fields[key]?.string ?? "a non-scalar"
            return CheckManifestError(
                path: path, line: fields[key]?.mark?.line ?? line,
                message: "expected `\(key)` to be \(expected), found `\(found)`"
                    + NameSuggestion.hint(for: found, in: names))
        }
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(CheckManifestError) -> T?
        where T.RawValue == String {
            guard let node = fields[key] else { return nil }
            let names = T.allCases.map(\.rawValue)
            guard let text = node.string, node.scalar != nil, let value = T(rawValue: text) else {
                throw fail(key, "one of " + names.joined(separator: ", "), names: names)
            }
            return value
        }
        func flag(_ key: String) throws(CheckManifestError) -> Bool? {
            guard let node = fields[key] else { return nil }
            guard let value = node.bool else { throw fail(key, "true or false") }
            return value
        }
        func number(_ key: String, _ range: ClosedRange<Double>, _ expected: String) throws(CheckManifestError)
            -> Double?
        {
            guard let node = fields[key] else { return nil }
            guard let value = node.float ?? node.int.map(Double.init), value.isFinite, range.contains(value) else {
                throw fail(key, expected)
            }
            return value
        }
        var result = TouchpadFields()
        let given: [(String, ModelOverrides.Setting)] = [
            ("direction", .direction), ("tapping", .tapping), ("naturalScrolling", .naturalScrolling),
            ("accelProfile", .accelProfile), ("speed", .speed), ("edge", .edge),
        ]
        overrides.routeSettings = Set(given.filter { fields[$0.0] != nil }.map(\.1))
        if let direction = try choice("direction", Direction.self) { result.direction = direction }
        if let tapping = try flag("tapping") { result.configuration.tapping = tapping }
        if let natural = try flag("naturalScrolling") { result.configuration.naturalScrolling = natural }
        if let profile = try choice("accelProfile", TouchpadConfiguration.Profile.self) {
            result.configuration.profile = profile
        }
        let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        let speed = try number("speed", any, "a number from -1 to 1")
        if let speed { result.configuration.speed = speed }
        if let series = try choice("libinput", TouchpadConfiguration.Series.self) {
            result.configuration.series = series
            overrides.libinput = series
        }
        // Int(exactly:) also refuses a number past Int's range rather than trapping.
        if let fingers = try number("fingers", any, "a whole number, 1 or more") {
            guard let whole = Int(exactly: fingers) else { throw fail("fingers", "a whole number, 1 or more") }
            overrides.fingers = whole
        }
        overrides.baseDistance = try number("baseDistance", any, "a positive number of libinput units")
        overrides.velocityThreshold = try number("velocityThreshold", any, "0 or more libinput units per ms").map {
            Rate($0)
        }
        // The ranges are the library's, as for `replay`'s flags: one validation for both.
        do throws(InteractionError) {
            try overrides.validate(pointerSpeed: speed)
        } catch {
            switch error {
            case .invalidBaseDistance: throw fail("baseDistance", "a positive number of libinput units")
            case .invalidVelocityThreshold: throw fail("velocityThreshold", "0 or more libinput units per ms")
            case .invalidFingers: throw fail("fingers", "a whole number, 1 or more")
            case .invalidPointerSpeed: throw fail("speed", "a number from -1 to 1")
            case .invalidContainer, .invalidCompletionSpeed, .invalidThreshold, .invalidFlingVelocity,
                .invalidLength, .invalidTransition:
                throw CheckManifestError(path: path, line: line, message: "expected \(error)")
            }
        }
        return result
    }
}
