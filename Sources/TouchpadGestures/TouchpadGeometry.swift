public import GestureCore

/// What libinput needs to know about a touchpad: axis ranges and resolutions, slots, semi-MT, pressure,
/// the `BTN_TOOL_*` keys, clickpad.
///
/// Built from a device description by the reader's side (``TouchpadFrame`` has the matching layout);
/// every derived value below cites the libinput code it follows (`src/evdev-mt-touchpad.c`,
/// libinput 1.29).
///
/// ```swift
/// let pad = TouchpadGeometry(x: .init(minimum: 0, maximum: 3000, resolution: 30),
///                            y: .init(minimum: 0, maximum: 2000, resolution: 30), slotCount: 5)
/// pad.size   // 100 × 66.7 mm
/// ```
public struct TouchpadGeometry: Sendable, Hashable {
    /// One position axis.
    public struct Axis: Sendable, Hashable {
        /// Smallest value, device units.
        public var minimum: Int32
        /// Largest value, device units.
        public var maximum: Int32
        /// Units per millimetre as the kernel reports it (0 when unknown).
        public var resolution: Int32
        /// The kernel's noise filter width, device units (libinput's hysteresis margin when non-zero).
        public var fuzz: Int32

        /// Creates an axis.
        /// - Parameters:
        ///   - minimum: Smallest value, device units.
        ///   - maximum: Largest value, device units.
        ///   - resolution: Units per millimetre, 0 when unknown.
        ///   - fuzz: Noise filter width, device units.
        public init(minimum: Int32, maximum: Int32, resolution: Int32, fuzz: Int32 = 0) {
            self.minimum = minimum
            self.maximum = maximum
            self.resolution = resolution
            self.fuzz = fuzz
        }
    }

    /// The assumed size of a pad without resolution, millimetres (`tp_init_default_resolution`:
    /// "assume a 69×50 mm touchpad").
    public static let defaultSizeWithoutResolution = (width: 69.0, height: 50.0)

    /// The horizontal position axis.
    public var x: Axis
    /// The vertical position axis.
    public var y: Axis
    /// `ABS_MT_SLOT` maximum + 1, or 1 without slots.
    public var slotCount: Int
    /// Whether the pad reports multitouch positions (`ABS_MT_POSITION_X/Y`).
    public var reportsMultitouch: Bool
    /// `INPUT_PROP_SEMI_MT`: the two slots are a bounding box, not two fingers.
    public var isSemiMultitouch: Bool
    /// The pressure axis (`ABS_MT_PRESSURE`, `ABS_PRESSURE` without multitouch), when present.
    public var pressure: ClosedRange<Int32>?
    /// The highest finger count a `BTN_TOOL_*TAP` key can report (5 with `BTN_TOOL_QUINTTAP`), 1 with
    /// `BTN_TOOL_FINGER` only.
    public var toolFingerCount: Int
    /// `INPUT_PROP_BUTTONPAD`: the whole pad clicks.
    public var isClickpad: Bool

    /// Creates a geometry.
    /// - Parameters:
    ///   - x: The horizontal position axis.
    ///   - y: The vertical position axis.
    ///   - slotCount: Multitouch slots (1 without).
    ///   - reportsMultitouch: Whether `ABS_MT_POSITION_X/Y` exist.
    ///   - isSemiMultitouch: `INPUT_PROP_SEMI_MT`.
    ///   - pressure: The pressure axis range, when present.
    ///   - toolFingerCount: The highest finger count a `BTN_TOOL_*` key reports.
    ///   - isClickpad: `INPUT_PROP_BUTTONPAD`.
    public init(
        x: Axis, y: Axis, slotCount: Int, reportsMultitouch: Bool = true, isSemiMultitouch: Bool = false,
        pressure: ClosedRange<Int32>? = nil, toolFingerCount: Int = 1, isClickpad: Bool = false
    ) {
        self.x = x
        self.y = y
        self.slotCount = max(1, slotCount)
        self.reportsMultitouch = reportsMultitouch
        self.isSemiMultitouch = isSemiMultitouch
        self.pressure = pressure
        self.toolFingerCount = toolFingerCount
        self.isClickpad = isClickpad
    }

    /// Whether libinput processes slots (`has_mt`): multitouch positions and not semi-MT
    /// (evdev-mt-touchpad.c:2806-2846).
    public var hasMultitouch: Bool { reportsMultitouch && !isSemiMultitouch && slotCount > 1 }

    /// The slots libinput tracks (`num_slots`): 1 on semi-MT pads (evdev-mt-touchpad.c:2806-2846).
    public var trackedSlots: Int { hasMultitouch ? slotCount : 1 }

    /// Touches libinput keeps (`ntouches`): the slots or the highest `BTN_TOOL_*` count, whichever is
    /// more (evdev-mt-touchpad.c:2848-2855).
    public var touchCount: Int { max(trackedSlots, min(toolFingerCount, 5)) }

    /// Whether pinch and swipe detection run (`gesture.enabled`): not semi-MT and more than one slot
    /// (evdev-mt-touchpad-gestures.c:2037-2041).
    public var gesturesEnabled: Bool { hasMultitouch }

    /// Horizontal units per millimetre in use: the kernel's, or the range over 69 mm without one.
    public var resolutionX: Double {
        x.resolution > 0
            ? Double(x.resolution) : Self.assumedResolution(x, millimetres: Self.defaultSizeWithoutResolution.width)
    }

    /// Vertical units per millimetre in use: the kernel's, or the range over 50 mm without one.
    public var resolutionY: Double {
        y.resolution > 0
            ? Double(y.resolution) : Self.assumedResolution(y, millimetres: Self.defaultSizeWithoutResolution.height)
    }

    /// The resolution libinput assumes for an axis without one, units/mm.
    ///
    /// `tp_init_default_resolution` divides the int `abs.dimensions` (|max − min|) by the int size in mm and sets the quotient with
    /// `libevdev_set_abs_resolution`, so it is an integer (4096 units over 50 mm is 81, not 81.92; the
    /// 1 % this makes showed against libinput 1.22 on the corpus's Wacom Bamboo). At least 1, as
    /// `evdev_fix_abs_resolution` leaves it.
    static func assumedResolution(_ axis: Axis, millimetres: Double) -> Double {
        let range = abs(Int64(axis.maximum) - Int64(axis.minimum))
        return Double(max(1, range / Int64(millimetres)))
    }

    /// The pad's size, millimetres.
    public var size: (width: Double, height: Double) {
        (Double(x.maximum - x.minimum) / resolutionX, Double(y.maximum - y.minimum) / resolutionY)
    }

    /// libinput's `device->dpi`: `res_x · 25.4` stored as an int (touchpad.c:3628-3630).
    public var dpi: Int { Int(resolutionX * 25.4) }

    /// Converts a delta in device units to millimetres (`evdev_device_unit_delta_to_mm`).
    /// - Parameters:
    ///   - dx: Horizontal delta, device units.
    ///   - dy: Vertical delta, device units.
    /// - Returns: The delta in millimetres.
    public func millimetres(dx: Double, dy: Double) -> Vector {
        Vector(x: dx / resolutionX, y: dy / resolutionY)
    }

    /// Whether libinput's thumb detection runs: clickpads at least 50 mm high (thumb.c:370-382).
    public var detectsThumbs: Bool { isClickpad && size.height >= Self.thumbDetectionMinimumHeight }

    /// The height below which a clickpad has no thumb detection, millimetres (thumb.c:370-382).
    public static let thumbDetectionMinimumHeight = 50.0

    /// The pressure at or above which a hovering touch begins: `min + 0.12·range`
    /// (evdev-mt-touchpad.c:3488-3540).
    public var pressureHigh: Int32? {
        pressure.map { $0.lowerBound + Int32(Double($0.upperBound - $0.lowerBound) * 0.12) }
    }

    /// The pressure below which a touch ends: `min + 0.10·range` (evdev-mt-touchpad.c:3488-3540).
    public var pressureLow: Int32? {
        pressure.map { $0.lowerBound + Int32(Double($0.upperBound - $0.lowerBound) * 0.10) }
    }
}
