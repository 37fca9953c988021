#if canImport(Glibc)
    import Glibc
#endif

/// Opens recordings of either format, telling them apart by their content.
public enum Recording {
    /// Opens `path` as an evemu or libinput record file, whichever its content is.
    ///
    /// - Parameters:
    ///   - path: The recording.
    ///   - descriptionPath: A separate evemu description for an events-only evemu file.
    ///   - deviceIndex: For libinput record files with several devices, the device to read (0-based);
    ///     nil picks the first device that has events.
    /// - Returns: A reader positioned before the first event.
    public static func open(
        _ path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil
    ) throws(RecordingError) -> any EventReader {
        switch try detectFormat(path) {
        case .evemu:
            if let deviceIndex, deviceIndex != 0 {
                throw RecordingError(
                    .badData, path: path, expected: "device index 0 (an evemu file holds one device)",
                    found: "--device-index \(deviceIndex)")
            }
            return try EvemuReader(path: path, descriptionPath: descriptionPath)
        case .libinput:
            let reader = try LibinputRecordReader(path: path, deviceIndex: deviceIndex)
            if descriptionPath != nil {
                throw RecordingError(
                    .badData, path: path, expected: "no --description (a libinput record file describes its devices)",
                    found: "--description")
            }
            return reader
        }
    }

    /// Decides the format from the first significant line: `version:` or a `# libinput record`
    /// banner means libinput record; `# EVEMU` or an `N:`/`I:`/`E:`… line means evemu.
    public static func detectFormat(_ path: String) throws(RecordingError) -> RecordingFormat {
        let lines = try LineReader(path: path)
        var sawContent = false
        while let line = try lines.nextLine() {
            if line.isBlank { continue }
            sawContent = true
            if line.hasPrefix("# libinput record") { return .libinput }
            if line.hasPrefix("# EVEMU") { return .evemu }
            if line[0] == 0x23 { continue }
            if line.count >= 2, line[1] == 0x3a, "NIPBALSE".utf8.contains(line[0]) { return .evemu }
            if line.hasPrefix("version:") || line.hasPrefix("ndevices:") || line.hasPrefix("libinput:")
                || line.hasPrefix("system:") || line.hasPrefix("devices:")
            {
                return .libinput
            }
            let binary = line.contains(0) || line.contains(where: { $0 < 0x09 })
            throw RecordingError(
                .badData, path: path, line: lines.lineNumber,
                expected: "an evemu recording (`# EVEMU`, `N:` or `E:` lines) or a libinput record file (`version: 1`)",
                found: binary ? "binary data" : RecordingError.quote(line))
        }
        throw RecordingError(
            .badData, path: path, line: 1, expected: "an evemu or libinput record file",
            found: sawContent ? "only comments" : "an empty file")
    }
}
