public import EvdevInput
public import GestureCore
public import TouchpadGestures

/// Folds a touchpad's evdev events into one ``TouchpadFrame`` per `SYN_REPORT`: slot positions,
/// tracking and pressure, `BTN_TOUCH`, the `BTN_TOOL_*` keys, a physical button.
///
/// Values persist across frames as the kernel's state does; a slot is marked changed when one of its
/// values arrived in the frame. A `SYN_DROPPED` discards everything up to the next `SYN_REPORT`.
/// Kernel-inserted `SYN_REPORT`s with value 1 are dropped, as libinput does
/// (evdev-mt-touchpad.c:1893-1903).
///
/// ```swift
/// var builder = TouchpadFrameBuilder(description: reader.description!)
/// while let event = try reader.next() {
///     if let frame = builder.feed(event, at: time(event)) { recognizer.handle(frame) }
/// }
/// ```
public struct TouchpadFrameBuilder: Sendable {
    /// The pad, as libinput sees it.
    public let geometry: TouchpadGeometry
    var slots: [TouchpadFrame.Slot]
    var current = 0
    var touch = false
    var tools: TouchpadFrame.Tools = []
    var button = false
    var dropping = false
    let usesSlots: Bool

    /// Creates a builder for a device.
    /// - Parameter description: The touchpad's description.
    public init(description: DeviceDescription) {
        geometry = TouchpadGeometry(description: description)
        usesSlots = geometry.hasMultitouch
        slots = Array(
            repeating: TouchpadFrame.Slot(isTracking: false, x: 0, y: 0, changed: false),
            count: usesSlots ? geometry.slotCount : 1)
        if !usesSlots, geometry.pressure == nil { slots[0].pressure = nil }
    }

    /// Takes one event; returns the frame a `SYN_REPORT` closes.
    /// - Parameters:
    ///   - event: The event.
    ///   - time: Its time on the input's clock.
    /// - Returns: The frame, or nil.
    public mutating func feed(_ event: InputEvent, at time: Timestamp) -> TouchpadFrame? {
        switch event.type {
        case .syn:
            if event.code == EventCode.synDropped {
                dropping = true
                return nil
            }
            guard event.code == EventCode.synReport else { return nil }
            if dropping {
                dropping = false
                return nil
            }
            // libinput drops the kernel's extra frame (value 1) that follows a touch it inserted.
            guard event.value == 0 else { return nil }
            let frame = TouchpadFrame(time: time, slots: slots, touch: touch, tools: tools, buttonDown: button)
            for index in slots.indices { slots[index].changed = false }
            return frame
        case .key:
            guard !dropping else { return nil }
            key(event.code, down: event.value != 0)
        case .abs:
            guard !dropping else { return nil }
            abs(event.code, event.value)
        default:
            break
        }
        return nil
    }

    mutating func key(_ code: UInt16, down: Bool) {
        let tool: TouchpadFrame.Tools? =
            switch code {
            case EventCode.btnToolFinger: .finger
            case EventCode.btnToolDoubleTap: .doubleTap
            case EventCode.btnToolTripleTap: .tripleTap
            case EventCode.btnToolQuadTap: .quadTap
            case EventCode.btnToolQuintTap: .quintTap
            default: nil
            }
        if let tool {
            if down { tools.insert(tool) } else { tools.remove(tool) }
        } else if code == EventCode.btnTouch {
            touch = down
        } else if code == EventCode.btnLeft {
            button = down
        }
    }

    mutating func abs(_ code: UInt16, _ value: Int32) {
        if usesSlots {
            switch code {
            case EventCode.absMTSlot:
                current = Int(value)
            case EventCode.absMTTrackingID:
                update { $0.isTracking = value != -1 }
            case EventCode.absMTPositionX:
                update { $0.x = value }
            case EventCode.absMTPositionY:
                update { $0.y = value }
            case EventCode.absMTPressure:
                update { $0.pressure = value }
            default:
                break
            }
        } else {
            switch code {
            case EventCode.absX: slots[0].x = value
            case EventCode.absY: slots[0].y = value
            case EventCode.absPressure: slots[0].pressure = value
            default: return
            }
            slots[0].changed = true
        }
    }

    mutating func update(_ change: (inout TouchpadFrame.Slot) -> Void) {
        // A slot outside the device's range is ignored, as libinput ignores it.
        guard slots.indices.contains(current) else { return }
        change(&slots[current])
        slots[current].changed = true
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
