import EdgePan
import GestureInteraction
import GestureReplay
import InteractiveTransition
import JSONLines

/// A feel model's parameters for `models`: each a number with its unit, or a named choice.
struct ModelDescription {
    /// One parameter.
    struct Parameter {
        /// Its value: a number in `unit`, or a word.
        enum Value {
            case number(Double, unit: String)
            case word(String)
        }

        let name: String
        let value: Value

        /// A number in `unit`; one that is not finite (a distance that never applies) is `none`.
        init(_ name: String, _ number: Double, _ unit: String) {
            self.name = name
            value = number.isFinite ? .number(number, unit: unit) : .word("none")
        }

        init(_ name: String, word: String) {
            self.name = name
            value = .word(word)
        }

        /// `20 pt`, `0.998 per ms`, `location`.
        var text: String {
            switch value {
            case .number(let number, let unit):
                let digits = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
                return unit.isEmpty ? digits : digits + " " + unit
            case .word(let word): return word
            }
        }

        /// `{"name", "value", "unit"}`, the value a number where it is one.
        var json: JSONValue {
            switch value {
            case .number(let number, let unit):
                .object([("name", .string(name)), ("value", .double(number)), ("unit", .string(unit))])
            case .word(let word): .object([("name", .string(name)), ("value", .string(word))])
            }
        }
    }

    let model: FeelModel

    /// The touchscreen rules (none for a touchpad-only model).
    var touchscreen: [Parameter] {
        guard model.drivesTouchscreens else { return [] }
        let recognizer = model.recognizer
        var rows: [Parameter] = [
            recognizer.edgeZone == FeelModel.wholeWidget
                ? Parameter("edge zone", word: "whole container") : Parameter("edge zone", recognizer.edgeZone, "pt"),
            Parameter("slop", recognizer.slop, "pt"),
            recognizer.orthogonalRejectDistance.map { Parameter("across-edge reject", $0, "pt") }
                ?? Parameter("across-edge reject", word: "axis rule"),
            Parameter("percent", word: recognizer.percentMode.rawValue),
            Parameter("extra touches", word: recognizer.extraTouchPolicy.rawValue),
            Parameter("velocity", word: recognizer.velocityStrategy.name),
        ]
        if let edges = model.surfaceEdges {
            rows.append(
                Parameter("edges", word: Edge.allCases.filter(edges.contains).map(\.rawValue).joined(separator: ", ")))
        }
        for edge in Edge.allCases {
            if let inset = recognizer.travelInsets[edge] {
                rows.append(Parameter("travel less (\(edge.rawValue))", inset, "pt"))
            }
        }
        switch model.decider {
        case .adwaita(let velocityThreshold):
            rows.append(Parameter("decision", word: "libadwaita projection and snap"))
            rows.append(Parameter("velocity threshold", velocityThreshold.value, "px/ms"))
            rows.append(Parameter("deceleration", CompletionPolicy.adwaitaDeceleration, "per ms"))
        case .threshold(let fling, _):
            rows.append(Self.amount("threshold", model.threshold, perSecond: false))
            rows.append(fling.map { Self.amount("fling", $0, perSecond: true) } ?? Parameter("fling", word: "none"))
        }
        rows.append(Parameter("settle", word: model.settle.rawValue))
        rows.append(Parameter("completion speed", model.completionSpeed, "×"))
        return rows
    }

    /// The touchpad rules (none for a touchscreen-only model).
    var touchpad: [Parameter] {
        guard let rules = model.touchpad else { return [] }
        return [
            Parameter("tracker", word: rules.tracker.rawValue),
            Parameter("events", word: rules.source.rawValue),
            Parameter("fewest fingers", Double(rules.minimumFingers), "fingers"),
            Parameter("most fingers", Double(rules.maximumFingers), "fingers"),
            Parameter("base distance", rules.baseDistance, "libinput units"),
            Parameter("vertical base distance", rules.verticalBaseDistance, "libinput units"),
            Parameter("orientation lock", rules.orientationLock, "libinput units"),
            Parameter("threshold", rules.threshold, "progress"),
            Parameter("threshold inclusive", word: rules.thresholdInclusive ? "yes" : "no"),
            Parameter("velocity threshold", rules.velocityThreshold.value, "units/ms"),
            Parameter("deceleration", rules.deceleration, "per ms"),
            Parameter("velocity contribution", rules.velocityContribution, "s"),
            Parameter("velocity history", Double(rules.historyMilliseconds), "ms"),
        ]
    }

    /// The width of the name column: the longest name and a space.
    static let nameWidth = 24

    static func amount(_ name: String, _ amount: FeelModel.Amount, perSecond: Bool) -> Parameter {
        let rate = perSecond ? "/s" : ""
        return switch amount {
        case .fraction(let value): Parameter(name, (value * 1000).rounded() / 10, "% of the extent" + rate)
        case .points(let value): Parameter(name, value, "pt" + rate)
        }
    }

    /// The settings the model takes on a touchscreen (none for a touchpad-only model), as manifest keys.
    var touchscreenSettings: [String] {
        model.drivesTouchscreens ? ModelOverrides.Setting.applicable(to: model, touchpad: false).map(\.rawValue) : []
    }

    /// The settings the model takes on a touchpad (none without touchpad rules), as manifest keys.
    var touchpadSettings: [String] {
        model.touchpad == nil ? [] : ModelOverrides.Setting.applicable(to: model, touchpad: true).map(\.rawValue)
    }

    var text: String {
        var lines = ["\(model.name) — \(model.summary)"]
        if let release = model.release {
            lines.append(
                "  release: \(release) (\(release.setting.rawValue): \(release.versions.joined(separator: ", ")))")
        }
        for (title, parameters, settings) in [
            ("touchscreen", touchscreen, touchscreenSettings), ("touchpad", touchpad, touchpadSettings),
        ] where !parameters.isEmpty {
            lines.append("  \(title):")
            for parameter in parameters {
                lines.append("    " + parameter.name.padding(Self.nameWidth) + parameter.text)
            }
            lines.append("    " + "settings".padding(Self.nameWidth) + settings.joined(separator: ", "))
        }
        for origin in model.origins { lines.append("  \(origin.source.rawValue): " + origin.rule) }
        for source in model.sources { lines.append("  source: " + source) }
        return lines.joined(separator: "\n")
    }

    var json: JSONValue {
        .object([
            ("name", .string(model.name)), ("summary", .string(model.summary)),
            (
                "release",
                model.release.map { release in
                    .object([
                        ("toolkit", .string(release.toolkit)), ("version", .string(release.version)),
                        ("setting", .string(release.setting.rawValue)),
                        ("versions", .array(release.versions.map { .string($0) })),
                    ])
                } ?? .null
            ),
            ("touchscreen", .array(touchscreen.map(\.json))), ("touchpad", .array(touchpad.map(\.json))),
            (
                "settings",
                .object([
                    ("touchscreen", .array(touchscreenSettings.map { .string($0) })),
                    ("touchpad", .array(touchpadSettings.map { .string($0) })),
                ])
            ),
            ("sources", .array(model.sources.map { .string($0) })),
            (
                "origins",
                .array(
                    model.origins.map {
                        .object([("source", .string($0.source.rawValue)), ("rule", .string($0.rule))])
                    })
            ),
        ])
    }
}

extension String {
    /// Right-padded with spaces to `width`.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
