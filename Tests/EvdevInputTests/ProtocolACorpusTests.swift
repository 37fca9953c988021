import EvdevInput
import Foundation
import GestureCore
import GestureTestSupport
import Testing

/// Protocol A on the corpus: every file that sends `SYN_MT_REPORT` (N-Trig, bcm5974, the Android
/// phone and tablet dumps, Cartucho's tap) keeps each resting contact on its own track (issue 15,
/// item 1).
@Suite(.enabled(if: Corpus.isPresent, Corpus.missing))
struct ProtocolACorpusTests {
    /// Every corpus recording whose events include `SYN_MT_REPORT`, with its description if separate.
    static let files: [Corpus.Entry] = (Corpus.evemu + Corpus.getevent).filter { entry in
        guard let reader = try? Recording.open(entry.path, descriptionPath: entry.descriptionPath) else { return false }
        while let event = try? reader.next() {
            if event.type == .syn && event.code == EventCode.synMTReport { return true }
        }
        return false
    }

    /// The frames of a recording.
    static func frames(_ entry: Corpus.Entry) throws -> [TouchFrame] {
        let reader = try Recording.open(entry.path, descriptionPath: entry.descriptionPath)
        var assembler = FrameAssembler(description: reader.description)
        var frames: [TouchFrame] = []
        while let event = try reader.next() {
            if let frame = assembler.feed(event) { frames.append(frame) }
        }
        return frames
    }

    static func distance(_ a: TouchContact, _ b: TouchContact) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    @Test("the corpus has protocol-A files to check")
    func thereAreFiles() {
        // MANIFEST.md 1.4.5: N-Trig, bcm5974, the Android phone/tablet dumps and Cartucho.
        #expect(Self.files.count >= 8, "\(Self.files.map(\.file))")
    }

    @Test(
        "no contact is continued by a point farther from it than a new contact of the same frame, and no two swap",
        arguments: files)
    func assignmentNeverSwapsARestingContact(entry: Corpus.Entry) throws {
        var last: [Int: TouchContact] = [:]
        for frame in try Self.frames(entry) {
            let continuing = frame.contacts.filter { $0.phase == .move && last[$0.id] != nil }
            let new = frame.contacts.filter { $0.phase == .down && $0.trackingID == nil }
            for contact in continuing where contact.trackingID == nil {
                let before = try #require(last[contact.id])
                for other in new {
                    #expect(
                        Self.distance(before, contact) <= Self.distance(before, other),
                        "\(entry.file) at \(frame.time) µs: contact \(contact.id) continued by a farther point than new contact \(other.id)"
                    )
                }
                for other in continuing where other.id != contact.id && other.trackingID == nil {
                    let otherBefore = try #require(last[other.id])
                    let kept = Self.distance(before, contact) + Self.distance(otherBefore, other)
                    let swapped = Self.distance(before, other) + Self.distance(otherBefore, contact)
                    #expect(
                        kept <= swapped + 1e-9, "\(entry.file) at \(frame.time) µs: \(contact.id)/\(other.id) swapped")
                }
            }
            // Slots are stable: a contact keeps the slot it went down in.
            for contact in frame.contacts {
                if let before = last[contact.id] { #expect(before.slot == contact.slot, "\(entry.file): slot changed") }
            }
            for contact in frame.contacts {
                if contact.phase == .up || contact.phase == .cancel {
                    last[contact.id] = nil
                } else {
                    last[contact.id] = contact
                }
            }
        }
    }

    @Test("the N-Trig two-finger file: the resting finger stays where the file has it while a second lands")
    func nTrigRestingFinger() throws {
        let entry = Corpus.Entry(
            file: "evd-n-trig-multitouch-2-fingers-touch-release.events", description: "evd-n-trig-multitouch.desc")
        let frames = try Self.frames(entry)
        // The raw E: lines: the first finger rests near x 1588, y 6097 until 1927 ms; a second lands
        // near x 7197, y 2070 at 1273 ms and is listed first in its frames.
        let first = frames.flatMap(\.contacts).filter { $0.id == 0 }
        #expect(first.count > 100)
        for contact in first {
            #expect(
                abs(contact.x - 1588) < 60 && abs(contact.y - 6097) < 60, "contact 0 at (\(contact.x), \(contact.y))")
        }
        let second = frames.flatMap(\.contacts).filter { $0.id == 1 }
        #expect(second.first.map { abs($0.x - 7197) < 60 } == true)
        #expect(Set(frames.flatMap(\.contacts).map(\.id)) == [0, 1])
    }
}
