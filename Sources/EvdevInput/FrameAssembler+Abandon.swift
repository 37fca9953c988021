import GestureCore

extension FrameAssembler {
    /// Cancels every contact down, as if it vanished in lost input: the frame of their cancels at
    /// `time` (microseconds), nil when none is down.
    ///
    /// For input whose clock jumped past what a real device leaves between events: what happened in the
    /// jump is unknown, so the contacts are cancelled (UIKit's `touchesCancelled`) rather than carried
    /// across it. A slot's later position events belong to no contact until it gets a new tracking id;
    /// a single-touch device still touching goes down again at its next frame.
    public mutating func abandonContacts(at time: Int64) -> TouchFrame? {
        output.removeAll(keepingCapacity: true)
        for index in slots.indices {
            guard let id = slots[index].contactID else { continue }
            let slot = slots[index]
            output.append(
                makeContact(id: id, slot: index, trackingID: slot.trackingID, phase: .cancel, x: slot.x, y: slot.y))
            slots[index].contactID = nil
            slots[index].trackingID = -1
            slots[index].began = false
        }
        for old in protocolA.previous {
            output.append(
                makeContact(id: old.id, slot: old.slot, trackingID: old.trackingID, phase: .cancel, x: old.x, y: old.y))
        }
        protocolA.previous = []
        if let id = single.contactID {
            output.append(
                makeContact(
                    id: id, slot: 0, trackingID: nil, phase: .cancel, x: single.x, y: single.y,
                    relative: mode == .relative))
            single.contactID = nil
        }
        guard !output.isEmpty else { return nil }
        return TouchFrame(time: time, contacts: output, followsGap: true)
    }
}

extension FrameAssembler {
    /// Ends input that stopped inside a `SYN_DROPPED` gap: the frame cancelling every contact still
    /// down, at the gap's start (microseconds), nil when there is no such gap or no contact.
    ///
    /// The synced state that would say which contacts went never came, so a contact down at the drop
    /// was never seen lifted (its lift, if any, was among the discarded events): it is cancelled as
    /// lost input, as a contact the synced state shows gone is, and noted in
    /// the gap's ``InputGap/lostContacts``.
    public mutating func abandonContactsAtUnsyncedEnd() -> TouchFrame? {
        guard resyncing, let gap = gaps.last, let frame = abandonContacts(at: gap.start) else { return nil }
        gaps[gaps.count - 1].lostContacts.append(contentsOf: frame.contacts.map(\.id))
        return frame
    }
}
