/// JUnit XML for check results, as CI systems read it.
public enum JUnitReport {
    /// The XML document for `results` of the manifest at `path`.
    public static func xml(for results: [CheckResult], manifest path: String) -> String {
        let failures = results.filter { !$0.passed }.count
        let total = results.reduce(0) { $0 + $1.wallTime }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(seconds(total))\">\n"
        xml +=
            "  <testsuite name=\"\(escape(path))\" tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(seconds(total))\">\n"
        for result in results {
            xml +=
                "    <testcase classname=\"gesture-replay.check\" name=\"\(escape(result.checkCase.name))\" time=\"\(seconds(result.wallTime))\""
            if result.passed {
                xml += "/>\n"
            } else {
                let message = result.failures.joined(separator: "; ")
                xml +=
                    ">\n      <failure message=\"\(escape(message))\">\(escape(result.line))</failure>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    static func seconds(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
