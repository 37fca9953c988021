import ArgumentParser
import EvdevInput
import GestureCore
import GestureReplay
import OutputSupport

/// `gesture-replay play`: a recording played into the kernel, through a device of its own or an
/// existing node, or (a touchscreen's) into a compositor's EIS touch device.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a recording into the system through uinput, holding every frame to its time.",
        discussion: """
            Makes the recording's device through uinput (name, ids, codes, axes with resolution, \
            properties), or plays into an existing node with --into, and writes each frame (the events \
            up to its SYN_REPORT) at once when it is due: origin + (t - t0) / speed on CLOCK_MONOTONIC, \
            with no drift however long the recording. It reads the device back and reports the delivery \
            error of the frames from the kernel's timestamps: p50, p99, max and the last frame's.

            A libinput record file with several devices plays them all on one timeline, one device \
            made for each (as libinput replay does); --device-index picks one.

            --model NAME says whether the delivery could change a model's decision: the model replayed \
            on the file and on what the device delivered (the events read back, with the kernel's times), \
            as `replay --model NAME` does with its defaults; their outcome and release percent, and a line \
            saying whether they differ (one device only).

            Whatever ends it (the last frame, Ctrl-C, SIGTERM, SIGHUP, a failed write), every contact \
            still down is lifted and every button released before the device goes away. --keep leaves \
            the device until Ctrl-C; --delay waits after it appears (a compositor needs time to open it).

            --ei-fd N plays a touchscreen recording through EIS instead, without root or uinput: N is \
            an open file descriptor of an EIS connection the compositor handed out (GNOME Shell's \
            org.gnome.Mutter.RemoteDesktop ConnectToEIS, KWin's org.kde.KWin.EIS.RemoteDesktop \
            connectToEIS), inherited from the caller. Positions map onto the EIS touch device's region; \
            each frame is sent when due, and the report gives when frames were sent (there is no device \
            to read back). Needs libei (Debian's libei1).

            Exit codes: 0 played (or stopped by a signal); 69 no /dev/uinput (sudo modprobe uinput), no \
            libei or no EIS touch device; 77 permission denied (with the fix) or a keyboard without \
            --allow-keyboard; 65 bad data, a node that lacks the recording's codes, or a recording that \
            is not a touchscreen's with --ei-fd; 66 no such file; 74 a write failed or the EIS device went \
            away.
            """
    )

    @Argument(help: "An evemu, libinput record, getevent or evtest file, or - for standard input.")
    var recording: String

    @OptionGroup var input: RecordingOptions
    @OptionGroup var part: SelectionOptions

    @Option(help: "Play this many times faster than recorded (2 halves every interval).")
    var speed: Double = 1

    @Option(help: "Seconds to wait after the device appears before the first frame.")
    var delay: Double = 0

    @Option(help: "Play into this existing device node instead of making one (as evemu-play does).")
    var into: String?

    @Flag(help: "Keep the device (or the EIS connection) after the last frame until Ctrl-C (every contact lifted).")
    var keep = false

    @Option(
        name: .customLong("ei-fd"),
        help: """
            Play a touchscreen recording through the EIS connection on this inherited file descriptor \
            (from the compositor's ConnectToEIS), without root or uinput.
            """)
    var eiFD: Int32?

    @Flag(help: "Print the report as one JSON object.")
    var json = false

    @Option(
        help: """
            Also replay this model on the file and on what the device delivered, and say whether the \
            delivery changed its decision.
            """)
    var model: String?

    @Flag(help: "Play a recording of a device with typing keys (it would type into the system).")
    var allowKeyboard = false

    @Option(
        help: """
            Play a touchscreen recording on this panel instead: an evemu description, getevent -lp output \
            or a node; positions map by physical size when both have a resolution, else by range.
            """)
    var target: String?

    /// The fastest `--speed` accepted: a thousand times over still leaves microsecond intervals.
    static let fastestSpeed: Double = 1000
    /// The slowest `--speed` accepted.
    static let slowestSpeed: Double = 0.001
    /// The longest `--delay` accepted, seconds (a day).
    static let longestDelay: Double = 24 * 3600

    func validate() throws {
        if !(speed >= Self.slowestSpeed && speed <= Self.fastestSpeed) {
            throw ValidationError(
                "--speed must be from \(Self.slowestSpeed) to \(Int(Self.fastestSpeed)), not \(speed).")
        }
        if !(delay >= 0 && delay <= Self.longestDelay) {
            throw ValidationError("--delay must be from 0 to \(Int(Self.longestDelay)) seconds, not \(delay).")
        }
        if into != nil && keep {
            throw ValidationError("--keep keeps the device play makes; with --into it makes none.")
        }
        if into != nil && target != nil {
            throw ValidationError("--target makes a device like the target's; with --into the device is the node's.")
        }
        try validateEIS()
        if let model {
            _ = try ModelArgument.model(model)
            if recording == "-" {
                throw ValidationError("--model replays the file once more; standard input can be read only once.")
            }
        }
    }

    func run() throws {
        let source: PlaySource
        do throws(RecordingError) {
            source = try PlaySource.read(
                recording, input: input, selection: part.selection,
                singleReason: eiFD != nil
                    ? "--ei-fd plays into one EIS touch device"
                    : into != nil
                        ? "--into plays into one node"
                        : target != nil ? "--target maps one panel" : model != nil ? "--model replays one device" : nil,
                warn: printError)
        } catch {
            throw fail(error)
        }
        let panel = try target.map(Self.targetDescription)
        for device in source.devices {
            // Through EIS a keyboard's recording is refused as no touchscreen's, whatever --allow-keyboard says.
            if let description = device.description, description.hasTypingKeys, !allowKeyboard, eiFD == nil {
                throw fail(PlaybackError.keyboard(path: recording, name: description.name))
            }
        }
        let replayOptions = try model.map(Self.replayOptions)
        if let eiFD {
            // PlaySource read one device: --ei-fd is among the reasons to.
            try play(source.devices.prefix(1).map { try eisTrack(for: $0, fd: eiFD) }, replayOptions: nil)
            return
        }
        let tracks = try source.devices.map { try track(for: $0, panel: panel) }
        try play(tracks, replayOptions: replayOptions)
    }

    /// Runs `body`, turning a playback error into its message and exit code.
    func attempt<T>(_ body: () throws(PlaybackError) -> T) throws -> T {
        do throws(PlaybackError) {
            return try body()
        } catch {
            throw fail(error)
        }
    }

    /// Makes (or, with `--into`, opens) the device one recorded device plays into, and opens it for
    /// reading back.
    private func track(for device: PlaySource.Device, panel: DeviceDescription?) throws -> PlaybackTrack {
        var script = device.script
        let sink: any EventSink
        let description: DeviceDescription
        if let into {
            let node = try attempt { () throws(PlaybackError) in try EvdevNodeSink(node: into, checking: script) }
            sink = node
            description = node.description
        } else {
            guard var made = device.description else { throw fail(PlaybackError.noDescription(path: recording)) }
            if let target, let panel {
                let mapping = PositionMapping(from: made, to: panel)
                if mapping.basis == .range {
                    printError(
                        "warning: \(target): positions map by axis range (a resolution is missing, so physical size is unknown)"
                    )
                }
                script = script.mapped(mapping.map)
                made = panel
            }
            let wanted = made
            sink = try attempt { () throws(PlaybackError) in try UinputDevice(description: wanted) }
            description = made
        }
        let readBack: EvdevReadBack?
        do throws(EvdevError) {
            readBack = try EvdevReadBack(node: sink.node)
        } catch {
            printError("warning: \(sink.node): cannot read the device back, so no delivery timing: \(error)")
            readBack = nil
        }
        return PlaybackTrack(script: script, description: description, sink: sink, readBack: readBack)
    }

    /// The options `replay --model NAME` runs with when nothing else is given.
    static func replayOptions(_ name: String) throws -> ReplayOptions {
        let parameters = try ReplayParameters.parse(["--model", name])
        do throws(ReplayError) {
            return try parameters.options()
        } catch {
            throw fail(error)
        }
    }

    /// Plays the tracks on one timeline and reports.
    private func play(_ tracks: [PlaybackTrack], replayOptions: ReplayOptions?) throws {
        let eis = tracks.first?.sink as? EISTouchSink
        let devices = tracks.map { eis != nil ? $0.sink.node : "\($0.sink.node) (\"\($0.description?.name ?? "")\")" }
        printError(
            "playing \(recording) into \(devices.joined(separator: " and "))"
                + (eis.map(Self.eisReadiness) ?? (into == nil ? ", made through uinput" : "")) + "; stop with Ctrl-C")
        guard let signals = SignalMonitor() else {
            throw fail(PlaybackError.create(path: "the signal pipe", Errno(rawValue: errno)))
        }
        let player = EventPlayer(
            tracks: tracks, clock: MonotonicPlaybackClock(), speed: speed,
            delay: Microseconds.micros(seconds: delay))
        player.keepsDelivered = replayOptions != nil
        var signal: Int32?
        let stop = {
            if signal == nil { signal = signals.received() }
            return signal != nil
        }
        let reports = player.play(stopRequested: stop)
        var check: PlayModelCheck?
        if let replayOptions, let model, let report = reports.first, let track = tracks.first {
            do throws(ReplayError) {
                check = try PlayModelCheck.run(
                    model: model, options: replayOptions, recording: recording, descriptionPath: input.descriptionPath,
                    deviceIndex: input.deviceIndex, delivered: report.delivered, description: track.description,
                    node: report.node)
            } catch {
                throw fail(error)
            }
        }
        do throws(OutputFileError) {
            try PlayReport(
                reports: reports, totals: tracks.map(\.script.frameCount), signal: signal, modelCheck: check,
                sentThroughEIS: eis != nil
            ).print(json: json)
        } catch {
            throw fail(error)
        }
        let finished = reports.allSatisfy { if case .finished = $0.end { true } else { false } }
        if keep, signal == nil, finished {
            printError("keeping \(devices.joined(separator: " and ")) until Ctrl-C")
            if let eis {
                if let ended = eis.hold(stopRequested: stop) { throw fail(PlaybackError.eis(ended)) }
            } else {
                player.hold(stopRequested: stop)
            }
        }
        for report in reports { if case .writeFailed(let error) = report.end { throw fail(error) } }
    }

    /// The description of `--target`: a node's own, or the touchscreen of an evemu description or
    /// `getevent -lp` listing (the first device when none is a touchscreen).
    static func targetDescription(_ path: String) throws -> DeviceDescription {
        if fileStatus(path)?.kind == .characterDevice {
            do throws(EvdevError) {
                return try EvdevDevice(path: path).description
            } catch {
                throw fail(error)
            }
        }
        do throws(RecordingError) {
            let devices = try GeteventReader.readDevices(path)
            guard let device = devices.first(where: { $0.description.deviceClass == .touchscreen }) ?? devices.first
            else { throw RecordingError(.badData, path: path, expected: "a device description", found: "none") }
            return device.description
        } catch {
            throw fail(error)
        }
    }

    /// Microseconds as seconds with six decimals (`12.345678`).
    static func seconds(_ microseconds: Int64) -> String {
        let (whole, past) = Microseconds.split(microseconds)
        let fraction = String(abs(past))
        return "\(microseconds < 0 && whole == 0 ? "-" : "")\(whole)."
            + String(repeating: "0", count: 6 - fraction.count)
            + fraction
    }
}
