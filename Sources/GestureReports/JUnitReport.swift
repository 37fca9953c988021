import Foundation
import GestureCore
import GestureReplay

/// JUnit XML for check results, as CI systems (Jenkins' JUnit plugin, GitLab) read it.
///
/// Each case's `classname` is `MANIFEST.RECORDING` (file names without extensions, other dots as
/// `_`), so Jenkins groups cases by manifest as a package and by recording as a class; `file` names
/// the recording, and the `name` of a case that selects a gesture says which. A case that ran and missed an expectation is a `<failure>`; one that could not run
/// (unreadable recording, unusable options) is an `<error>`, as the JUnit schema separates them.
package enum JUnitReport {
    /// The XML document for `results` of the manifest at `path`.
    package static func xml(for results: [CheckResult], manifest path: String) -> String {
        let errors = results.filter { !$0.passed && $0.couldNotRun }.count
        let failures = results.filter { !$0.passed && !$0.couldNotRun }.count
        let total = results.reduce(Duration.zero) { $0 + $1.wallTime }
        let counts =
            "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites \(counts)>\n"
        xml += "  <testsuite name=\"\(escape(path))\" \(counts)>\n"
        let suite = className(path)
        for result in results {
            let recording = result.checkCase.recording
            xml +=
                "    <testcase classname=\"\(escape(suite + "." + className(recording)))\" "
                + "name=\"\(escape(testName(result.checkCase)))\" file=\"\(escape(recording))\" time=\"\(seconds(result.wallTime))\""
            let assumptions = result.assumptions
            // The app's reaction beside the model's outcome, on every case played into an app.
            let sides: [(String, String)] =
                result.app.map { app in
                    [
                        ("model.outcome", result.summary?.outcome.rawValue ?? "none"),
                        ("app.reaction", app.kind.rawValue),
                    ]
                        + (app.screenshot.map { [("app.screenshot", $0)] } ?? [])
                        + (app.releaseScreenshot.map { [("app.releaseScreenshot", $0)] } ?? [])
                        + (app.delivery.map { [("app.play.maxMicroseconds", String($0.maxMicroseconds))] } ?? [])
                        + (app.delivery?.changeText.map { [("app.play.changedDecision", $0)] } ?? [])
                } ?? []
            if result.passed && assumptions.isEmpty && sides.isEmpty {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            if !assumptions.isEmpty || !sides.isEmpty {
                // What the verdict rests on: a property each, for CI to read, and the same as text.
                xml += "      <properties>\n"
                for (name, value) in sides {
                    xml += "        <property name=\"\(name)\" value=\"\(escape(value))\"/>\n"
                }
                for assumption in assumptions {
                    xml += "        <property name=\"assumption\" value=\"\(escape(assumption))\"/>\n"
                }
                xml += "      </properties>\n"
            }
            if !result.passed {
                let message = result.failures.joined(separator: "; ")
                let element = result.couldNotRun ? "error" : "failure"
                xml += "      <\(element) message=\"\(escape(message))\">\(escape(result.line))</\(element)>\n"
            }
            if !assumptions.isEmpty {
                let text = assumptions.map { "assumes: " + $0 }.joined(separator: "\n")
                xml += "      <system-err>\(escape(text))</system-err>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// A case's test name: its name, and the gesture it selects (`left-two-swipes.evemu gesture 2`),
    /// so cases of one recording that select different gestures are not folded into one by CI.
    static func testName(_ checkCase: CheckCase) -> String {
        checkCase.name + (checkCase.gesture.map { " gesture \($0)" } ?? "")
    }

    /// A file's name without folder and extension, dots as `_` (Jenkins reads dots as packages).
    static func className(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name.replacingOccurrences(of: ".", with: "_")
    }

    static func seconds(_ value: Duration) -> String { value.seconds.decimal(upTo: 3) }

    /// Text escaped for JUnit's XML (``XMLText/escaped(_:)``).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
