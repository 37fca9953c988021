/// What happened to a contact in a ``TouchSample``.
///
/// The phases follow UIKit's `UITouch.Phase` and evdev's multitouch protocol B: a contact goes
/// `down` once, `move`s any number of times, and ends with `up` (lifted) or `cancel` (the system
/// took the touch away, e.g. a palm rejection or a `SYN_DROPPED` resync that lost it).
public enum TouchPhase: String, CaseIterable, Hashable, Sendable, Codable {
    /// The contact touched the surface.
    case down
    /// The contact moved while touching.
    case move
    /// The contact was lifted.
    case up
    /// The contact was taken away by the system; it did not lift normally.
    case cancel
}
