public import EvdevInput
public import GestureCore
public import TouchpadGestures

// The touchpad's evdev adapter: TouchpadGestures knows no evdev types, so the pad's description and
// the state ``FrameAssembler`` keeps for it are turned into that module's geometry and frames here.

extension TouchpadFrame {
    /// The frame libinput's touchpad code sees once a frame's events are applied.
    /// - Parameters:
    ///   - pad: The pad's state after the frame (``TouchFrame/pad``).
    ///   - time: The frame's time on the input's clock.
    public init(_ pad: PadState, at time: Timestamp) {
        self.init(
            time: time,
            slots: pad.slots.map {
                Slot(isTracking: $0.isTracking, x: $0.x, y: $0.y, pressure: $0.pressure, changed: $0.changed)
            },
            touch: pad.touch, tools: pad.tools, buttonDown: pad.buttonDown)
    }
}

extension TouchpadGeometry {
    /// The geometry libinput derives from a touchpad's description.
    /// - Parameter description: The device.
    public init(description: DeviceDescription) {
        let axes = description.positionAxes ?? (EventCode.absX, EventCode.absY)
        func axis(_ code: UInt16) -> Axis {
            let info = description.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 1)
            return Axis(minimum: info.minimum, maximum: info.maximum, resolution: info.resolution, fuzz: info.fuzz)
        }
        let multitouch = description.has(.abs, EventCode.absMTPositionX)
        let pressureCode = multitouch ? EventCode.absMTPressure : EventCode.absPressure
        let pressure = description.has(.abs, pressureCode) ? description.absInfo[pressureCode] : nil
        let toolKeys: [(UInt16, Int)] = [
            (EventCode.btnToolQuintTap, 5), (EventCode.btnToolQuadTap, 4), (EventCode.btnToolTripleTap, 3),
            (EventCode.btnToolDoubleTap, 2),
        ]
        let tools = toolKeys.first { description.has(.key, $0.0) }?.1 ?? 1
        self.init(
            x: axis(axes.x), y: axis(axes.y), slotCount: description.slotCount ?? 1, reportsMultitouch: multitouch,
            isSemiMultitouch: description.has(.semiMT),
            pressure: pressure.flatMap { $0.maximum > $0.minimum ? $0.minimum...$0.maximum : nil },
            toolFingerCount: tools, isClickpad: description.has(.buttonpad))
    }
}
