extension DeviceDescription {
    /// What of this description a file of `format` cannot hold, one phrase each; empty when it holds
    /// all of it.
    ///
    /// evemu has no place for a `libinput record` file's udev properties (`ID_INPUT_TOUCHPAD_INTEGRATION`,
    /// `ID_INPUT_WIDTH_MM`, `LIBINPUT_DEVICE_GROUP`) nor its libinput version; `libinput record` has none
    /// for evemu's LED and switch states (`L:` and `S:` lines). A converter says these rather than
    /// dropping them without a word.
    /// - Parameter format: The format being written.
    /// - Returns: Phrases such as `the udev properties (ID_INPUT=1, ID_INPUT_TOUCHPAD=1)`.
    public func unwritable(in format: RecordingFormat) -> [String] {
        switch format {
        case .evemu:
            var lost: [String] = []
            if let properties = udevProperties, !properties.isEmpty {
                lost.append("the udev properties (\(properties.joined(separator: ", ")))")
            }
            if let version = libinputVersion, version != "unknown" { lost.append("the libinput version (\(version))") }
            return lost
        case .libinput:
            let states = states.values.reduce(0) { $0 + $1.values.filter { $0 != 0 }.count }
            return states > 0
                ? ["the \(states) LED and switch state\(states == 1 ? "" : "s") (evemu `L:` and `S:` lines)"] : []
        case .getevent, .evtest:
            return []
        }
    }
}
