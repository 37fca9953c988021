public import EvdevInput

/// What every reader target does with a reader: everything `inspect` does.
public enum FuzzReading {
    /// Reads every event into the statistics `inspect` prints (frames, contacts, gaps), stopping
    /// at the first typed error, and derives what a replay derives from the description.
    /// - Parameter reader: An open reader.
    public static func drain(_ reader: any EventReader) {
        var statistics = RecordingStatistics(description: reader.description)
        while true {
            do throws(RecordingError) {
                guard let event = try reader.next() else { break }
                statistics.add(event)
            } catch {
                _ = error.description
                break
            }
        }
        _ = (statistics.contacts.count, statistics.duration, statistics.gaps.count, statistics.bugs.count)
        if let description = reader.description { touch(description) }
    }

    /// Derives class, slots, size and position axes from a description.
    /// - Parameter description: A description a reader returned.
    public static func touch(_ description: DeviceDescription) {
        _ = (description.deviceClass, description.slotCount, description.physicalSize, description.positionAxes)
    }
}
