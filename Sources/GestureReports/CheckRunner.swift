import Dispatch
import EdgePan
import GestureCore
import GestureReplay
import InteractiveTransition

/// Runs check cases, in parallel, and judges each against its expectations.
package enum CheckRunner {
    /// The cases of `shard` (1-based `index` of `count`): every case whose position `i` (0-based) has
    /// `i % count == index − 1`.
    ///
    /// Deterministic and disjoint, so N CI jobs cover each case once.
    package static func shard(_ cases: [CheckCase], index: Int, count: Int) -> [CheckCase] {
        cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Runs every case; results come back in the cases' order.
    /// - Parameters:
    ///   - cases: The cases.
    ///   - clock: Reads a monotonic clock (the time since any fixed origin), for the JUnit timings only.
    package static func run(_ cases: [CheckCase], clock: @Sendable () -> Duration) -> [CheckResult] {
        ConcurrentMap.map(count: cases.count) { index in
            let start = clock()
            var result = evaluate(cases[index])
            result.wallTime = clock() - start
            return result
        }
    }

    /// The report `check` prints: one ``CheckResult/line`` per result, in order, and the closing
    /// `N passed, M failed` line, each ended by a newline.
    ///
    /// The lines are formatted on every core: a long manifest's thousand lines are otherwise the
    /// last thing left on one core after its cases ran on all of them.
    package static func report(_ results: [CheckResult]) -> String {
        let lines = ConcurrentMap.map(count: results.count) { index in results[index].lines }
        let failed = results.filter { !$0.passed }.count
        var text = ""
        text.reserveCapacity(lines.reduce(64) { $0 + $1.utf8.count + 1 })
        for line in lines {
            text += line
            text += "\n"
        }
        text += "\(results.count - failed) passed, \(failed) failed\n"
        return text
    }

    /// Replays one case and compares it with its expectations.
    package static func evaluate(_ checkCase: CheckCase) -> CheckResult {
        var result = CheckResult(checkCase: checkCase, passed: false, summary: nil, failures: [], wallTime: .zero)
        let summary: ReplaySummary
        do throws(ReplayError) {
            summary = try checkCase.replay(try checkCase.replayOptions())
        } catch {
            result.failures = ["could not replay: \(error)"]
            result.couldNotRun = true
            return result
        }
        result.summary = summary
        let outcomes = summary.outcomes
        if checkCase.expect.count == 1 {
            if summary.outcome != checkCase.expect[0] {
                result.failures.append("expected \(checkCase.expect[0].rawValue), got \(summary.outcome.rawValue)")
            }
        } else if outcomes != checkCase.expect {
            let expected = checkCase.expect.map(\.rawValue).joined(separator: ", ")
            result.failures.append(
                "expected [\(expected)], got [\(outcomes.map(\.rawValue).joined(separator: ", "))]")
        }
        let last = summary.transitions.last
        if let rule = checkCase.rule, last?.rule != rule {
            result.failures.append("expected rule \(rule.rawValue), got \(last?.rule?.rawValue ?? "none")")
        }
        if let bounds = checkCase.releasePercent {
            if let percent = last?.releasePercent {
                if !bounds.contains(percent.value) {
                    result.failures.append("expected release percent \(bounds), got \(percent.value.decimal(upTo: 3))")
                }
            } else {
                result.failures.append("expected a release percent \(bounds), got no release")
            }
        }
        if let bounds = checkCase.completedAt {
            if let time = last?.completedAt?.seconds {
                if !bounds.contains(time) {
                    result.failures.append("expected completion at \(bounds) s, got \(time.decimal(upTo: 3)) s")
                }
            } else {
                result.failures.append("expected completion at \(bounds) s, got no completion")
            }
        }
        if let expected = checkCase.finalState, expected != summary.finalState {
            result.failures.append("expected final state \(expected), got \(summary.finalState)")
        }
        if checkCase.strict {
            for assumption in summary.assumptions {
                result.failures.append("rests on an assumption (strict): \(assumption)")
            }
        }
        if let minimum = checkCase.minStability {
            do throws(ReplayError) {
                let robustness = try Robustness.run(checkCase)
                result.robustness = robustness
                if robustness.stability < minimum {
                    result.failures.append(
                        "expected stability ≥ \(minimum), got \(robustness.stability.fixed(3)) "
                            + "(\(robustness.flips.count) of \(robustness.variantCount) variants flipped, seed \(robustness.seed))"
                    )
                }
            } catch {
                result.failures.append("could not run the robustness variants: \(error)")
            }
        }
        result.passed = result.failures.isEmpty
        return result
    }
}
