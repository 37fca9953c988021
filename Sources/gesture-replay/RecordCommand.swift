import ArgumentParser
import EvdevInput
import GestureCore
import OutputSupport

/// `gesture-replay record`: record a live device to an evemu or libinput record file.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a live input device to an evemu or libinput record file.",
        discussion: """
            DEVICE is a node (/dev/input/event5), a /dev/input/by-id or by-path link (or its name), \
            or a unique part of a device name. Without it, the only touch-capable device is used.

            Events are read through libevdev with kernel timestamps on CLOCK_MONOTONIC and written \
            relative to the first event, as evemu-record and libinput record do. A SYN_DROPPED is \
            written as the kernel sent it, followed by a SYN_REPORT and the state libevdev resynced.

            The recording ends at --duration, on SIGINT (Ctrl-C), SIGTERM or SIGHUP, or when the \
            device goes away. The file is flushed after every frame into a temporary file beside \
            FILE and renamed into place at the end, so it is always complete and valid.

            Exit codes: 0 stopped by --duration or a signal; 74 the device went away (the file is \
            kept), the disk filled up (the file is kept up to its last complete frame), FILE exists \
            without --force, or a read or --grab failed; 66 no such device or no touch-capable one; \
            64 DEVICE fits several devices; 77 permission denied (with the fix) or a keyboard \
            without --allow-keyboard.
            """
    )

    @Argument(
        help: "The device: node, by-id/by-path link, or part of its name (default: the only touchscreen/touchpad).")
    var device: String?

    @Option(
        name: .shortAndLong,
        help: "The file to write (default: recording-DATE-TIME.evemu or .yml in the current folder).")
    var output: String?

    @Option(help: "evemu or libinput (default: from the output's extension, .yml/.yaml → libinput, else evemu).")
    var format: String?

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Flag(help: "Take the device exclusively while recording (other programs see no events); always released.")
    var grab = false

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    @Flag(help: "Record a device with typing keys (the recording would hold whatever is typed).")
    var allowKeyboard = false

    func validate() throws {
        if let format, RecordingFormat(rawValue: format)?.isWritable != true {
            throw ValidationError("--format must be evemu or libinput, not '\(format)'.")
        }
        if let duration, !(duration > 0 && duration <= Self.longestDuration) {
            throw ValidationError(
                "--duration must be a positive number of seconds, at most \(Int(Self.longestDuration)).")
        }
    }

    /// The longest `--duration` accepted, seconds (a year): far beyond any gesture, and small enough
    /// that the microsecond count cannot overflow.
    static let longestDuration: Double = 365 * 24 * 3600

    /// The format asked for, or the one the output's extension implies.
    var resolvedFormat: RecordingFormat {
        if let format, let chosen = RecordingFormat(rawValue: format) { return chosen }
        guard let output else { return .evemu }
        return output.hasSuffix(".yml") || output.hasSuffix(".yaml") ? .libinput : .evemu
    }

    func run() throws {
        let format = resolvedFormat
        let path = output ?? Self.defaultOutputName(format: format)
        // The output is checked before the device is touched, so a forgotten --force costs nothing.
        if !force && fileExists(path) {
            throw fail(
                RecordingError(.io, path: path, expected: "the file exists already", found: "use --force to replace it")
            )
        }
        let device: EvdevDevice
        do throws(EvdevError) {
            let node = try DeviceDiscovery().resolve(self.device)
            device = try EvdevDevice(path: node)
            try device.description.checkRecordable(node: node, allowKeyboard: allowKeyboard)
            if grab { try device.grab() }
        } catch {
            throw fail(error)
        }
        defer { device.ungrab() }

        let recorder: EventRecorder
        do throws(RecordingError) {
            recorder = try EventRecorder(
                output: .recording(path: path, overwrite: force), format: format, description: device.description,
                node: device.path)
        } catch {
            throw fail(error)
        }
        guard let signals = SignalMonitor() else {
            throw fail(.read(path: device.path, Errno(rawValue: errno)))
        }
        let description = device.description
        printError(
            "recording \(device.path) (\"\(description.name)\", \(description.deviceClass.rawValue))\(grab ? " exclusively" : "")"
                + " to \(path); stop with Ctrl-C")
        var loop = RecordLoop(
            device: device, recorder: recorder, signals: signals,
            duration: duration.map { .microseconds(Microseconds.micros(seconds: $0, rounding: .up)) },
            status: StatusLine(label: device.path), clock: ContinuousClock())
        let reason = loop.run()
        loop.status?.clear()
        device.ungrab()
        try finish(recorder, reason: reason, path: path)
    }

    /// Puts the file in place and reports why the recording stopped; throws the exit code when it
    /// is not 0.
    private func finish(_ recorder: EventRecorder, reason: StopReason, path: String) throws {
        var reason = reason
        if case .writeFailed = reason {
        } else {
            do throws(RecordingError) {
                try recorder.finish()
            } catch {
                reason = .writeFailed(error)
            }
        }
        let counts = "\(recorder.eventCount) events in \(recorder.frameCount) frames"
        let gaps = recorder.gaps.isEmpty ? "" : ", \(recorder.gaps.count) SYN_DROPPED gap(s) resynced"
        switch reason {
        case .writeFailed:
            let kept = recorder.salvage()
            printError("stopped: \(reason.explanation)")
            printError(
                kept
                    ? "kept \(path) up to its last complete frame (\(counts) read)" : "nothing could be kept in \(path)"
            )
        case .duration, .signal, .removed, .readFailed:
            printError("stopped: \(reason.explanation); \(counts)\(gaps) written to \(path)")
        }
        if reason.exitCode != 0 { throw ExitCode(reason.exitCode) }
    }

    /// `recording-YYYYMMDD-HHMMSS.evemu` (or `.yml`) in local time.
    static func defaultOutputName(format: RecordingFormat) -> String {
        let stamp = localTime(format: "%Y%m%d-%H%M%S")
        return "recording-\(stamp)." + (format == .evemu ? "evemu" : "yml")
    }
}
