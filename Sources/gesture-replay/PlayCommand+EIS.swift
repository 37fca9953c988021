import ArgumentParser
import EvdevInput
import GestureCore

/// `play --ei-fd N`: a touchscreen recording played through EIS (libei) instead of uinput.
extension PlayCommand {
    /// The name this client gives the EIS server (`ei_configure_name`); compositors show it in their
    /// logs and name the devices they make for it after it.
    static let eisClientName = "gesture-replay play"

    /// Refuses the options that cannot go with `--ei-fd`.
    func validateEIS() throws {
        guard let eiFD else { return }
        if eiFD < 0 { throw ValidationError("--ei-fd must be an open file descriptor (0 or more), not \(eiFD).") }
        if into != nil {
            throw ValidationError("--ei-fd plays into the compositor's EIS touch device; --into names a node instead.")
        }
        if target != nil {
            throw ValidationError("--ei-fd maps positions onto the EIS device's region; --target maps onto a panel.")
        }
        if model != nil {
            throw ValidationError(
                "--model replays what the device delivered, read back from its node; the EIS device of --ei-fd has none."
            )
        }
    }

    /// The track of a play through EIS: the recording's frames, the EIS touch device, and the times
    /// frames were sent as the read-back.
    ///
    /// Checks that the recording is a touchscreen's before libei is loaded or the connection touched.
    func eisTrack(for device: PlaySource.Device, fd: Int32) throws -> PlaybackTrack {
        guard let description = device.description else { throw fail(PlaybackError.noDescription(path: recording)) }
        let sink = try attempt { () throws(PlaybackError) in
            do throws(EISError) {
                return try EISTouchSink(fd: fd, clientName: Self.eisClientName, description: description)
            } catch {
                throw .eis(error)
            }
        }
        return PlaybackTrack(script: device.script, description: description, sink: sink, readBack: sink)
    }

    /// What `play` says of the EIS device when it starts: its region and how long it took to come.
    static func eisReadiness(_ sink: EISTouchSink) -> String {
        let region = sink.region
        return ", its region \(Int(region.width))x\(Int(region.height)) at \(Int(region.x)),\(Int(region.y)), "
            + "ready \((Double(sink.readyAfter) / 1e9).fixed(3)) s after the connection"
    }
}
