extension DeviceDescription {
    /// Whether the device has typing keys (`KEY_A`, `KEY_Q`, `KEY_SPACE`), whatever its class: a
    /// recording of it could capture typed text, passwords included.
    public var hasTypingKeys: Bool {
        Self.typingKeys.allSatisfy { has(.key, $0) }
    }

    /// Refuses to record a device with typing keys unless the user said so.
    /// - Parameters:
    ///   - node: The device node, for the message.
    ///   - allowKeyboard: Whether the user passed `--allow-keyboard`.
    /// - Throws: `EvdevError.keyboard` for a device with typing keys when not allowed.
    package func checkRecordable(node: String, allowKeyboard: Bool) throws(EvdevError) {
        if hasTypingKeys && !allowKeyboard { throw .keyboard(path: node, name: name) }
    }
}
