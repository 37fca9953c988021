/// The range and resolution of one absolute axis, as `struct input_absinfo` carries it.
public struct AbsInfo: Hashable, Sendable {
    /// The axis value when the description was taken (0 when the file does not say).
    public var value: Int32
    /// Smallest value, device units.
    public var minimum: Int32
    /// Largest value, device units.
    public var maximum: Int32
    /// Noise filter width, device units.
    public var fuzz: Int32
    /// Dead zone, device units.
    public var flat: Int32
    /// Units per millimetre for position axes (units per radian for rotation); 0 when unknown.
    public var resolution: Int32

    /// Creates an axis description.
    /// - Parameters:
    ///   - minimum: Smallest value, device units.
    ///   - maximum: Largest value, device units.
    ///   - fuzz: Noise filter width.
    ///   - flat: Dead zone.
    ///   - resolution: Units per millimetre, 0 when unknown.
    ///   - value: The current value.
    public init(
        minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0,
        value: Int32 = 0
    ) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// The number of units from minimum to maximum (`maximum − minimum`), never below 1.
    public var span: Double { Swift.max(1, Double(maximum) - Double(minimum)) }

    /// The number of distinct values the axis reports, `maximum − minimum + 1`, never below 1.
    ///
    /// libinput maps an axis onto a screen of `W` pixels as `(v − minimum) · W / range`
    /// (`absinfo_range` and `absinfo_scale_axis` in libinput's `src/evdev.h`): a pixel-addressed axis
    /// 0…799 covers 800 pixels, and its last value is the start of the last pixel, not the far edge.
    public var range: Double { Swift.max(1, Double(maximum) - Double(minimum) + 1) }

    /// `value` as libinput scales it onto a screen: `(value − minimum) / range`, 0 at `minimum`.
    public func scaled(_ value: Double) -> Double {
        (value - Double(minimum)) / range
    }

    /// The axis length in millimetres, when the resolution is known.
    public var millimeters: Double? {
        resolution > 0 ? (Double(maximum) - Double(minimum)) / Double(resolution) : nil
    }

    /// `value` as a fraction of the range: 0 at `minimum`, 1 at `maximum` (not clamped: devices overshoot).
    public func normalized(_ value: Int32) -> Double {
        (Double(value) - Double(minimum)) / span
    }
}
