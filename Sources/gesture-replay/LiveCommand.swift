import ArgumentParser
import EdgePan
import EvdevInput
import GestureCore
import GestureInteraction
import GestureReplay
import InteractiveTransition
import OutputSupport

/// `gesture-replay live`: drive a transition from a real device as it happens.
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Run the recognizer and the transition on a live device, with a live view.",
        discussion: """
            Reads DEVICE through libevdev and runs the same engine as replay in real time, the frame \
            clock at --fps, so the settle animation keeps ticking after the finger lifts. On a terminal \
            the view is redrawn in place; piped, it prints the timeline. --states writes the JSON Lines \
            trace, --record the raw events (replaying that file gives the same decisions). At the end \
            it reports the latency from each event's kernel timestamp to its trace line (p50, p99). \
            Ctrl-C ends cleanly: files complete, the device released.
            """
    )

    @Argument(help: "The device: node, by-id/by-path link, or part of its name (default: the only touch-capable one).")
    var device: String?

    @OptionGroup var parameters: ReplayParameters

    @Option(help: "Write the JSON Lines state trace to FILE.")
    var states: String?

    @Option(help: "Also record the raw events to FILE (evemu, or libinput record for .yml).")
    var record: String?

    @Flag(help: "Exit after the first transition completes or the first gesture fails.")
    var once = false

    @Flag(help: "Take the device exclusively while running; always released.")
    var grab = false

    @Flag(help: "Replace --states and --record files if they exist.")
    var force = false

    func run() throws {
        try OutputTargets(
            outputs: [.init(option: "--states", path: states), .init(option: "--record", path: record)],
            inputs: [.init(what: "--transition", path: parameters.transitionFile)]
        ).check(force: force)
        let options: ReplayOptions
        do throws(ReplayError) { options = try parameters.options() } catch { throw fail(error) }
        let device: EvdevDevice
        do throws(EvdevError) {
            let node = try DeviceDiscovery().resolve(self.device)
            device = try EvdevDevice(path: node)
            try device.description.checkRecordable(node: node, allowKeyboard: false)
            if grab { try device.grab() }
        } catch {
            throw fail(error)
        }
        defer { device.ungrab() }
        var engine: ReplayEngine
        var traceFile: TraceFile?
        var recorder: EventRecorder?
        do throws(ReplayError) {
            engine = try ReplayEngine(description: device.description, source: device.path, options: options)
        } catch {
            throw fail(error)
        }
        do throws(OutputFileError) {
            traceFile = try states.map { path throws(OutputFileError) in try TraceFile(path: path, overwrite: force) }
        } catch {
            throw fail(error)
        }
        // The same assumptions a replay of a recording of this device notes, shown the same way.
        engine.noteAssumptions(inputWarnings: []).forEach(warn(path: device.path))
        traceFile?.write(
            .header(TraceHeader(source: device.path, format: "live", description: device.description, engine: engine)))
        if let record {
            let format: RecordingFormat = record.hasSuffix(".yml") || record.hasSuffix(".yaml") ? .libinput : .evemu
            do throws(RecordingError) {
                recorder = try EventRecorder(
                    output: .recording(path: record, overwrite: force), format: format, description: device.description,
                    node: device.path)
            } catch {
                throw fail(error)
            }
        }
        guard let signals = SignalMonitor() else { throw fail(.read(path: device.path, Errno(rawValue: errno))) }
        let description = device.description
        // What the view is about first (a narrow terminal clips the end of the title).
        let title =
            "gesture-replay live — model \(options.model.name), edge \(options.edge.rawValue), "
            + "\(options.transitionName) — \(device.path) \"\(description.name)\" (\(description.deviceClass.rawValue))"
        printError("live on \(device.path); " + (once ? "stops after the first transition" : "stop with Ctrl-C"))
        var loop = LiveLoop(
            device: device, engine: engine, recorder: recorder, states: traceFile, view: LiveView(title: title),
            signals: signals, once: once, now: Self.monotonicMicroseconds)
        let stop = loop.run()
        device.ungrab()
        loop.engine.finish()
        loop.write(loop.engine.drainRecords(), eventTime: nil)
        loop.view.draw()
        traceFile?.write(.summary(loop.engine.summary))
        var failure: ExitCode?
        do throws(OutputFileError) { try traceFile?.close() } catch { failure = fail(error) }
        if let recorder {
            do throws(RecordingError) { try recorder.finish() } catch { failure = fail(error) }
        }
        printText(Timeline.outcomeLine(loop.engine.summary, touchpad: loop.engine.route.touchpadTracker))
        printError(loop.latency.summary)
        switch stop {
        case .once, .signal: break
        case .removed:
            printError("stopped: the device went away")
            failure = failure ?? ExitCode(ExitStatus.ioError)
        case .readFailed(let error):
            printError("stopped: \(error)")
            failure = failure ?? ExitCode(ExitStatus.ioError)
        case .writeFailed(let error):
            recorder?.salvage()
            failure = failure ?? fail(error)
        }
        if let failure { throw failure }
    }

    /// Microseconds on `CLOCK_MONOTONIC`, the clock the kernel stamps events with here.
    static func monotonicMicroseconds() -> Int64 {
        let now = monotonicTime()
        return Microseconds.time(seconds: now.seconds, micros: now.nanoseconds / 1000)
    }
}
