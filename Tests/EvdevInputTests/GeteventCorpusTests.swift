import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// The Android dumps of the shared corpus (`andr-*.txt`, see its MANIFEST.md) read in full.
@Suite struct GeteventCorpusTests {
    /// The corpus's getevent files, or none when the corpus is absent.
    static let files: [String] = {
        guard let folder = Corpus.files else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("andr-") && $0.hasSuffix(".txt") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }()

    @Test("every Android dump reads, one event per `[` line", .enabled(if: !files.isEmpty, Corpus.missing))
    func readsEveryDump() throws {
        #expect(Self.files.count == 11, "MANIFEST.md lists 10 `getevent -lt` and 1 `getevent -t` files")
        for file in Self.files {
            #expect(try Recording.detectFormat(file) == .getevent, "\(file)")
            let contents = try RecordingContents.read(file)
            // Counted without the reader: every line of these dumps is one event with a timestamp.
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let eventLines = text.utf8.split(separator: 0x0a).filter { $0.first == 0x5b }.count
            #expect(contents.events.count == eventLines, "\(file)")
            #expect(contents.description?.deviceClass == .touchscreen, "\(file)")
        }
    }

    @Test(
        "the two-finger phone drag starts and ends as the file says",
        .enabled(
            if: files.contains { $0.hasSuffix("andr-phone-two-finger-drag.getevent-lt.txt") }, Corpus.missing))
    func phoneDrag() throws {
        let file = try #require(Self.files.first { $0.hasSuffix("andr-phone-two-finger-drag.getevent-lt.txt") })
        let contents = try RecordingContents.read(file)
        // Line 1: `[    1807.354865] EV_ABS       ABS_MT_POSITION_X    00000004`.
        #expect(contents.events.first == InputEvent(time: 1_807_354_865, type: .abs, code: 0x35, value: 4))
        #expect(contents.events.last?.type == .syn)
        // The manifest: the two fingers land at x = 4 and x = 13 and drag to x ≈ 1010.
        let xs = contents.events.filter { $0.type == .abs && $0.code == 0x35 }.map(\.value)
        #expect(xs.prefix(3).contains(13))
        #expect(contents.description?.absInfo[0x35]?.maximum ?? 0 >= 1010)
    }

    @Test(
        "the getevent -t tap reads as the labelled dumps do",
        .enabled(if: files.contains { $0.hasSuffix("andr-cartucho-tap.getevent-t.txt") }, Corpus.missing))
    func numericTap() throws {
        let file = try #require(Self.files.first { $0.hasSuffix("andr-cartucho-tap.getevent-t.txt") })
        let contents = try RecordingContents.read(file)
        // Line 1: `[   53890.813990] 0001 014a 00000001`, BTN_TOUCH down; line 2 ABS_MT_POSITION_X 0x1be.
        #expect(
            contents.events.prefix(2) == [
                InputEvent(time: 53_890_813_990, type: .key, code: 0x14a, value: 1),
                InputEvent(time: 53_890_813_990, type: .abs, code: 0x35, value: 0x1be),
            ])
    }
}
