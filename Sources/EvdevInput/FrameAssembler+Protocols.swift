import GestureCore

extension FrameAssembler {
    /// One multitouch slot's state (protocol B).
    struct Slot {
        var contactID: Int?
        var trackingID: Int32 = -1
        var x: Double = 0
        var y: Double = 0
        var began = false
    }

    /// The single-touch, tablet and pointer state.
    struct SingleState {
        var x: Double = 0
        var y: Double = 0
        var touch = false
        var button = false
        var contactID: Int?
    }

    /// Protocol A contacts of the previous frame, and the one being read.
    struct ProtocolAState {
        var previous: [ProtocolAContact] = []
        var x: Double?
        var y: Double?
        var trackingID: Int32?
    }

    mutating func applyProtocolB(_ events: UnsafeBufferPointer<InputEvent>) {
        for event in events where event.type == .abs {
            switch event.code {
            case EventCode.absMTSlot:
                if event.value >= 0 && Int(event.value) < slotLimit {
                    currentSlot = Int(event.value)
                } else {
                    anomalies.append(
                        Anomaly(time: event.time, kind: .slotOutOfRange(slot: event.value, limit: slotLimit)))
                    currentSlot = nil
                }
            case EventCode.absMTTrackingID:
                guard let index = slotIndex() else { continue }
                if event.value < 0 {
                    endSlot(index, phase: .up)
                } else if slots[index].contactID == nil || slots[index].trackingID != event.value {
                    if slots[index].contactID != nil {
                        // A new tracking id without -1 first: the old contact was replaced, not lifted
                        // (`TouchPhase.cancel`); libinput logs the same as a kernel bug.
                        anomalies.append(
                            Anomaly(
                                time: event.time,
                                kind: .trackingIDReplaced(slot: index, old: slots[index].trackingID, new: event.value)))
                        endSlot(index, phase: .cancel)
                    }
                    slots[index].contactID = newContactID()
                    slots[index].trackingID = event.value
                    slots[index].began = true
                }
            case EventCode.absMTPositionX:
                if let index = slotIndex() { slots[index].x = Double(event.value) }
            case EventCode.absMTPositionY:
                if let index = slotIndex() { slots[index].y = Double(event.value) }
            default:
                break
            }
        }
        for index in slots.indices {
            guard let id = slots[index].contactID else { continue }
            let slot = slots[index]
            output.append(
                makeContact(
                    id: id, slot: index, trackingID: slot.trackingID, phase: slot.began ? .down : .move, x: slot.x,
                    y: slot.y))
            if slot.began { slots[index].began = false }
        }
    }

    /// The current slot's index, growing the slot table on first use.
    @inline(__always)
    private mutating func slotIndex() -> Int? {
        guard let slot = currentSlot else { return nil }
        if slots.count <= slot { growSlots(to: slot + 1) }
        return slot
    }

    /// Adds empty slots up to `count` (a slot is first used).
    private mutating func growSlots(to count: Int) {
        while slots.count < count { slots.append(Slot()) }
    }

    private mutating func endSlot(_ index: Int, phase: TouchPhase) {
        guard let id = slots[index].contactID else { return }
        let slot = slots[index]
        if !slot.began {
            output.append(
                makeContact(id: id, slot: index, trackingID: slot.trackingID, phase: phase, x: slot.x, y: slot.y))
        }
        slots[index].contactID = nil
        slots[index].trackingID = -1
        slots[index].began = false
    }

    mutating func applyProtocolA(_ events: UnsafeBufferPointer<InputEvent>, time: Int64) {
        var current: [(trackingID: Int32?, x: Double, y: Double)] = []
        var lifted = false
        func finishContact(_ state: inout ProtocolAState) {
            // Beyond the slot limit contacts are ignored, bounding the matching below.
            if let x = state.x, let y = state.y, current.count < FrameAssembler.maximumSlots {
                current.append((state.trackingID, x, y))
            }
            state.x = nil
            state.y = nil
            state.trackingID = nil
        }
        var state = protocolA
        for event in events {
            switch (event.type, event.code) {
            case (.syn, EventCode.synMTReport): finishContact(&state)
            case (.abs, EventCode.absMTPositionX): state.x = Double(event.value)
            case (.abs, EventCode.absMTPositionY): state.y = Double(event.value)
            case (.abs, EventCode.absMTTrackingID): state.trackingID = event.value
            case (.key, EventCode.btnTouch): lifted = event.value == 0
            default: break
            }
        }
        finishContact(&state)
        if lifted { current.removeAll() }
        let matches = Self.matchProtocolA(current, to: state.previous)
        var next: [ProtocolAContact] = []
        var phases: [TouchPhase] = []
        var taken = Set(matches.compactMap { $0 }.map { state.previous[$0].slot })
        for (index, contact) in current.enumerated() {
            if let old = matches[index] {
                let slot = state.previous[old].slot
                next.append(
                    ProtocolAContact(
                        id: state.previous[old].id, slot: slot, trackingID: contact.trackingID, x: contact.x,
                        y: contact.y))
                phases.append(.move)
            } else {
                // The lowest slot no contact holds, so a resting contact keeps its slot.
                var slot = 0
                while taken.contains(slot) { slot += 1 }
                taken.insert(slot)
                next.append(
                    ProtocolAContact(
                        id: newContactID(), slot: slot, trackingID: contact.trackingID, x: contact.x, y: contact.y))
                phases.append(.down)
            }
        }
        let kept = Set(matches.compactMap { $0 })
        for (index, old) in state.previous.enumerated() where !kept.contains(index) {
            output.append(
                makeContact(id: old.id, slot: old.slot, trackingID: old.trackingID, phase: .up, x: old.x, y: old.y))
        }
        for (index, contact) in next.enumerated() {
            output.append(
                makeContact(
                    id: contact.id, slot: contact.slot, trackingID: contact.trackingID, phase: phases[index],
                    x: contact.x, y: contact.y))
        }
        state.previous = next
        protocolA = state
    }

    mutating func applySingle(_ events: UnsafeBufferPointer<InputEvent>, relative: Bool) {
        var state = single
        for event in events {
            switch (event.type, event.code) {
            case (.abs, EventCode.absX) where !relative: state.x = Double(event.value)
            case (.abs, EventCode.absY) where !relative: state.y = Double(event.value)
            case (.rel, EventCode.relX) where relative: state.x += Double(event.value)
            case (.rel, EventCode.relY) where relative: state.y += Double(event.value)
            case (.key, EventCode.btnTouch): state.touch = event.value != 0
            case (.key, EventCode.btnLeft): state.button = event.value != 0
            default: break
            }
        }
        let touching = state.touch || state.button
        if touching, state.contactID == nil {
            let id = newContactID()
            state.contactID = id
            single = state
            output.append(
                makeContact(id: id, slot: 0, trackingID: nil, phase: .down, x: state.x, y: state.y, relative: relative))
        } else if let id = state.contactID {
            if !touching { state.contactID = nil }
            single = state
            output.append(
                makeContact(
                    id: id, slot: 0, trackingID: nil, phase: touching ? .move : .up, x: state.x, y: state.y,
                    relative: relative))
        } else {
            single = state
        }
    }
}
