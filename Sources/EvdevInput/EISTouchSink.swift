/// A touchscreen recording played into a compositor through EIS (emulated input, libei 1.x), as the
/// session's own user: no root, no `/dev/uinput`.
///
/// The compositor hands out the connection as a file descriptor (mutter's
/// `org.gnome.Mutter.RemoteDesktop.Session.ConnectToEIS`, KWin's `org.kde.KWin.EIS.RemoteDesktop.connectToEIS`).
/// The sink sets up a libei sender on it, binds the first seat's touch capability (with
/// pointer-absolute when the seat offers it: mutter 48 makes touch devices only then,
/// `add_viewport_devices` in its `src/backends/meta-eis-client.c`), waits for a device with the touch
/// capability and a region to resume, and then turns each frame written into touch downs, motions
/// and ups (``EISTouchFrames``) closed by one `ei_device_frame` stamped with the frame's due time. It
/// reads back, as ``FrameReadBack``, when each frame was handed to libei: there is no evdev node.
/// Neither compositor uses the frame's time (both stamp the events when they handle them), so what
/// counts for the receiver is when each frame is sent.
///
/// libei is loaded when the sink is made (``EISError/noLibrary(name:reason:)`` without it).
package final class EISTouchSink: EventSink, FrameReadBack {
    /// How long to wait for the device, and in what slices.
    package struct Parameters: Sendable, Hashable {
        /// The longest wait from the connection to a resumed touch device, 30 s, in ns.
        ///
        /// Measured 0.01-1.0 s from `ConnectToEIS`/`connectToEIS` to the device resumed in the TCG
        /// guest of the EIS lane, GNOME Shell 48.7 and KWin 6.3.6 (`tools/vm/ei/README.md`); 30 s, as
        /// the lane's client waits, leaves room for a loaded machine and still ends a dead connection.
        package var readyLimit: Int64 = 30_000_000_000
        /// The longest single `poll` while waiting, 200 ms (a stop or the limit is noticed within it).
        package var pollSlice: Int32 = 200

        /// The defaults above.
        package init() {}
    }

    /// `EIS "device name"`, for messages.
    package let node: String
    /// The EIS device's name, as the server gave it.
    package let deviceName: String
    /// The region the recording's positions map onto (the device's first).
    package let region: EISRegion
    /// From the connection's setup to the device resumed, ns on `CLOCK_MONOTONIC`.
    package let readyAfter: Int64

    private let calls: LibeiCalls
    private let context: LibeiCalls.Object
    private let device: LibeiCalls.Object
    private let fd: Int32
    private let parameters: Parameters
    private var frames: EISTouchFrames
    private var touches: [Int: LibeiCalls.Object] = [:]
    private var sent: [InputEvent] = []
    /// What stopped the device from taking events (paused, removed, disconnected), first only.
    private var interruption: EISError?

    /// Connects to the EIS server on `fd` and waits for its touch device.
    /// - Parameters:
    ///   - fd: The connection the compositor handed over, open in this process; libei owns it after.
    ///   - clientName: The name the server is told (`ei_configure_name`).
    ///   - description: The recorded touchscreen: its axis ranges map positions onto the region.
    ///   - parameters: The waiting parameters.
    /// - Throws: ``EISError/notTouchscreen(name:deviceClass:)`` before anything is loaded,
    ///   ``EISError/notOpen(fd:)``, ``EISError/noLibrary(name:reason:)``,
    ///   ``EISError/missingFunction(library:function:)``, ``EISError/setup(fd:_:)``,
    ///   ``EISError/disconnected(fd:)``, ``EISError/noTouchDevice(waitedSeconds:seats:devices:)``.
    package init(
        fd: Int32, clientName: String, description: DeviceDescription, parameters: Parameters = Parameters()
    ) throws(EISError) {
        try EISTouchFrames.check(description)
        guard isOpenDescriptor(fd) else { throw .notOpen(fd: fd) }
        let calls = try LibeiCalls()
        guard let context = calls.newSender(nil) else { throw .setup(fd: fd, Errno(rawValue: ENOMEM)) }
        calls.configureName(context, clientName)
        let rc = calls.setupBackendFD(context, fd)
        guard rc == 0 else {
            _ = calls.unref(context)
            throw .setup(fd: fd, Errno(rawValue: -rc))
        }
        let start = monotonicNanoseconds()
        var waiting = DeviceWait(calls: calls)
        let device: LibeiCalls.Object
        while true {
            if let resumed = waiting.resumed {
                device = resumed
                break
            }
            let left = start + parameters.readyLimit - monotonicNanoseconds()
            if waiting.disconnected || left <= 0 {
                if let candidate = waiting.candidate { _ = calls.deviceUnref(candidate) }
                _ = calls.unref(context)
                if waiting.disconnected { throw .disconnected(fd: fd) }
                throw .noTouchDevice(
                    waitedSeconds: Double(parameters.readyLimit) / 1e9, seats: waiting.seats,
                    devices: waiting.devices)
            }
            let slice = min(Int64(parameters.pollSlice), left / 1_000_000 + 1)
            if waitReadable(calls.getFD(context), milliseconds: Int32(slice)) {
                calls.dispatch(context)
                while let event = calls.getEvent(context) {
                    waiting.handle(event)
                    _ = calls.eventUnref(event)
                }
            }
        }
        readyAfter = monotonicNanoseconds() - start
        let firstRegion = calls.deviceGetRegion(device, 0)
        region = EISRegion(
            x: Double(calls.regionGetX(firstRegion)), y: Double(calls.regionGetY(firstRegion)),
            width: Double(calls.regionGetWidth(firstRegion)), height: Double(calls.regionGetHeight(firstRegion)))
        frames = try EISTouchFrames(description: description, region: region)
        deviceName = LibeiCalls.string(calls.deviceGetName(device))
        node = "EIS \"\(deviceName)\""
        self.calls = calls
        self.context = context
        self.device = device
        self.fd = fd
        self.parameters = parameters
        calls.deviceStartEmulating(device, Self.emulationSequence)
    }

    /// The sequence number of the one emulation (`ei_device_start_emulating`: any number the client
    /// chooses, 1 as libei's own examples).
    static let emulationSequence: UInt32 = 1

    /// Lifts what is still down and stops emulating, unless the server took the device away: then
    /// libei's touches are left as they are (releasing one calls `ei_touch_up`, which libei reports as
    /// a client bug on a device that is not emulating), as the process ends soon after.
    deinit {
        if interruption == nil {
            for touch in touches.values {
                calls.touchUp(touch)
                _ = calls.touchUnref(touch)
            }
            calls.deviceStopEmulating(device)
        }
        _ = calls.deviceUnref(device)
        _ = calls.unref(context)
    }

    /// Sends one frame's touch changes and closes them with `ei_device_frame` at `dueTime`; a frame
    /// that changes no contact sends nothing.
    /// - Throws: ``PlaybackError/eis(_:)`` when the server paused or removed the device or
    ///   disconnected (what it sent since the last frame is handled first).
    package func write(_ events: ArraySlice<InputEvent>, dueTime: Int64) throws(PlaybackError) {
        handlePending()
        if let interruption { throw .eis(interruption) }
        let changes = frames.changes(for: events)
        guard !changes.isEmpty else { return }
        for change in changes {
            switch change {
            case .down(let contact, let x, let y):
                guard let touch = calls.deviceTouchNew(device) else { continue }
                touches[contact] = touch
                calls.touchDown(touch, x, y)
            case .motion(let contact, let x, let y):
                if let touch = touches[contact] { calls.touchMotion(touch, x, y) }
            case .up(let contact):
                guard let touch = touches.removeValue(forKey: contact) else { continue }
                calls.touchUp(touch)
                _ = calls.touchUnref(touch)
            }
        }
        calls.deviceFrame(device, UInt64(max(0, dueTime)))
        sent.append(
            InputEvent(time: monotonicNanoseconds() / 1000, type: .syn, code: EventCode.synReport, value: 0))
    }

    /// A `SYN_REPORT` per frame sent since the last call, stamped when `ei_device_frame` returned (µs on
    /// `CLOCK_MONOTONIC`).
    package func delivered() throws(EvdevError) -> [InputEvent] {
        defer { sent.removeAll() }
        return sent
    }

    /// Keeps the connection, handling what the server sends, until `stopRequested` says so or the
    /// server pauses, removes the device or disconnects.
    /// - Returns: What ended it when the server did; nil when asked to stop.
    package func hold(stopRequested: () -> Bool) -> EISError? {
        while !stopRequested() {
            if let interruption { return interruption }
            if waitReadable(calls.getFD(context), milliseconds: parameters.pollSlice) { handlePending() }
        }
        return nil
    }

    /// Dispatches what the server sent and notes a pause, removal or disconnection of the device.
    private func handlePending() {
        guard waitReadable(calls.getFD(context), milliseconds: 0) else { return }
        calls.dispatch(context)
        while let event = calls.getEvent(context) {
            let type = LibeiCalls.EventType(rawValue: calls.eventGetType(event))
            let isOurs = calls.eventGetDevice(event) == device
            switch type {
            case .disconnect?: interruption = interruption ?? .disconnected(fd: fd)
            case .devicePaused? where isOurs: interruption = interruption ?? .paused(device: deviceName)
            case .deviceRemoved? where isOurs: interruption = interruption ?? .removed(device: deviceName)
            default: break
            }
            _ = calls.eventUnref(event)
        }
    }
}

/// The setup's state while waiting for a touch device: what the server offered so far.
private struct DeviceWait {
    let calls: LibeiCalls
    /// Seats offered, `"name": capabilities`.
    var seats: [String] = []
    /// Devices added, `"name": capabilities, region or none`.
    var devices: [String] = []
    /// The first touch device with a region (a reference held).
    var candidate: LibeiCalls.Object?
    /// The candidate once resumed.
    var resumed: LibeiCalls.Object?
    var disconnected = false

    init(calls: LibeiCalls) { self.calls = calls }

    /// Handles one event of the setup.
    mutating func handle(_ event: LibeiCalls.Object) {
        switch LibeiCalls.EventType(rawValue: calls.eventGetType(event)) {
        case .disconnect?:
            disconnected = true
        case .seatAdded?:
            guard let seat = calls.eventGetSeat(event) else { return }
            seats.append(
                "\"\(LibeiCalls.string(calls.seatGetName(seat)))\": "
                    + calls.capabilities(seat, calls.seatHasCapability))
            guard calls.seatHasCapability(seat, LibeiCalls.Capability.touch.rawValue) else { return }
            let absolute = calls.seatHasCapability(seat, LibeiCalls.Capability.pointerAbsolute.rawValue)
            calls.bind(seat, .touch, absolute ? .pointerAbsolute : nil)
        case .deviceAdded?:
            guard let device = calls.eventGetDevice(event) else { return }
            let hasRegion = calls.deviceGetRegion(device, 0) != nil
            devices.append(
                "\"\(LibeiCalls.string(calls.deviceGetName(device)))\": "
                    + calls.capabilities(device, calls.deviceHasCapability) + (hasRegion ? "" : ", no region"))
            if candidate == nil, hasRegion, calls.deviceHasCapability(device, LibeiCalls.Capability.touch.rawValue) {
                candidate = calls.deviceRef(device)
            }
        case .deviceResumed?:
            if let candidate, calls.eventGetDevice(event) == candidate { resumed = candidate }
        case .devicePaused?:
            if let candidate, calls.eventGetDevice(event) == candidate { resumed = nil }
        case .deviceRemoved?:
            if let device = candidate, calls.eventGetDevice(event) == device {
                _ = calls.deviceUnref(device)
                candidate = nil
                resumed = nil
            }
        case .connect?, .seatRemoved?, nil:
            break
        }
    }
}
