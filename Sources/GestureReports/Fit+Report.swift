import Foundation
import GestureReplay
package import JSONLines

extension Fit {
    /// The fit as JSON: `model`, `params` (fitted), `current` (values), `falseCommits`, `falseCancels`,
    /// `currentFalseCommits`, `currentFalseCancels`, `margin`, `leaveOneOutErrors`, `leaveOneOutRate`,
    /// `falseCommitBudget`, `cases` (each `name`, `intent`, `current`, `fitted`, `margins`, `flips`),
    /// `skipped`.
    package var json: JSONValue {
        .object([
            ("model", .string(model)),
            ("params", .object(fitted.map { ($0.0.rawValue, .measure($0.1)) })),
            ("current", .object(current.map { ($0.0.rawValue, .measure($0.1)) })),
            ("falseCommits", .int(Int64(fittedErrors.falseCommits))),
            ("falseCancels", .int(Int64(fittedErrors.falseCancels))),
            ("currentFalseCommits", .int(Int64(currentErrors.falseCommits))),
            ("currentFalseCancels", .int(Int64(currentErrors.falseCancels))),
            ("margin", .measure(margin)),
            ("leaveOneOutErrors", .int(Int64(leaveOneOutErrors))),
            ("leaveOneOutRate", .measure(Double(leaveOneOutErrors) / Double(max(cases.count, 1)))),
            ("falseCommitBudget", falseCommitBudget.map { .int(Int64($0)) } ?? .null),
            (
                "cases",
                .array(
                    cases.map { item in
                        .object([
                            ("name", .string(item.name)), ("intent", .string(item.intent.rawValue)),
                            ("current", .string(item.current.description)),
                            ("fitted", .string(item.fitted.description)),
                            ("margins", .object(item.margins.map { ($0.0.rawValue, .measure($0.1)) })),
                            ("flips", .object(item.flips.map { ($0.0.rawValue, .array($0.1.map { .measure($0) })) })),
                        ])
                    })
            ),
            ("skipped", .array(skipped.map { .string($0) })),
            (
                "ranges",
                .object(
                    ranges.map { ($0.0.rawValue, .object([("from", .measure($0.1.from)), ("to", .measure($0.1.to))])) })
            ),
            ("findings", .object(findings.map { ($0.0.rawValue, .string($0.1.rawValue)) })),
        ])
    }

    /// The fit as text: the values, the errors before and after, leave-one-out, then each case,
    /// the wrong ones and the smallest margins first.
    package var text: String {
        func values(_ list: [(SweepParameter, Double?)]) -> String {
            list.map {
                "\($0.0.rawValue) \($0.1.map { Robustness.fixed($0, 4) } ?? "none")\($0.0.unit(touchpad: touchpad))"
            }
            .joined(separator: ", ")
        }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)" + (n == 1 ? "" : "s") }
        func errors(_ errors: FitErrors) -> String {
            count(errors.total, "error") + " (" + count(errors.falseCommits, "false commit") + ", "
                + count(errors.falseCancels, "false cancel") + ")"
        }
        var lines = [
            "fit of \(fitted.map(\.0.rawValue).joined(separator: ", ")) for \(model) on \(cases.count) labelled cases"
                + (skipped.isEmpty ? "" : " (\(skipped.count) with several transitions skipped)"),
            "  as written: \(values(current)) — \(errors(currentErrors))",
            "  fitted:     \(values(fitted.map { ($0.0, $0.1) })) — \(errors(fittedErrors))"
                + (margin.map { ", margin \(Robustness.fixed($0, 4))" } ?? ", no flip in range"),
            "  leave-one-out: \(leaveOneOutErrors) of \(cases.count) cases wrong when fitted without them",
        ]
        if let falseCommitBudget { lines.append("  false-commit budget: \(falseCommitBudget)") }
        lines += findingLines
        var table = [["case", "intent", "current", "fitted", "margin"]]
        let ordered = cases.sorted {
            ($0.margins.compactMap(\.1).min() ?? .infinity, $0.name) < (
                $1.margins.compactMap(\.1).min() ?? .infinity, $1.name
            )
        }
        for item in ordered {
            table.append([
                item.name, item.intent.rawValue, item.current.description, item.fitted.description,
                item.margins.map { $0.1.map { Robustness.fixed($0, 4) } ?? "-" }.joined(separator: ", "),
            ])
        }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        for row in table {
            lines.append(
                "  "
                    + row.enumerated().map {
                        $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0)
                    }
                    .joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
        return lines.joined(separator: "\n")
    }

    /// What bounded each fitted value, in words: a range end the best values reach, or no flip at all.
    var findingLines: [String] {
        findings.map { parameter, finding in
            let range = ranges.first { $0.0 == parameter }?.1 ?? FitRange(parameter)
            func short(_ value: Double) -> String {
                value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
            }
            let span = "\(short(range.from))…\(short(range.to))\(parameter.unit(touchpad: touchpad))"
            return switch finding {
            case .noChange:
                "  \(parameter.rawValue): no change — no case flips within \(span); the value as written stays"
            case .lowerEnd:
                "  \(parameter.rawValue): bounded by the range — the best values reach its lower end "
                    + "(\(span)); values below it may do as well: search a wider range"
            case .upperEnd:
                "  \(parameter.rawValue): bounded by the range — the best values reach its upper end "
                    + "(\(span)); values above it may do as well: search a wider range"
            }
        }
    }
}
