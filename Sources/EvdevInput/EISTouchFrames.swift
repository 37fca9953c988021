import GestureCore

/// A touchscreen recording's frames as the touch changes an EIS touch device sends: each contact's
/// down, motion and up, positions in the device's region.
///
/// Frames are assembled as everywhere else (``FrameAssembler``: protocol B slots and tracking ids,
/// protocol A, single touch with `BTN_TOUCH`), so a slot lifted and used again is a new contact. A
/// position maps onto the region as libinput maps a touchscreen's axis onto its output: `region.x +
/// (v − minimum) · width / (maximum − minimum + 1)` (``AbsInfo/scaled(_:)``), after clamping `v` to the
/// axis range, so the axis maximum lands inside the region's last pixel (libei discards a touch outside
/// every region: `ei_touch_down` in libei's `src/libei-device.c`). A motion is sent only when the
/// mapped position changed; a cancelled contact (a tracking id replaced without a lift) goes up.
///
/// ```swift
/// var frames = try EISTouchFrames(description: recorded, region: EISRegion(x: 0, y: 0, width: 1280, height: 800))
/// frames.changes(for: script.frame(0))   // [.down(contact: 0, x: 640, y: 400)]
/// ```
package struct EISTouchFrames: Sendable {
    /// What one frame sends for one contact.
    package enum Change: Hashable, Sendable {
        /// The contact touched at `x, y`, logical pixels of the desktop.
        case down(contact: Int, x: Double, y: Double)
        /// The contact moved to `x, y`, logical pixels of the desktop.
        case motion(contact: Int, x: Double, y: Double)
        /// The contact lifted.
        case up(contact: Int)
    }

    /// The region positions map onto.
    package let region: EISRegion
    private var assembler: FrameAssembler
    private let xAxis: AbsInfo
    private let yAxis: AbsInfo
    /// Where each contact down was last sent, by contact id.
    private var sent: [Int: (x: Double, y: Double)] = [:]

    /// Starts with no contact down.
    /// - Parameters:
    ///   - description: The recorded touchscreen.
    ///   - region: The EIS device's region, logical pixels.
    /// - Throws: ``EISError/notTouchscreen(name:deviceClass:)`` when `description` is no touchscreen
    ///   with position axes.
    package init(description: DeviceDescription, region: EISRegion) throws(EISError) {
        try Self.check(description)
        guard let axes = description.positionAxes, let x = description.absInfo[axes.x],
            let y = description.absInfo[axes.y]
        else { throw .notTouchscreen(name: description.name, deviceClass: description.deviceClass.rawValue) }
        self.region = region
        xAxis = x
        yAxis = y
        assembler = FrameAssembler(description: description)
    }

    /// Checks that `description` is a touchscreen with position axes, the only device an EIS touch
    /// device can play.
    /// - Throws: ``EISError/notTouchscreen(name:deviceClass:)``.
    package static func check(_ description: DeviceDescription) throws(EISError) {
        guard description.deviceClass == .touchscreen, description.positionAxes != nil else {
            throw .notTouchscreen(name: description.name, deviceClass: description.deviceClass.rawValue)
        }
    }

    /// The changes of one frame, in the order the assembler reports its contacts.
    /// - Parameter frame: A frame's events, its `SYN_REPORT` last (events after it start the next frame).
    package mutating func changes(for frame: ArraySlice<InputEvent>) -> [Change] {
        var changes: [Change] = []
        for event in frame {
            guard let assembled = assembler.feed(event) else { continue }
            for contact in assembled.contacts {
                let position = map(x: contact.x, y: contact.y)
                switch contact.phase {
                case .down:
                    sent[contact.id] = position
                    changes.append(.down(contact: contact.id, x: position.x, y: position.y))
                case .move:
                    guard let last = sent[contact.id], last != position else { continue }
                    sent[contact.id] = position
                    changes.append(.motion(contact: contact.id, x: position.x, y: position.y))
                case .up, .cancel:
                    guard sent.removeValue(forKey: contact.id) != nil else { continue }
                    changes.append(.up(contact: contact.id))
                }
            }
        }
        return changes
    }

    /// A position in device units as a point of the region, logical pixels.
    package func map(x: Double, y: Double) -> (x: Double, y: Double) {
        func clamped(_ value: Double, _ axis: AbsInfo) -> Double {
            min(max(value, Double(axis.minimum)), Double(axis.maximum))
        }
        return (
            region.x + xAxis.scaled(clamped(x, xAxis)) * region.width,
            region.y + yAxis.scaled(clamped(y, yAxis)) * region.height
        )
    }
}

/// The part of the desktop an EIS device covers (`ei_region`), logical pixels.
package struct EISRegion: Hashable, Sendable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a region.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
