internal import CEvdev

// The only file that calls `libevdev_*` for names. libevdev's tables are the single source of truth
// for event type, code and property names, as evemu-record and libinput record print them.

enum LibevdevCalls {
    /// `libevdev_event_type_get_name`: `EV_ABS` for 3, nil when unknown.
    static func typeName(_ type: UInt16) -> String? {
        libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) }
    }

    /// `libevdev_event_code_get_name`: `ABS_MT_SLOT` for (3, 47), nil when unknown.
    static func codeName(type: UInt16, code: UInt16) -> String? {
        libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) }
    }

    /// `libevdev_property_get_name`: `INPUT_PROP_DIRECT` for 1, nil when unknown.
    static func propertyName(_ property: UInt16) -> String? {
        libevdev_property_get_name(UInt32(property)).map { String(cString: $0) }
    }

    /// `libevdev_event_type_get_max`: the highest code of a type, nil for an invalid type.
    static func maxCode(type: UInt16) -> UInt16? {
        let max = libevdev_event_type_get_max(UInt32(type))
        return max < 0 ? nil : UInt16(max)
    }

    /// `libevdev_event_type_from_name`.
    static func type(named name: String) -> UInt16? {
        let value = libevdev_event_type_from_name(name)
        return value < 0 ? nil : UInt16(value)
    }

    /// `libevdev_event_code_from_name`, or `libevdev_event_code_from_code_name` when type is nil.
    static func code(named name: String, type: UInt16) -> UInt16? {
        let value = libevdev_event_code_from_name(UInt32(type), name)
        return value < 0 ? nil : UInt16(value)
    }

    /// `libevdev_property_from_name`.
    static func property(named name: String) -> UInt16? {
        let value = libevdev_property_from_name(name)
        return value < 0 ? nil : UInt16(value)
    }
}
