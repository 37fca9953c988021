/// What a device is: name, ids, properties, supported codes and absolute axes.
///
/// Recordings carry this before their events (evemu's `N/I/P/B/A` lines, libinput record's `evdev:`
/// map); a live device gives it through libevdev. The class, the slot count and the physical size
/// are derived from it.
///
/// ```swift
/// var touchscreen = DeviceDescription(name: "Panel")
/// touchscreen.properties = [.direct]
/// touchscreen.enable(.abs, EventCode.absMTPositionX, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
/// ```
public struct DeviceDescription: Hashable, Sendable {
    /// The kernel name of the device.
    public var name: String
    /// Bus, vendor, product and version.
    public var id: DeviceID
    /// Input properties (`INPUT_PROP_*`).
    public var properties: Set<InputProperty>
    /// Whether the source listed properties at all.
    ///
    /// Old evemu files have no `P:` line; then the
    /// absence of `INPUT_PROP_DIRECT` says nothing and classification falls back to codes alone.
    public var propertiesKnown: Bool
    /// Supported codes per event type.
    public var codes: [EventType: Set<UInt16>]
    /// Absolute axes, by `ABS_*` code.
    public var absInfo: [UInt16: AbsInfo]
    /// Non-zero LED and switch states (evemu `L:`/`S:` lines), by type and code.
    public var states: [EventType: [UInt16: Int32]]
    /// Free-form provenance the writers repeat as comments: kernel release, DMI modalias.
    public var kernel: String?
    /// DMI modalias of the machine the recording came from.
    public var dmi: String?
    /// The class the user says the device is, which ``deviceClass`` then is instead of its guess from
    /// the bits (nil: the guess).
    public var declaredClass: DeviceClass?
    /// Whether the axis ranges were taken from the events, not from the device.
    ///
    /// A dump read without its device's listing: positions are then relative to the area touched. Kept when the
    /// description is written to an evemu file (``EvemuWriter/inferredRangesMark``).
    public var rangesInferred = false
    /// The udev properties a `libinput record` file lists for the device (`ID_INPUT_TOUCHPAD=1`,
    /// `LIBINPUT_DEVICE_GROUP=…`), in its order; nil when the source has none (evemu cannot hold them).
    public var udevProperties: [String]?
    /// The libinput version a `libinput record` file names (`1.22.1`); nil when the source does not say.
    public var libinputVersion: String?

    /// The longest device name read from a file, bytes.
    ///
    /// The kernel caps a uinput device's name at 80 bytes (`UINPUT_MAX_NAME_SIZE`) and real names are
    /// under 100; 4096 leaves room for any driver's. The bound keeps a converted file readable: the
    /// writers repeat the name in a comment and escape its control characters (up to four bytes
    /// each), and a name near the 1 MiB line limit converted into lines past it that did not read back.
    public static let maximumNameLength = 4096

    /// `name` as read from line `line` of `path`, or an error when it is longer than ``maximumNameLength``.
    static func checkedName(_ name: String, path: String, line: Int) throws(RecordingError) -> String {
        guard name.utf8.count <= maximumNameLength else {
            throw RecordingError(
                .badData, path: path, line: line, expected: "a device name of at most \(maximumNameLength) bytes",
                found: "a name of \(name.utf8.count) bytes")
        }
        return name
    }

    /// Creates a description with no codes.
    /// - Parameters:
    ///   - name: The device name.
    ///   - id: Bus, vendor, product and version.
    public init(name: String, id: DeviceID = DeviceID(bustype: 0, vendor: 0, product: 0, version: 0)) {
        self.name = name
        self.id = id
        self.properties = []
        self.propertiesKnown = true
        self.codes = [:]
        self.absInfo = [:]
        self.states = [:]
    }

    /// Whether the device supports `code` of `type`.
    public func has(_ type: EventType, _ code: UInt16) -> Bool {
        codes[type]?.contains(code) ?? false
    }

    /// Whether the device has a property.
    public func has(_ property: InputProperty) -> Bool { properties.contains(property) }

    /// Marks `code` of `type` as supported, with its axis description for `EV_ABS`.
    public mutating func enable(_ type: EventType, _ code: UInt16, _ info: AbsInfo? = nil) {
        codes[type, default: []].insert(code)
        if type == .abs { absInfo[code] = info ?? absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0) }
    }

    /// The number of multitouch slots (`ABS_MT_SLOT` maximum + 1), or nil without slots (or with an
    /// inverted slot range, which no device can have).
    public var slotCount: Int? {
        guard has(.abs, EventCode.absMTSlot), let info = absInfo[EventCode.absMTSlot], info.maximum >= info.minimum
        else { return nil }
        return Int(info.maximum) - Int(info.minimum) + 1
    }

    /// The axis pair positions come from: `ABS_MT_POSITION_X/Y` when present, else `ABS_X/Y`.
    public var positionAxes: (x: UInt16, y: UInt16)? {
        if has(.abs, EventCode.absMTPositionX), has(.abs, EventCode.absMTPositionY) {
            return (EventCode.absMTPositionX, EventCode.absMTPositionY)
        }
        if has(.abs, EventCode.absX), has(.abs, EventCode.absY) {
            return (EventCode.absX, EventCode.absY)
        }
        return nil
    }

    /// The physical size of the position axes in millimetres, when both have a resolution.
    public var physicalSize: (width: Double, height: Double)? {
        guard let axes = positionAxes, let w = absInfo[axes.x]?.millimeters, let h = absInfo[axes.y]?.millimeters
        else { return nil }
        return (w, h)
    }

    /// Every supported event type, ascending.
    public var types: [EventType] { codes.keys.sorted() }
}
