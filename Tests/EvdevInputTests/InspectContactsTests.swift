import Foundation
import GestureTestSupport
import Testing

/// `inspect --json` of a recording of many contacts, enough that their list is written in pieces on
/// every core (issue 17): every contact's summary, in order, is what the recording was made of.
///
/// Expectations come from the generator and the published rules (times in seconds from the first
/// event, positions normalised as `(value − minimum) / (maximum − minimum)`), not from the program.
@Suite(.enabled(if: CommandRunner.builtBinary != nil, "the gesture-replay executable was not built"))
struct InspectContactsTests {
    /// More than the 1,024 contacts from which the list is written in pieces.
    static let taps = 1_500
    /// Microseconds between taps, and between a tap's frames.
    static let tapInterval: Int64 = 100_000
    static let frameInterval: Int64 = 8_000
    /// Device units each tap moves right in its second frame.
    static let move = 5

    /// Where tap `index` goes down, device units on the header's 0…100 axes.
    static func position(_ index: Int) -> (x: Int, y: Int) { (index % 90, index * 7 % 90) }

    static func stamp(_ micros: Int64) -> String {
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// Each tap: down at its position, a move right, a lift where it moved to.
    static func recording() -> String {
        var text = MalformedCase.evemuHeader
        for index in 0..<taps {
            let start = Int64(index) * tapInterval
            let (x, y) = position(index)
            text += "E: \(stamp(start)) 0003 0039 \(index)\nE: \(stamp(start)) 0003 0035 \(x)\n"
            text += "E: \(stamp(start)) 0003 0036 \(y)\nE: \(stamp(start)) 0000 0000 0000\n"
            let moved = start + frameInterval
            text += "E: \(stamp(moved)) 0003 0035 \(x + move)\nE: \(stamp(moved)) 0000 0000 0000\n"
            let lifted = moved + frameInterval
            text += "E: \(stamp(lifted)) 0003 0039 -1\nE: \(stamp(lifted)) 0000 0000 0000\n"
        }
        return text
    }

    @Test("every contact of 1,500 taps, in order, with its times, positions, path and speed")
    func manyContacts() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("taps.evemu", Self.recording())
        let run = try CommandRunner.run(["inspect", "--json", path])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let contacts = try #require(report["contacts"] as? [[String: Any]])
        #expect(contacts.count == Self.taps)
        let span = 100.0
        for (index, contact) in contacts.enumerated() {
            let (x, y) = Self.position(index)
            let start = Double(Int64(index) * Self.tapInterval) / 1_000_000
            let end = Double(Int64(index) * Self.tapInterval + 2 * Self.frameInterval) / 1_000_000
            let expected: [(String, Double)] = [
                ("start", start), ("end", end), ("duration", Double(2 * Self.frameInterval) / 1_000_000),
                ("pathLength", Double(Self.move)),
                ("maxSpeed", Double(Self.move) / (Double(Self.frameInterval) / 1_000_000)),
            ]
            let point = { (name: String) in contact[name] as? [String: Double] }
            let found = expected.map { (name, _) in contact[name] as? Double }
            guard contact["id"] as? Int == index, contact["frames"] as? Int == 3, contact["lifted"] as? Bool == true,
                zip(expected, found).allSatisfy({ expected, found in found.map { abs($0 - expected.1) < 1e-9 } == true }
                ),
                point("from") == ["x": Double(x), "y": Double(y)],
                point("to") == ["x": Double(x + Self.move), "y": Double(y)],
                point("fromNormalized") == ["x": Double(x) / span, "y": Double(y) / span],
                point("toNormalized") == ["x": Double(x + Self.move) / span, "y": Double(y) / span]
            else {
                Issue.record("contact \(index): \(contact)")
                return
            }
        }
    }
}
