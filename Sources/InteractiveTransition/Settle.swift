/// How a released transition settles: toward which end, for how long, and along which curve.
public struct Settle: Sendable, Hashable {
    /// The model that chose the numbers.
    public var model: SettleModel
    /// Toward which end the animation runs.
    public var outcome: Outcome
    /// The settle's duration, seconds (0 when the animation is already at its target): computed, not
    /// read from events, so `Double` seconds as the animator runs it (see `Microseconds`).
    public var duration: Double
    /// The curve of the settle; a spring runs in its own time over ``duration``.
    public var curve: TimingCurve

    /// Creates a settle.
    /// - Parameters:
    ///   - model: The model that chose the numbers.
    ///   - outcome: Toward which end.
    ///   - duration: Seconds.
    ///   - curve: The settle's curve.
    public init(model: SettleModel, outcome: Outcome, duration: Double, curve: TimingCurve) {
        self.model = model
        self.outcome = outcome
        self.duration = duration
        self.curve = curve
    }
}
