/// Everything that changed between two `SYN_REPORT`s: the contacts, each with its phase.
public struct TouchFrame: Hashable, Sendable {
    /// The time of the `SYN_REPORT` that closed the frame, microseconds on the source's clock.
    public var time: Int64
    /// Every contact that was down during the frame, including those that went up in it.
    public var contacts: [TouchContact]
    /// Whether events were lost (`SYN_DROPPED`) between the previous frame and this one.
    public var followsGap: Bool

    /// Creates a frame.
    public init(time: Int64, contacts: [TouchContact], followsGap: Bool = false) {
        self.time = time
        self.contacts = contacts
        self.followsGap = followsGap
    }
}
