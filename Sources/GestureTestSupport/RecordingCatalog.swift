public import EvdevInput

/// The recordings the project ships in `recordings/`, each a synthetic gesture written through the
/// project's own evemu writer.
///
/// `RecordingsTests` regenerates them on request
/// (`GESTURE_REPLAY_RECORD=1`) and otherwise checks that the files on disk are exactly what this
/// catalog writes.
public enum RecordingCatalog {
    /// One catalog entry.
    public struct Entry: Sendable {
        /// The file name in `recordings/`.
        public var file: String
        /// What the gesture does, for `recordings/README.md`.
        public var summary: String
        /// The device it comes from.
        public var device: DeviceDescription
        /// The events.
        public var events: [InputEvent]
    }

    /// Samples per second of the synthetic touchscreen (a common 120 Hz panel).
    static let rate = 120.0
    /// A mouse reports at 125 Hz (USB full-speed polling).
    static let mouseRate = 125.0

    /// Every entry, in file-name order.
    /// - Throws: `SyntheticGesture.BuildError` if a gesture is malformed (a bug in this catalog).
    public static func entries() throws -> [Entry] {
        let screen = SyntheticDevice.touchscreen
        func swipe(_ build: (SyntheticGesture) throws -> SyntheticGesture) throws -> [InputEvent] {
            try build(SyntheticGesture()).events(for: screen)
        }
        var entries: [Entry] = []
        entries.append(
            Entry(
                file: "left-finish-slow.evemu",
                summary: "From 1 % of the width at mid-height to 70 % in 0.8 s at constant speed, a 100 ms rest, lift.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.8, rate: rate).hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-cancel-short.evemu",
                summary: "From 1 % to 30 % in 0.6 s, a 100 ms rest, lift: short of half.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 30, y: 50, duration: 0.6, rate: rate).hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-flick-30.evemu",
                summary: "A flick: from 1 % to 30 % in 80 ms and lift while moving (about 3.6 widths/s).",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 30, y: 50, duration: 0.08, rate: rate).lift()
                }))
        entries.append(
            Entry(
                file: "left-slow-past-half.evemu",
                summary: "A slow drag from 1 % to 56 % over 2 s, a 200 ms rest, lift: just past half.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 56, y: 50, duration: 2, rate: rate).hold(0.2).lift()
                }))
        entries.append(
            Entry(
                file: "left-return-to-edge.evemu",
                summary: "Out to 62 % in 0.4 s, back to 10 % in 0.4 s, a rest, lift: the user changed their mind.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 62, y: 50, duration: 0.4, rate: rate)
                        .move(to: 10, y: 50, duration: 0.4, rate: rate).hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-fast-return-62.evemu",
                summary: "Out to 85 % in 0.4 s, then quickly back to 62 % in 60 ms and lift while still moving back.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 85, y: 50, duration: 0.4, rate: rate)
                        .move(to: 62, y: 50, duration: 0.06, rate: rate).lift()
                }))
        // For `robustness`: one swipe whose release is far from UIKit's 50 % threshold and one that
        // rests exactly on it. The x axis has 1080 values (0…1079) and libinput maps value v to
        // v / 1080 of the width, so 540 is exactly 50 % (the first value `p ≥ 0.5` finishes) and 539
        // cancels; 540 is 540 / 1079 of the axis range in the builder's percent.
        entries.append(
            Entry(
                file: "left-threshold-far.evemu",
                summary:
                    "For robustness: from 1 % to 85 % in 0.6 s, a 100 ms rest, lift: 35 % of the width past the 50 % threshold.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 85, y: 50, duration: 0.6, rate: rate).hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-threshold-near.evemu",
                summary:
                    "For robustness: from 1 % to x = 540 of 0…1079 (exactly 50 % of the width) in 0.6 s, a 100 ms rest, lift: "
                    + "on the threshold, one device unit from cancelling.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 540.0 / 1079 * 100, y: 50, duration: 0.6, rate: rate)
                        .hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-along-edge.evemu",
                summary: "Down at 1 %, then straight down along the left edge to 80 % of the height: not an edge pan.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 30).move(to: 2, y: 80, duration: 0.5, rate: rate).lift()
                }))
        entries.append(
            Entry(
                file: "center-start.evemu",
                summary: "Starts at 40 % of the width and swipes right to 90 %: outside the edge zone.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 40, y: 50).move(to: 90, y: 50, duration: 0.5, rate: rate).lift()
                }))
        entries.append(
            Entry(
                file: "edge-tap.evemu",
                summary: "A tap 1 % from the left edge, 80 ms long, without movement.",
                device: screen,
                events: try swipe { try $0.touchDown(x: 1, y: 50).hold(0.08).lift() }))
        entries.append(
            Entry(
                file: "left-toward-edge.evemu",
                summary: "Down 4 % from the left edge, then moves left into the edge: not an edge pan.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 4, y: 50).move(to: 0, y: 51, duration: 0.2, rate: rate).lift()
                }))
        entries.append(
            Entry(
                file: "left-second-finger.evemu",
                summary:
                    "An edge swipe to 75 %; a second finger touches mid-screen halfway and lifts before the first.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 40).move(to: 40, y: 40, duration: 0.3, rate: rate)
                        .touchDown(contact: 1, x: 60, y: 70).move(to: 75, y: 40, duration: 0.3, rate: rate)
                        .lift(contact: 1).hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-syn-dropped.evemu",
                summary:
                    "An edge swipe to 72 % with a kernel buffer overflow (SYN_DROPPED) at 40 %, synced state after it.",
                device: screen,
                events: try synDropped(
                    swipe {
                        try $0.touchDown(x: 1, y: 50).move(to: 72, y: 50, duration: 0.7, rate: rate).hold(0.1).lift()
                    },
                    atFrame: 45)))
        let lostLift = try swipe {
            try $0.touchDown(x: 1, y: 50).move(to: 72, y: 50, duration: 0.7, rate: rate).hold(0.1).lift()
        }
        entries.append(
            Entry(
                file: "left-lift-lost-in-gap.evemu",
                summary:
                    "An edge swipe to 72 %, held; the kernel buffer overflows (SYN_DROPPED) as the finger lifts, so the "
                    + "lift is seen only as the contact missing from the synced state.",
                device: screen,
                events: synDropped(lostLift, atFrame: frameCount(lostLift) - 1)))
        for (edge, x, y, toX, toY) in [
            ("right", 99.0, 50.0, 30.0, 50.0), ("top", 50.0, 0.5, 50.0, 70.0), ("bottom", 50.0, 99.5, 50.0, 30.0),
        ] {
            entries.append(
                Entry(
                    file: "\(edge)-finish.evemu",
                    summary: "From the \(edge) edge 70 % across in 0.6 s, a rest, lift (replay with --edge \(edge)).",
                    device: screen,
                    events: try swipe {
                        try $0.touchDown(x: x, y: y).move(to: toX, y: toY, duration: 0.6, rate: rate).hold(0.1).lift()
                    }))
        }
        entries.append(
            Entry(
                file: "right-cancel.evemu",
                summary: "From the right edge to 75 % of the width (25 % across) in 0.5 s, a rest, lift.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 99, y: 50).move(to: 75, y: 50, duration: 0.5, rate: rate).hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-two-swipes.evemu",
                summary: "Two edge swipes: first to 70 % (finishes), then after 1 s one to 20 % (cancels).",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.5, rate: rate).hold(0.1).lift()
                        .hold(1).touchDown(x: 1, y: 50).move(to: 20, y: 50, duration: 0.4, rate: rate).hold(0.1).lift()
                }))
        entries.append(
            Entry(
                file: "left-catch-settling.evemu",
                summary:
                    "A swipe to 40 % released; 100 ms later, while it settles back, a new edge swipe to 80 % catches it.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 40, y: 50, duration: 0.4, rate: rate).hold(0.1).lift()
                        .hold(0.05).touchDown(x: 1, y: 50).move(to: 80, y: 50, duration: 0.4, rate: rate).hold(0.1)
                        .lift()
                }))
        entries.append(
            Entry(
                file: "single-touch-finish.evemu",
                summary: "A single-touch screen (ABS_X/ABS_Y + BTN_TOUCH): from 1 % to 65 % in 0.7 s, lift.",
                device: SyntheticDevice.singleTouchScreen,
                events: try SyntheticGesture().touchDown(x: 1, y: 50).move(to: 65, y: 50, duration: 0.7, rate: 100)
                    .hold(0.1).lift().events(for: SyntheticDevice.singleTouchScreen)))
        entries.append(
            Entry(
                file: "mouse-drag-finish.evemu",
                summary:
                    "A mouse: left button pressed at the pointer start, dragged 60 % of 1280 counts right in 0.6 s, released.",
                device: SyntheticDevice.mouse,
                events: try SyntheticGesture().touchDown(x: 0, y: 50).move(
                    to: 60, y: 50, duration: 0.6, rate: mouseRate
                )
                .hold(0.1).lift().events(for: SyntheticDevice.mouse)))
        entries.append(
            Entry(
                file: "left-unfinished.evemu",
                summary: "An edge swipe to 60 % whose recording ends with the finger still down.",
                device: screen,
                events: try swipe { try $0.touchDown(x: 1, y: 50).move(to: 60, y: 50, duration: 0.5, rate: rate) }))
        entries.append(
            Entry(
                file: "drawer-present-tap-dismiss.evemu",
                summary:
                    "Scenario: an edge swipe to 70 % presents a drawer; 0.6 s later a tap at 92 % of the width (the dimmed area) dismisses it.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.5, rate: rate).hold(0.1).lift()
                        .hold(0.6).touchDown(x: 92, y: 50).hold(0.08).lift()
                }))
        entries.append(
            Entry(
                file: "drawer-present-pan-dismiss.evemu",
                summary:
                    "Scenario: an edge swipe to 70 % presents a drawer; 0.6 s later a pan on the drawer from 60 % back to 10 % dismisses it.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.5, rate: rate).hold(0.1).lift()
                        .hold(0.6).touchDown(x: 60, y: 50).move(to: 10, y: 50, duration: 0.4, rate: rate).hold(0.1)
                        .lift()
                }))
        entries.append(
            Entry(
                file: "navigation-push-push-back-back.evemu",
                summary:
                    "Scenario: two taps mid-screen (buttons that push), then a back swipe to 30 % (cancels) and one to 70 % (pops), 0.6 s apart.",
                device: screen,
                events: try swipe {
                    try $0.touchDown(x: 50, y: 50).hold(0.08).lift().hold(0.6)
                        .touchDown(x: 50, y: 50).hold(0.08).lift().hold(0.6)
                        .touchDown(x: 1, y: 50).move(to: 30, y: 50, duration: 0.4, rate: rate).hold(0.1).lift().hold(
                            0.6
                        )
                        .touchDown(x: 1, y: 50).move(to: 70, y: 50, duration: 0.4, rate: rate).hold(0.1).lift()
                }))
        entries += try touchpadEntries()
        return entries.sorted { $0.file < $1.file }
    }

    /// The number of `SYN_REPORT`-terminated frames in `events`.
    static func frameCount(_ events: [InputEvent]) -> Int {
        events.filter { $0.type == .syn && $0.code == EventCode.synReport }.count
    }

    /// Inserts a `SYN_DROPPED` after frame `frame` and drops that frame's successor, as a kernel buffer
    /// overflow does, then repeats the current state as libevdev's resync would (the recorder writes
    /// `SYN_DROPPED`, `SYN_REPORT`, the synced state, `SYN_REPORT`).
    static func synDropped(_ events: [InputEvent], atFrame frame: Int) -> [InputEvent] {
        var result: [InputEvent] = []
        var frames = 0
        var index = 0
        while index < events.count {
            let event = events[index]
            result.append(event)
            index += 1
            guard event.type == .syn, event.code == EventCode.synReport else { continue }
            frames += 1
            guard frames == frame else { continue }
            // The next frame is lost: the kernel drops it and reports SYN_DROPPED.
            var lost: [InputEvent] = []
            while index < events.count {
                lost.append(events[index])
                index += 1
                if lost.last?.type == .syn && lost.last?.code == EventCode.synReport { break }
            }
            let time = lost.last?.time ?? event.time
            result.append(InputEvent(time: time, type: .syn, code: EventCode.synDropped, value: 0))
            result.append(InputEvent(time: time, type: .syn, code: EventCode.synReport, value: 0))
            // The resync delivers the state the lost frame left: its position values.
            for sync in lost where sync.type == .abs {
                result.append(InputEvent(time: time, type: .abs, code: sync.code, value: sync.value))
            }
            result.append(InputEvent(time: time, type: .syn, code: EventCode.synReport, value: 0))
        }
        return result
    }
}
