import EvdevInput
import Foundation
import GestureTestSupport
import Testing

/// The atomic output file: temporary name, rename into place, special files written in place.
@Suite struct OutputFileTests {
    static func folder() throws -> String {
        let path = TemporaryDirectory.path("output")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aDeviceNodeIsWrittenInPlaceNotReplaced() throws {
        let file = try OutputFile(path: "/dev/null", overwrite: true)
        try file.write("discarded\n")
        try file.commit()
        var info = stat()
        #expect(stat("/dev/null", &info) == 0)
        #expect((info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func theFileAppearsOnlyWhenCommitted() throws {
        let path = try Self.folder() + "/out.txt"
        let file = try OutputFile(path: path, overwrite: false)
        try file.write("hello\n")
        try file.flush()
        #expect(!FileManager.default.fileExists(atPath: path))
        try file.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello\n")
    }

    @Test func withoutOverwriteAFileThatAppearedMeanwhileIsKept() throws {
        let path = try Self.folder() + "/out.txt"
        let file = try OutputFile(path: path, overwrite: false)
        try file.write("ours\n")
        try "theirs\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: RecordingError.self) { try file.commit() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs\n")
    }

    /// Writes `bytes` through the borrowed-bytes entry.
    static func writeRaw(_ file: OutputFile, _ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { raw in try file.write(raw) }
    }

    @Test func largeAndSmallWritesKeepTheirOrder() throws {
        let path = try Self.folder() + "/out.bin"
        let file = try OutputFile(path: path, overwrite: false)
        // Chunks below, at and above the 64 KiB buffer, each a distinct byte, mixed with text.
        var expected: [UInt8] = []
        for (index, size) in [10, 1 << 16, 3, (1 << 16) + 1, 200_000, 0, 1].enumerated() {
            let chunk = [UInt8](repeating: UInt8(0x41 + index), count: size)
            try Self.writeRaw(file, chunk)
            expected += chunk
            try file.write("|")
            expected += Array("|".utf8)
        }
        try file.commit()
        #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == expected)
    }

    @Test func aFullDiskIsReportedForLargeAndSmallWrites() throws {
        let full = try OutputFile(path: "/dev/full", overwrite: true)
        let error = try #require(throws: RecordingError.self) {
            try Self.writeRaw(full, [UInt8](repeating: 0x20, count: 1 << 17))
        }
        #expect(error.expected == "the disk is full")
        let small = try OutputFile(path: "/dev/full", overwrite: true)
        try Self.writeRaw(small, [0x20])
        #expect(throws: RecordingError.self) { try small.flush() }
    }
}
