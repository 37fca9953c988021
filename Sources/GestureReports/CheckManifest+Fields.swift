import EdgePan
import EvdevInput
import Foundation
import GestureInteraction
import GestureReplay
import InteractiveTransition
import Yams

extension CheckManifest {
    /// Builds one case from its merged fields.
    static func makeCase(
        _ fields: [String: Node], line: Int, folder: String, path: String
    ) throws(CheckManifestError) -> CheckCase {
        func fail(_ key: String, _ expected: String) -> CheckManifestError {
            CheckManifestError(
                path: path, line: fields[key]?.mark?.line ?? line,
                message: "expected `\(key)` to be \(expected), found `\(fields[key]?.string ?? describe(fields[key]))`")
        }
        func string(_ key: String) throws(CheckManifestError) -> String? {
            guard let node = fields[key] else { return nil }
            guard let value = node.string, node.scalar != nil else { throw fail(key, "a string") }
            return value
        }
        func number(_ key: String) throws(CheckManifestError) -> Double? {
            guard let node = fields[key] else { return nil }
            guard let value = node.float ?? node.int.map(Double.init), value.isFinite else {
                throw fail(key, "a number")
            }
            return value
        }
        func bounds(_ key: String) throws(CheckManifestError) -> CheckCase.Bounds? {
            guard let node = fields[key] else { return nil }
            if let exact = node.float ?? node.int.map(Double.init) {
                return CheckCase.Bounds(minimum: exact, maximum: exact)
            }
            if case .sequence(let list) = node, list.count == 2,
                let low = list[0].float ?? list[0].int.map(Double.init),
                let high = list[1].float ?? list[1].int.map(Double.init)
            {
                return CheckCase.Bounds(minimum: low, maximum: high)
            }
            if let mapping = node.mapping {
                var result = CheckCase.Bounds()
                for (boundKey, value) in mapping {
                    let number = value.float ?? value.int.map(Double.init)
                    switch (boundKey.string, number) {
                    case ("min"?, let number?): result.minimum = number
                    case ("max"?, let number?): result.maximum = number
                    default: throw fail(key, "{min: N, max: N}, [N, N] or N")
                    }
                }
                return result
            }
            throw fail(key, "{min: N, max: N}, [N, N] or N")
        }
        func resolve(_ file: String) -> String {
            file.hasPrefix("/") || folder.isEmpty ? file : folder + "/" + file
        }

        guard let recording = try string("recording") else {
            throw CheckManifestError(path: path, line: line, message: "expected `recording:` in every case")
        }
        var expectNames: [String]
        switch fields["expect"] {
        case nil:
            throw CheckManifestError(
                path: path, line: line, message: "expected `expect:` (finished, cancelled or none)")
        case .sequence(let list)?:
            expectNames = list.compactMap(\.string)
            guard expectNames.count == list.count else { throw fail("expect", "a list of outcomes") }
        case let node?:
            expectNames = node.string.map { [$0] } ?? []
        }
        let expect = expectNames.compactMap(ReplaySummary.Outcome.init(rawValue:))
        guard !expect.isEmpty, expect.count == expectNames.count, !expect.contains(.unsettled) else {
            let wrong = expectNames.first { ReplaySummary.Outcome(rawValue: $0) == nil } ?? ""
            throw CheckManifestError(
                path: path, line: fields["expect"]?.mark?.line ?? line,
                message: "expected `expect` to be finished, cancelled, none or a list of them, found `\(wrong)`"
                    + NameSuggestion.hint(for: wrong, in: ["finished", "cancelled", "none"]))
        }
        var overrides = ModelOverrides()
        overrides.threshold = try number("threshold")
        overrides.fling = try number("fling")
        overrides.edgeZone = try number("edgeZone")
        overrides.slop = try number("slop")
        if let settle = try string("settle") {
            guard let model = SettleModel(rawValue: settle) else { throw fail("settle", "a settle model") }
            overrides.settle = model
        }
        if let mode = try string("percentMode") {
            guard let value = ScreenEdgePanRecognizer.PercentMode(rawValue: mode) else {
                throw fail("percentMode", "location or translation")
            }
            overrides.percentMode = value
        }
        if let policy = try string("extraTouch") {
            guard let value = ScreenEdgePanRecognizer.ExtraTouchPolicy(rawValue: policy) else {
                throw fail("extraTouch", "ignore or cancel")
            }
            overrides.extraTouch = value
        }
        overrides.completionSpeed = try number("completionSpeed")
        if let threshold = overrides.threshold, !(0...1).contains(threshold) { throw fail("threshold", "from 0 to 1") }
        let touchpad = try touchpadFields(fields, overrides: &overrides, line: line, path: path)
        try releaseFields(fields, overrides: &overrides, line: line, path: path)
        let model = try Self.model(
            named: try string("model") ?? FeelModel.defaultName, line: fields["model"]?.mark?.line ?? line, path: path)
        let edgeName = try string("edge") ?? Edge.left.rawValue
        guard let edge = Edge(rawValue: edgeName) else { throw fail("edge", "left, right, top or bottom") }
        var container: (Double, Double)?
        if let text = try string("container") {
            let parts = text.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
                throw fail("container", "WIDTHxHEIGHT in points")
            }
            container = (parts[0], parts[1])
        }
        // Range checks come before the conversion to Int, which traps on a number past Int's range
        // (found by fuzzing: `deviceIndex: 2222…` with 60 digits).
        var fps = ReplayOptions.defaultFPS
        if let value = try number("fps") {
            guard value >= 1, value < Double(ReplayOptions.maximumFPS + 1) else {
                throw fail("fps", "from 1 to \(ReplayOptions.maximumFPS)")
            }
            fps = Int(value)
        }
        guard (1...ReplayOptions.maximumFPS).contains(fps) else {
            throw fail("fps", "from 1 to \(ReplayOptions.maximumFPS)")
        }
        try Self.checkRanges(
            overrides: overrides, model: model, fps: fps, container: container, fail: fail)
        var deviceIndex: Int?
        if let value = try number("deviceIndex") {
            guard let index = Int(exactly: value), index >= 0 else {
                throw fail("deviceIndex", "a whole number, 0 or more")
            }
            deviceIndex = index
        }
        let transition = try string("transition") ?? "push"
        var rule: Decision.Rule?
        if let name = try string("rule") {
            rule = try Self.rule(named: name, line: fields["rule"]?.mark?.line ?? line, path: path)
        }
        func state(_ node: Node?, key: String) throws(CheckManifestError) -> NavigationState? {
            guard let node else { return nil }
            guard let mapping = node.mapping else { throw fail(key, "{stack: N, presented: BOOL}") }
            var result = NavigationState()
            for (name, value) in mapping {
                switch name.string {
                case "stack": result.stack = value.int
                case "presented": result.presented = value.bool
                default: throw fail(key, "{stack: N, presented: BOOL}")
                }
            }
            return result
        }
        var initial = NavigationState()
        if let node = fields["stack"] {
            guard let stack = node.int, stack >= 1 else { throw fail("stack", "a whole number from 1 (the root)") }
            initial.stack = stack
        }
        if let node = fields["presented"] {
            guard let presented = node.bool else { throw fail("presented", "true or false") }
            initial.presented = presented
        }
        var gesture: Int?
        if let value = try number("gesture") {
            guard let index = Int(exactly: value), index >= 1 else {
                throw fail("gesture", "a whole number, 1 or more")
            }
            gesture = index
        }
        let releasePercent = try bounds("releasePercent")
        try Self.validate(
            releasePercent, key: "releasePercent", node: fields["releasePercent"], range: Self.percentRange,
            unit: "a fraction from 0 to 1", path: path, line: line)
        let completedAt = try bounds("completedAt")
        try Self.validate(
            completedAt, key: "completedAt", node: fields["completedAt"], range: 0...Double.greatestFiniteMagnitude,
            unit: "0 s or more", path: path, line: line)
        var made = CheckCase(
            name: try string("name") ?? recording, recording: resolve(recording),
            descriptionPath: try string("description").map(resolve), deviceIndex: deviceIndex, model: model,
            transition: transition.hasSuffix(".json") ? resolve(transition) : transition, edge: edge, fps: fps,
            container: container, overrides: overrides, expect: expect, rule: rule,
            releasePercent: releasePercent, completedAt: completedAt, line: line)
        made.gesture = gesture
        made.direction = touchpad.direction
        if let name = try string("class") {
            let classes: [DeviceClass] = [.touchscreen, .touchpad, .pointer, .tablet]
            guard let declared = DeviceClass(rawValue: name), classes.contains(declared) else {
                throw CheckManifestError(
                    path: path, line: fields["class"]?.mark?.line ?? line,
                    message: "expected `class` to be touchscreen, touchpad, pointer or tablet, found `\(name)`"
                        + NameSuggestion.hint(for: name, in: classes.map(\.rawValue)))
            }
            made.deviceClass = declared
        }
        made.touchpad = touchpad.configuration
        made.initialState = initial
        made.finalState = try state(fields["finalState"], key: "finalState")
        if let node = fields["strict"] {
            guard let strict = node.bool else { throw fail("strict", "true or false") }
            made.strict = strict
        }
        if let stability = try number("minStability") {
            guard (0...1).contains(stability) else { throw fail("minStability", "a share from 0 to 1") }
            made.minStability = stability
        }
        try Self.requireFile(
            resolve(recording), key: "recording", line: fields["recording"]?.mark?.line ?? line, path: path)
        if let description = try string("description") {
            try Self.requireFile(
                resolve(description), key: "description", line: fields["description"]?.mark?.line ?? line, path: path)
        }
        return made
    }

    private static func describe(_ node: Node?) -> String {
        switch node {
        case .mapping?: "a mapping"
        case .sequence?: "a list"
        case .scalar(let scalar)?: scalar.string
        case .alias?: "an alias"
        case nil: "nothing"
        }
    }
}
