/// Where a contact is in its life within one frame.
public enum ContactPhase: String, Hashable, Sendable, Codable {
    /// The contact started in this frame.
    case down
    /// The contact continues (its position may or may not have changed).
    case move
    /// The contact ended normally in this frame.
    case up
    /// The contact ended without a normal lift: its state was lost (`SYN_DROPPED`) or it was replaced.
    case cancel
}
