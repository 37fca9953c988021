public import EvdevInput

extension SyntheticGesture {
    /// The gesture as the kernel would deliver it from `device`: one frame per sample time, ending
    /// in `SYN_REPORT`, with only the values that changed (the input core drops repeated values).
    ///
    /// - Multitouch screens (`ABS_MT_SLOT`): protocol B, each contact in the lowest free slot with a
    ///   new tracking id, `BTN_TOUCH` and `ABS_X/ABS_Y` following the first contact, as drivers do.
    /// - Single-touch screens: `ABS_X/ABS_Y` of contact 0 and `BTN_TOUCH`.
    /// - Mice: `REL_X/REL_Y` deltas of contact 0 (100 % = ``SyntheticDevice/mouseSpan`` counts) and
    ///   `BTN_LEFT` held while it is down.
    ///
    /// - Parameters:
    ///   - device: The device to write for.
    ///   - start: The time of the first sample, microseconds.
    /// - Returns: The events in order.
    public func events(for device: DeviceDescription, start: Int64 = 0) -> [InputEvent] {
        var writer = EvdevFrameWriter(device: device)
        var index = 0
        while index < samples.count {
            let time = samples[index].time
            var group: [Sample] = []
            while index < samples.count, samples[index].time == time {
                group.append(samples[index])
                index += 1
            }
            writer.frame(group, at: start + Int64(time))
        }
        return writer.events
    }
}

/// Turns groups of simultaneous samples into evdev frames for one device.
private struct EvdevFrameWriter {
    let device: DeviceDescription
    var events: [InputEvent] = []
    var slots: [Int: Int] = [:]
    var currentSlot = 0
    var nextTrackingID: Int32 = 0
    var values: [UInt16: Int32] = [:]
    var slotValues: [Int: [UInt16: Int32]] = [:]
    var touching = false
    var toolsDown: Set<UInt16> = []
    var mouseCounts = (x: 0.0, y: 0.0)
    var mouseSent = (x: 0, y: 0)
    var mouseAnchor: (x: Double, y: Double)?

    init(device: DeviceDescription) {
        self.device = device
    }

    var isMultitouch: Bool { device.has(.abs, EventCode.absMTSlot) }
    var isRelative: Bool { device.has(.rel, EventCode.relX) && !device.has(.abs, EventCode.absX) }

    func units(_ percent: Double, axis: UInt16) -> Int32 {
        let info = device.absInfo[axis] ?? AbsInfo(minimum: 0, maximum: 100)
        let value = Double(info.minimum) + percent / 100 * (Double(info.maximum) - Double(info.minimum))
        return Int32(value.rounded())
    }

    mutating func emit(_ time: Int64, _ type: EventType, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: time, type: type, code: code, value: value))
    }

    /// Emits an absolute value unless it repeats the last one sent.
    mutating func abs(_ time: Int64, _ code: UInt16, _ value: Int32, slot: Int? = nil) {
        if let slot {
            guard slotValues[slot]?[code] != value else { return }
            if currentSlot != slot {
                emit(time, .abs, EventCode.absMTSlot, Int32(slot))
                currentSlot = slot
            }
            slotValues[slot, default: [:]][code] = value
        } else {
            guard values[code] != value else { return }
            values[code] = value
        }
        emit(time, .abs, code, value)
    }

    mutating func frame(_ group: [SyntheticGesture.Sample], at time: Int64) {
        if isRelative {
            relativeFrame(group, at: time)
        } else if isMultitouch {
            multitouchFrame(group, at: time)
        } else {
            singleFrame(group, at: time)
        }
        emit(time, .syn, EventCode.synReport, 0)
    }

    mutating func multitouchFrame(_ group: [SyntheticGesture.Sample], at time: Int64) {
        for sample in group {
            switch sample.phase {
            case .down:
                let slot = (0...).first { candidate in !slots.values.contains(candidate) } ?? 0
                slots[sample.contact] = slot
                slotValues[slot] = [:]
                abs(time, EventCode.absMTTrackingID, nextTrackingID, slot: slot)
                nextTrackingID += 1
                abs(time, EventCode.absMTPositionX, units(sample.x, axis: EventCode.absMTPositionX), slot: slot)
                abs(time, EventCode.absMTPositionY, units(sample.y, axis: EventCode.absMTPositionY), slot: slot)
            case .move:
                guard let slot = slots[sample.contact] else { continue }
                abs(time, EventCode.absMTPositionX, units(sample.x, axis: EventCode.absMTPositionX), slot: slot)
                abs(time, EventCode.absMTPositionY, units(sample.y, axis: EventCode.absMTPositionY), slot: slot)
            case .up, .cancel:
                guard let slot = slots.removeValue(forKey: sample.contact) else { continue }
                abs(time, EventCode.absMTTrackingID, -1, slot: slot)
            }
        }
        let nowTouching = !slots.isEmpty
        if nowTouching != touching {
            emit(time, .key, EventCode.btnTouch, nowTouching ? 1 : 0)
            touching = nowTouching
        }
        if device.has(.key, EventCode.btnToolFinger) { toolKeys(count: slots.count, at: time) }
        if let first = slots.min(by: { $0.value < $1.value }), let position = slotValues[first.value] {
            if let x = position[EventCode.absMTPositionX] { abs(time, EventCode.absX, x) }
            if let y = position[EventCode.absMTPositionY] { abs(time, EventCode.absY, y) }
        }
    }

    /// The `BTN_TOOL_*` key of the finger count, as `input_mt_report_finger_count` sends it: the old
    /// key released and the new one pressed, in code order.
    mutating func toolKeys(count: Int, at time: Int64) {
        let keys = [
            EventCode.btnToolFinger, EventCode.btnToolDoubleTap, EventCode.btnToolTripleTap,
            EventCode.btnToolQuadTap, EventCode.btnToolQuintTap,
        ]
        let wanted = count == 0 ? nil : keys[min(count, keys.count) - 1]
        for key in keys.sorted() {
            let down = key == wanted
            guard toolsDown.contains(key) != down else { continue }
            emit(time, .key, key, down ? 1 : 0)
            if down { toolsDown.insert(key) } else { toolsDown.remove(key) }
        }
    }

    mutating func singleFrame(_ group: [SyntheticGesture.Sample], at time: Int64) {
        for sample in group where sample.contact == 0 {
            switch sample.phase {
            case .down, .move:
                abs(time, EventCode.absX, units(sample.x, axis: EventCode.absX))
                abs(time, EventCode.absY, units(sample.y, axis: EventCode.absY))
                if !touching {
                    emit(time, .key, EventCode.btnTouch, 1)
                    touching = true
                }
            case .up, .cancel:
                if touching {
                    emit(time, .key, EventCode.btnTouch, 0)
                    touching = false
                }
            }
        }
    }

    mutating func relativeFrame(_ group: [SyntheticGesture.Sample], at time: Int64) {
        let span = SyntheticDevice.mouseSpan
        for sample in group where sample.contact == 0 {
            let counts = (x: sample.x / 100 * span.x, y: sample.y / 100 * span.y)
            switch sample.phase {
            case .down:
                mouseAnchor = counts
                mouseCounts = (0, 0)
                mouseSent = (0, 0)
                emit(time, .key, EventCode.btnLeft, 1)
            case .move:
                guard let anchor = mouseAnchor else { continue }
                mouseCounts = (counts.x - anchor.x, counts.y - anchor.y)
                let target = (x: Int(mouseCounts.x.rounded()), y: Int(mouseCounts.y.rounded()))
                if target.x != mouseSent.x { emit(time, .rel, EventCode.relX, Int32(target.x - mouseSent.x)) }
                if target.y != mouseSent.y { emit(time, .rel, EventCode.relY, Int32(target.y - mouseSent.y)) }
                mouseSent = target
            case .up, .cancel:
                emit(time, .key, EventCode.btnLeft, 0)
                mouseAnchor = nil
            }
        }
    }
}
