import EvdevInput

extension RecordingCatalog {
    /// libinput units of one millimetre on ``SyntheticDevice/touchpad``: `40 · 1000/1016 · 0.9 · 0.2968`.
    public static let touchpadUnitsPerMillimetre = 40 * 1000 / 1016 * 0.9 * 0.2968

    /// The millimetres a swipe must travel for `fraction` of `units` libinput units.
    static func millimetres(_ fraction: Double, of units: Double) -> Double {
        fraction * units / touchpadUnitsPerMillimetre
    }

    /// The touchpad recordings: multi-finger swipes written in millimetres, their lengths fractions of
    /// the desktops' base distances (GNOME Shell and libadwaita 400 units, Firefox 275).
    static func touchpadEntries() throws -> [Entry] {
        let pad = SyntheticDevice.touchpad
        func entry(_ file: String, _ summary: String, _ gesture: SyntheticGesture) -> Entry {
            Entry(file: file, summary: summary, device: pad, events: gesture.events(for: pad))
        }
        let gnome = 400.0
        let firefox = 275.0
        return [
            entry(
                "touchpad-3fg-right-0.8.evemu",
                "Touchpad: three fingers right by 0.8 of 400 units (30.4 mm) in 0.8 s, slowing to rest, 0.2 s still, lift.",
                try .touchpadSwipe(fingers: 3, dx: millimetres(0.8, of: gnome), duration: 0.8)),
            entry(
                "touchpad-3fg-right-0.3.evemu",
                "Touchpad: three fingers right by 0.3 of 400 units (11.4 mm) in 0.6 s, slowing to rest, 0.2 s still, lift.",
                try .touchpadSwipe(fingers: 3, dx: millimetres(0.3, of: gnome), duration: 0.6)),
            entry(
                "touchpad-2fg-right-0.8.evemu",
                "Touchpad: two fingers right by 0.8 of 400 units (30.4 mm) in 0.8 s, slowing to rest, 0.2 s still, lift.",
                try .touchpadSwipe(fingers: 2, dx: millimetres(0.8, of: gnome), duration: 0.8)),
            entry(
                "touchpad-2fg-right-0.3.evemu",
                "Touchpad: two fingers right by 0.3 of 400 units (11.4 mm) in 0.6 s, slowing to rest, 0.2 s still, lift.",
                try .touchpadSwipe(fingers: 2, dx: millimetres(0.3, of: gnome), duration: 0.6)),
            entry(
                "touchpad-2fg-right-firefox-0.3.evemu",
                "Touchpad: two fingers right by 0.3 of Firefox's 275 units (7.8 mm) in 0.5 s, slowing to rest, lift.",
                try .touchpadSwipe(fingers: 2, dx: millimetres(0.3, of: firefox), duration: 0.5)),
            entry(
                "touchpad-1fg-right.evemu",
                "Touchpad: one finger right by 30.4 mm in 0.8 s, slowing to rest, lift: pointer motion.",
                try .touchpadSwipe(fingers: 1, dx: millimetres(0.8, of: gnome), duration: 0.8)),
            entry(
                "touchpad-3fg-right-12mm.evemu",
                "Touchpad: three fingers right by 12 mm at a constant 40 mm/s, 0.2 s still, lift (KWin switches).",
                try .touchpadSwipe(fingers: 3, dx: 12, duration: 0.3, profile: .constant)),
            entry(
                "touchpad-3fg-right-4mm.evemu",
                "Touchpad: three fingers right by 4 mm at a constant 40 mm/s, 0.2 s still, lift (KWin stays).",
                try .touchpadSwipe(fingers: 3, dx: 4, duration: 0.1, profile: .constant)),
            entry(
                "touchpad-4fg-up.evemu",
                "Touchpad: four fingers up by 20 mm in 0.5 s, slowing to rest, lift.",
                try .touchpadSwipe(fingers: 4, x: 15, y: 45, dx: 0, dy: -20, duration: 0.5)),
            entry(
                "touchpad-2fg-down-scroll.evemu",
                "Touchpad: two fingers down by 20 mm in 0.5 s, slowing to rest, lift: a vertical scroll.",
                try .touchpadSwipe(fingers: 2, y: 15, dx: 0, dy: 20, duration: 0.5)),
            entry(
                "touchpad-2fg-pinch-out.evemu",
                "Touchpad: two fingers 15 mm apart move apart by 10 mm each in 0.4 s, lift: a pinch.",
                try pinch()),
            entry(
                "touchpad-3fg-lift-one.evemu",
                "Touchpad: three fingers right by 15 mm, the third lifts, the other two go on 15 mm: a count change.",
                try liftOne()),
            entry(
                "touchpad-2fg-tap.evemu",
                "Touchpad: two fingers down for 80 ms without moving, lift: a tap, no gesture.",
                try tap()),
        ]
    }

    /// Two fingers 15 mm apart at mid-height moving apart, 10 mm each, at 125 Hz.
    static func pinch() throws -> SyntheticGesture {
        let rate = SyntheticGesture.touchpadRate
        return try SyntheticGesture()
            .touchDown(contact: 0, x: SyntheticGesture.touchpadPercentX(40), y: SyntheticGesture.touchpadPercentY(30))
            .touchDown(contact: 1, x: SyntheticGesture.touchpadPercentX(55), y: SyntheticGesture.touchpadPercentY(31))
            .hold(1 / rate)
            .move(
                offsets: [
                    (0, SyntheticGesture.touchpadPercentX(-10), 0), (1, SyntheticGesture.touchpadPercentX(10), 0),
                ],
                duration: 0.4, rate: rate
            )
            .hold(0.1).lift(contact: 0).lift(contact: 1)
    }

    /// Three fingers swipe right 15 mm, the third lifts and the two left go on for 15 mm, at 125 Hz.
    static func liftOne() throws -> SyntheticGesture {
        let rate = SyntheticGesture.touchpadRate
        var gesture = SyntheticGesture()
        for contact in 0..<3 {
            gesture = try gesture.touchDown(
                contact: contact, x: SyntheticGesture.touchpadPercentX(15 + 15 * Double(contact)),
                y: SyntheticGesture.touchpadPercentY(30 + Double(contact)))
        }
        let step = SyntheticGesture.touchpadPercentX(15)
        return try gesture.hold(1 / rate)
            .move(contacts: [0, 1, 2], by: step, 0, duration: 0.3, rate: rate)
            .lift(contact: 2).hold(1 / rate)
            .move(contacts: [0, 1], by: step, 0, duration: 0.4, rate: rate)
            .hold(0.1).lift(contact: 0).lift(contact: 1)
    }

    /// Two fingers down for 80 ms, still, then lifted: libinput's two-finger tap.
    static func tap() throws -> SyntheticGesture {
        try SyntheticGesture()
            .touchDown(contact: 0, x: SyntheticGesture.touchpadPercentX(40), y: SyntheticGesture.touchpadPercentY(30))
            .touchDown(contact: 1, x: SyntheticGesture.touchpadPercentX(55), y: SyntheticGesture.touchpadPercentY(31))
            .hold(0.08).lift(contact: 0).lift(contact: 1)
    }
}
