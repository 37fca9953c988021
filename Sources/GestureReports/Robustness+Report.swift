import GestureCore
import GestureReplay
import InteractiveTransition
package import JSONLines

extension Robustness {
    /// The report as text: the baseline, the stability and each flip with how far it moved.
    package var text: String {
        var lines = [
            "\(name): \(baseline.text)",
            "  stability \(stability.fixed(3)) (\(variantCount - flips.count) of \(variantCount) variants agree)",
        ]
        for flip in flips {
            var line = "  flip \(flip.variant.name) (\(flip.applied.joined(separator: ", "))): \(flip.result.text)"
            var changes: [String] = []
            if let percent = flip.result.releasePercent, let base = baseline.releasePercent {
                changes.append("percent \(Self.signed((percent.value - base.value) * 100, 3)) points")
            }
            if let velocity = flip.result.releaseVelocity, let base = baseline.releaseVelocity {
                changes.append("velocity \(Self.signed(velocity.value - base.value, 3)) extents/s")
            }
            if !changes.isEmpty { line += " (" + changes.joined(separator: ", ") + ")" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The case as JSON: `recording`, `name`, `outcome`, `rule`, `releasePercent`, `releaseVelocity`,
    /// `stability`, `variants`, `flips` (each `variant`, `perturbations`, `outcome`, `rule`,
    /// `releasePercent`, `releaseVelocity`, `percentChange`, `velocityChange`).
    package var json: JSONValue {
        .object([
            ("recording", .string(recording)), ("name", .string(name)),
            ("outcome", .string(baseline.outcome.rawValue)),
            ("rule", baseline.rule.map { .string($0.rawValue) } ?? .null),
            ("releasePercent", .measure(baseline.releasePercent?.value)),
            ("releaseVelocity", .measure(baseline.releaseVelocity?.value)),
            ("stability", .measure(stability)), ("variants", .int(Int64(variantCount))),
            (
                "flips",
                .array(
                    flips.map { flip in
                        .object([
                            ("variant", .string(flip.variant.name)),
                            ("perturbations", .array(flip.applied.map { .string($0) })),
                            ("outcome", .string(flip.result.outcome.rawValue)),
                            ("rule", flip.result.rule.map { .string($0.rawValue) } ?? .null),
                            ("releasePercent", .measure(flip.result.releasePercent?.value)),
                            ("releaseVelocity", .measure(flip.result.releaseVelocity?.value)),
                            (
                                "percentChange",
                                .measure(
                                    Self.difference(flip.result.releasePercent?.value, baseline.releasePercent?.value))
                            ),
                            (
                                "velocityChange",
                                .measure(
                                    Self.difference(flip.result.releaseVelocity?.value, baseline.releaseVelocity?.value)
                                )
                            ),
                        ])
                    })
            ),
        ])
    }

    /// Several cases as one JSON document: `{"seed", "variants", "perturbations", "cases": [...]}`.
    package static func json(_ reports: [Robustness], seed: UInt64, variants: Int, kinds: Set<RobustnessVariant.Kind>)
        -> JSONValue
    {
        .object([
            ("seed", .string(String(seed))), ("variants", .int(Int64(variants))),
            (
                "perturbations",
                .array(RobustnessVariant.Kind.allCases.filter { kinds.contains($0) }.map { .string($0.rawValue) })
            ),
            ("cases", .array(reports.map(\.json))),
        ])
    }

    static func difference(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b else { return nil }
        return a - b
    }

    static func signed(_ value: Double, _ decimals: Int) -> String {
        let text = value.fixed(decimals)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : "+" + text
    }
}
