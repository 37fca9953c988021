import EvdevInput
import Foundation
import GestureTestSupport
import OutputSupport
import Testing

/// `recordings/` holds exactly what the catalog writes through the project's evemu writer.
@Suite struct RecordingsTests {
    static let folder = RepositoryPaths.recordings()

    static func render(_ entry: RecordingCatalog.Entry) throws -> String {
        let path = TemporaryDirectory.path("recording.evemu")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try OutputFile(path: path, overwrite: true)
        let writer = try EvemuWriter(output: file, description: entry.device)
        for event in entry.events { try writer.write(event) }
        try writer.finish()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    static func readme(_ entries: [RecordingCatalog.Entry]) -> String {
        var text = """
            # Recordings

            Synthetic gestures written through gesture-replay's own evemu writer from
            `Sources/GestureTestSupport/RecordingCatalog.swift`, on four synthetic devices: a 67 × 146 mm
            multitouch phone panel (protocol B, 16 units/mm; about 433 × 939 pt at 163 pt/in), a
            single-touch screen (0…4095, no resolution), a USB mouse and a 100 × 65 mm clickpad (5 slots,
            40 units/mm, `BTN_TOOL_*` up to five fingers). `evemu-device` and `evemu-play` accept them.
            Positions are written in percent of the axis ranges (touchpad swipes in millimetres); the
            touchscreen reports at 120 Hz, the mouse and the touchpad at 125 Hz.

            `expectations.yml` says what each must do under which model; `tools/test` runs it with
            `gesture-replay check`. `*.expected.jsonl` are golden state traces (see the schema in docs/state-trace.md).

            Do not edit these files by hand: change the catalog and regenerate with
            `GESTURE_REPLAY_RECORD=1 swift test --filter RecordingsTests`, then review the diff.

            | file | device | gesture |
            |---|---|---|

            """
        for entry in entries {
            text += "| `\(entry.file)` | \(entry.device.deviceClass.rawValue) | \(entry.summary) |\n"
        }
        text += """

            ## Recorded on a real kernel

            These two were played into a uinput touchscreen (made with `evemu-device` from the synthetic
            recording of the same name) by `evemu-play` under Debian's kernel in the live-device lane, and
            recorded there by `gesture-replay live --record`: real kernel timestamps and the kernel's own
            frame timing. They are not generated; `expectations.yml` checks them like the others.

            | file | played from |
            |---|---|
            | `kernel-left-finish-slow.evemu` | `left-finish-slow.evemu` |
            | `kernel-left-cancel-short.evemu` | `left-cancel-short.evemu` |

            ## Touchpad recordings captured in the lane

            These two were played into a uinput touchpad (made with `evemu-device` from the synthetic
            recording of the same name) by `evemu-play` under Debian 12's kernel while libinput 1.22.1 watched
            it, and recorded there by `gesture-replay record` (`tools/vm/touchpad-capture`, which writes the
            provenance comment below its first line): real kernel timestamps and the kernel's frame timing. They
            are data, not regenerated; `expectations.yml` checks them by the published rules, and the touchpad
            lane compares them with libinput like the synthetic ones.

            | file | played from |
            |---|---|
            | `touchpad-captured-3fg-right-0.8.evemu` | `touchpad-3fg-right-0.8.evemu` |
            | `touchpad-captured-2fg-right-0.3.evemu` | `touchpad-2fg-right-0.3.evemu` |

            """
        return text
    }

    @Test func recordingsMatchTheCatalog() throws {
        let entries = try RecordingCatalog.entries()
        #expect(entries.count >= 20)
        var stale: [String] = []
        for entry in entries {
            let expected = try Self.render(entry)
            let path = Self.folder + "/" + entry.file
            if RepositoryPaths.recordMode {
                try expected.write(toFile: path, atomically: true, encoding: .utf8)
            } else if (try? String(contentsOfFile: path, encoding: .utf8)) != expected {
                stale.append(entry.file)
            }
        }
        let readme = Self.readme(entries)
        if RepositoryPaths.recordMode {
            try readme.write(toFile: Self.folder + "/README.md", atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(entries.count) recordings and README.md; review the diff and run again without GESTURE_REPLAY_RECORD"
            )
        } else {
            #expect(
                stale.isEmpty, "recordings differ from the catalog: \(stale); regenerate with GESTURE_REPLAY_RECORD=1")
            #expect((try? String(contentsOfFile: Self.folder + "/README.md", encoding: .utf8)) == readme)
        }
    }

    @Test func everyRecordingReadsBackToTheCatalogEvents() throws {
        for entry in try RecordingCatalog.entries() {
            let reader = try Recording.open(Self.folder + "/" + entry.file)
            var events: [InputEvent] = []
            while let event = try reader.next() { events.append(event) }
            #expect(events == entry.events, "\(entry.file)")
            #expect(reader.description == entry.device, "\(entry.file)")
        }
    }
}
