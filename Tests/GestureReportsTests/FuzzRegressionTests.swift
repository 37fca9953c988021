import Foundation
import GestureReports
import Testing

/// Inputs the fuzz targets (`tools/fuzz`) crashed on, kept in `Tests/Fixtures/fuzz/<target>/`:
/// each must now stop with a clean, typed error naming the file, line and field.
@Suite struct FuzzRegressionTests {
    /// `Tests/Fixtures/fuzz/<target>/<name>`, found from this file's path.
    static func fixture(_ target: String, _ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fuzz/\(target)/\(name)").path
    }

    @Test(
        "manifest numbers past Int's range are errors, not traps",
        arguments: [
            ("device-index-past-int.yml", 6, "expected `deviceIndex` to be a whole number, 0 or more, found `2222"),
            ("fps-past-int.yml", 4, "expected `fps` to be from 1 to "),
        ])
    func manifestNumbers(file: String, line: Int, message: String) throws {
        let path = Self.fixture("manifest", file)
        do {
            _ = try CheckManifest(path: path)
            Issue.record("read without an error")
        } catch {
            #expect(error.line == line)
            #expect(error.description.hasPrefix("\(path):\(line): \(message)"), "\(error)")
        }
    }

    @Test(
        "a fractional or negative device index is an error", arguments: ["1.5", "-1"])
    func deviceIndexWhole(value: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("m.yml").path
        try "cases:\n  - recording: a.evemu\n    expect: finished\n    deviceIndex: \(value)\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: CheckManifestError.self) { try CheckManifest(path: path) }
    }
}
