import EvdevInput
import Foundation
import Testing

/// The atomic output file: temporary name, rename into place, special files written in place.
@Suite struct OutputFileTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "/gesture-replay-output-\(UUID().uuidString)"
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
}
