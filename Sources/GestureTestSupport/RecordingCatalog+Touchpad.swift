public import EvdevInput

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
        ]
    }
}
