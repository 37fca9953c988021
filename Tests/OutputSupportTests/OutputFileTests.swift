import Foundation
import GestureTestSupport
import OutputSupport
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
        #expect(throws: OutputFileError.self) { try file.commit() }
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
        let error = try #require(throws: OutputFileError.self) {
            try Self.writeRaw(full, [UInt8](repeating: 0x20, count: 1 << 17))
        }
        #expect(error.kind == .write && error.failure == "the disk is full")
        let small = try OutputFile(path: "/dev/full", overwrite: true)
        try Self.writeRaw(small, [0x20])
        #expect(throws: OutputFileError.self) { try small.flush() }
    }

    /// An output's failure is its own typed error, in words that name no command-line option: a missing
    /// directory is reported on the directory (where `mkstemp` failed), an existing file on the file.
    @Test func failuresAreOutputErrorsNamingNoFlag() throws {
        let folder = try Self.folder()
        let missing = try #require(throws: OutputFileError.self) {
            _ = try OutputFile(path: folder + "/absent/report.html", overwrite: true)
        }
        #expect(missing.kind == .open && missing.isMissing && missing.errno == ENOENT)
        #expect(missing.description == folder + "/absent: no such file")
        let path = folder + "/report.html"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let exists = try #require(throws: OutputFileError.self) { _ = try OutputFile(path: path, overwrite: false) }
        #expect(exists.kind == .exists)
        #expect(exists.description == path + ": the file exists already: replacing it was not asked for")
        let directory = try #require(throws: OutputFileError.self) { _ = try OutputFile(path: folder, overwrite: true) }
        #expect(directory.kind == .isDirectory)
        for error in [missing, exists, directory] { #expect(!error.description.contains("--")) }
    }
}
