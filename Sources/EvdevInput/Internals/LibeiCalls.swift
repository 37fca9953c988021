internal import CEvdev

// The only file that calls `ei_*`: libei 1.x, the client side of EIS (emulated input), loaded at run
// time with dlopen and dlsym, never linked, so the package builds and runs where libei is not
// installed (Debian 12 has none; Debian 13's `libei1` is 1.3.901). The signatures and the enum values
// are libei.h's (libei 1.3.901, `/usr/include/libei-1.0/libei.h` of Debian 13's `libei-dev`): every
// object is an opaque pointer, every enum an unsigned int.

/// libei's functions a touch sender calls, resolved from `libei.so.1`.
struct LibeiCalls {
    /// The library's soname (libei's `meson.build` gives the library version 1.x.y).
    static let soname = "libei.so.1"

    /// `enum ei_device_capability` (libei.h): the capabilities bound and asked about.
    enum Capability: UInt32 {
        /// `EI_DEVICE_CAP_POINTER = (1 << 0)`.
        case pointer = 1
        /// `EI_DEVICE_CAP_POINTER_ABSOLUTE = (1 << 1)`.
        case pointerAbsolute = 2
        /// `EI_DEVICE_CAP_KEYBOARD = (1 << 2)`.
        case keyboard = 4
        /// `EI_DEVICE_CAP_TOUCH = (1 << 3)`.
        case touch = 8
        /// `EI_DEVICE_CAP_SCROLL = (1 << 4)`.
        case scroll = 16
        /// `EI_DEVICE_CAP_BUTTON = (1 << 5)`.
        case button = 32

        /// libei's own word for it (`eiplay`'s and the compositors' logs use the same).
        var name: String {
            switch self {
            case .pointer: "pointer"
            case .pointerAbsolute: "pointer-absolute"
            case .keyboard: "keyboard"
            case .touch: "touch"
            case .scroll: "scroll"
            case .button: "button"
            }
        }
    }

    /// `enum ei_event_type` (libei.h): the events a sender handles; the others are let go.
    enum EventType: UInt32 {
        /// `EI_EVENT_CONNECT = 1`.
        case connect = 1
        /// `EI_EVENT_DISCONNECT` (2).
        case disconnect = 2
        /// `EI_EVENT_SEAT_ADDED` (3).
        case seatAdded = 3
        /// `EI_EVENT_SEAT_REMOVED` (4).
        case seatRemoved = 4
        /// `EI_EVENT_DEVICE_ADDED` (5).
        case deviceAdded = 5
        /// `EI_EVENT_DEVICE_REMOVED` (6).
        case deviceRemoved = 6
        /// `EI_EVENT_DEVICE_PAUSED` (7).
        case devicePaused = 7
        /// `EI_EVENT_DEVICE_RESUMED` (8).
        case deviceResumed = 8
    }

    typealias Object = OpaquePointer
    typealias Unary = @convention(c) (Object?) -> Object?
    typealias Action = @convention(c) (Object?) -> Void
    typealias Text = @convention(c) (Object?) -> UnsafePointer<CChar>?
    typealias Has = @convention(c) (Object?, UInt32) -> Bool
    typealias Coordinate = @convention(c) (Object?) -> UInt32
    typealias Position = @convention(c) (Object?, Double, Double) -> Void

    let newSender: @convention(c) (UnsafeMutableRawPointer?) -> Object?
    let configureName: @convention(c) (Object?, UnsafePointer<CChar>?) -> Void
    let setupBackendFD: @convention(c) (Object?, Int32) -> Int32
    let getFD: @convention(c) (Object?) -> Int32
    let dispatch: Action
    let getEvent: Unary
    let eventGetType: @convention(c) (Object?) -> UInt32
    let eventGetSeat: Unary
    let eventGetDevice: Unary
    let eventUnref: Unary
    let seatGetName: Text
    let seatHasCapability: Has
    /// `ei_seat_bind_capabilities`, variadic: called through the C shim's
    /// `gesture_replay_ei_seat_bind`.
    let seatBindCapabilities: UnsafeMutableRawPointer
    let deviceGetRegion: @convention(c) (Object?, Int) -> Object?
    let regionGetX: Coordinate
    let regionGetY: Coordinate
    let regionGetWidth: Coordinate
    let regionGetHeight: Coordinate
    let deviceHasCapability: Has
    let deviceRef: Unary
    let deviceUnref: Unary
    let deviceGetName: Text
    let deviceStartEmulating: @convention(c) (Object?, UInt32) -> Void
    let deviceStopEmulating: Action
    let deviceTouchNew: Unary
    let touchDown: Position
    let touchMotion: Position
    let touchUp: Action
    let touchUnref: Unary
    let deviceFrame: @convention(c) (Object?, UInt64) -> Void
    let unref: Unary

    /// Loads libei and resolves every function above.
    /// - Throws: ``EISError/noLibrary(name:reason:)`` when `libei.so.1` cannot be loaded,
    ///   ``EISError/missingFunction(library:function:)`` when a function is absent.
    init() throws(EISError) {
        guard let library = loadLibrary(Self.soname) else {
            throw .noLibrary(name: Self.soname, reason: dynamicLoaderError() ?? "not found")
        }
        func symbol(_ name: String) throws(EISError) -> UnsafeMutableRawPointer {
            guard let address = librarySymbol(library, name) else {
                throw .missingFunction(library: Self.soname, function: name)
            }
            return address
        }
        func function<T>(_ name: String, as type: T.Type) throws(EISError) -> T {
            unsafeBitCast(try symbol(name), to: type)
        }
        newSender = try function("ei_new_sender", as: (@convention(c) (UnsafeMutableRawPointer?) -> Object?).self)
        configureName = try function(
            "ei_configure_name", as: (@convention(c) (Object?, UnsafePointer<CChar>?) -> Void).self)
        setupBackendFD = try function("ei_setup_backend_fd", as: (@convention(c) (Object?, Int32) -> Int32).self)
        getFD = try function("ei_get_fd", as: (@convention(c) (Object?) -> Int32).self)
        dispatch = try function("ei_dispatch", as: Action.self)
        getEvent = try function("ei_get_event", as: Unary.self)
        eventGetType = try function("ei_event_get_type", as: (@convention(c) (Object?) -> UInt32).self)
        eventGetSeat = try function("ei_event_get_seat", as: Unary.self)
        eventGetDevice = try function("ei_event_get_device", as: Unary.self)
        eventUnref = try function("ei_event_unref", as: Unary.self)
        seatGetName = try function("ei_seat_get_name", as: Text.self)
        seatHasCapability = try function("ei_seat_has_capability", as: Has.self)
        seatBindCapabilities = try symbol("ei_seat_bind_capabilities")
        deviceGetRegion = try function("ei_device_get_region", as: (@convention(c) (Object?, Int) -> Object?).self)
        regionGetX = try function("ei_region_get_x", as: Coordinate.self)
        regionGetY = try function("ei_region_get_y", as: Coordinate.self)
        regionGetWidth = try function("ei_region_get_width", as: Coordinate.self)
        regionGetHeight = try function("ei_region_get_height", as: Coordinate.self)
        deviceHasCapability = try function("ei_device_has_capability", as: Has.self)
        deviceRef = try function("ei_device_ref", as: Unary.self)
        deviceUnref = try function("ei_device_unref", as: Unary.self)
        deviceGetName = try function("ei_device_get_name", as: Text.self)
        deviceStartEmulating = try function(
            "ei_device_start_emulating", as: (@convention(c) (Object?, UInt32) -> Void).self)
        deviceStopEmulating = try function("ei_device_stop_emulating", as: Action.self)
        deviceTouchNew = try function("ei_device_touch_new", as: Unary.self)
        touchDown = try function("ei_touch_down", as: Position.self)
        touchMotion = try function("ei_touch_motion", as: Position.self)
        touchUp = try function("ei_touch_up", as: Action.self)
        touchUnref = try function("ei_touch_unref", as: Unary.self)
        deviceFrame = try function("ei_device_frame", as: (@convention(c) (Object?, UInt64) -> Void).self)
        unref = try function("ei_unref", as: Unary.self)
    }

    /// `ei_seat_bind_capabilities(seat, first, [second,] NULL)`.
    func bind(_ seat: Object, _ first: Capability, _ second: Capability?) {
        gesture_replay_ei_seat_bind(
            seatBindCapabilities, UnsafeMutableRawPointer(seat), Int32(first.rawValue),
            Int32(second?.rawValue ?? 0))
    }

    /// The capabilities `has` answers yes to, in libei's words (`touch pointer-absolute`).
    func capabilities(_ object: Object, _ has: Has) -> String {
        let all: [Capability] = [.pointer, .pointerAbsolute, .keyboard, .touch, .scroll, .button]
        let names = all.filter { has(object, $0.rawValue) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: " ")
    }

    /// A C string libei returned, "" for NULL.
    static func string(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
}
