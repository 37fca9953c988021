/// One device's part of a play: the frames to write, the device they go to and how to read it back.
///
/// A libinput record file with several devices (a touchpad and the keyboard typed on beside it) plays
/// as one track per device, all on one timeline: libinput record counts every device's event times
/// from the same first event (`ctx->offset` in `tools/libinput-record.c`), so frame times compare
/// across tracks.
package struct PlaybackTrack {
    /// The frames to write.
    package var script: PlaybackScript
    /// The device written to (for its slot in force and its name); nil when unknown.
    package var description: DeviceDescription?
    /// Where the frames are written.
    package var sink: any EventSink
    /// The same device read back, for the delivery timing; nil to skip it.
    package var readBack: (any FrameReadBack)?

    /// Creates a track.
    package init(
        script: PlaybackScript, description: DeviceDescription?, sink: any EventSink, readBack: (any FrameReadBack)?
    ) {
        self.script = script
        self.description = description
        self.sink = sink
        self.readBack = readBack
    }
}
