import EdgePan
package import GestureInteraction
import GestureReplay

/// A model parameter `sweep` can vary, with its unit and default range.
package enum SweepParameter: String, CaseIterable, Sendable {
    /// The completion threshold, fraction 0…1.
    case threshold
    /// The fling rule's minimum velocity, extents per second (0 removes the rule).
    case fling
    /// The edge zone, points.
    case edgeZone
    /// The slop, points.
    case slop
    /// Touchpads: libinput units per unit of progress.
    case baseDistance
    /// The release velocity below which the nearest snap point wins: units/ms on a touchpad, points/ms
    /// on a touchscreen (libadwaita's touch decision).
    case velocityThreshold
    /// Touchpads: the fewest fingers of a swipe the tracker takes.
    case fingers

    /// The unit, for messages, on the route the replay takes.
    /// - Parameter touchpad: Whether the input goes through the model's touchpad rules.
    package func unit(touchpad: Bool) -> String {
        self == .velocityThreshold && !touchpad ? " pt/ms" : unit
    }

    /// The unit, for messages (a touchpad's, where the routes differ).
    package var unit: String {
        switch self {
        case .threshold: ""
        case .fling: " extents/s"
        case .edgeZone, .slop: " pt"
        case .baseDistance: " units"
        case .velocityThreshold: " units/ms"
        case .fingers: " fingers"
        }
    }

    /// The default range swept: the threshold over its whole domain; fling up to 5 widths/s (five times
    /// Flutter's 1 width/s); edge zone up to 60 pt (three times UIKit's 20 pt); slop up to 40 pt.
    package var defaultRange: (from: Double, to: Double, step: Double) {
        switch self {
        case .threshold: (0, 1, 0.05)
        case .fling: (0, 5, 0.25)
        case .edgeZone: (0, 60, 5)
        case .slop: (0, 40, 2)
        // Touchpads: a quarter to twice GNOME's 400 units; 0…2 units/ms around its 0.6; 2…4 fingers.
        case .baseDistance: (100, 800, 50)
        case .velocityThreshold: (0, 2, 0.1)
        case .fingers: (2, 4, 1)
        }
    }

    /// `overrides` with this parameter set to `value`.
    package func applying(_ value: Double, to overrides: ModelOverrides) -> ModelOverrides {
        var result = overrides
        switch self {
        case .threshold: result.threshold = value
        case .fling: result.fling = value
        case .edgeZone: result.edgeZone = value
        case .slop: result.slop = value
        case .baseDistance: result.baseDistance = value
        case .velocityThreshold: result.velocityThreshold = Rate(value)
        case .fingers: result.fingers = Int(value.rounded())
        }
        return result
    }

    /// The ends of the parameter's own domain, where a search range ending there bounds nothing: 0
    /// below every length, speed and threshold, 1 above the threshold (a fraction of the extent).
    package var domain: (lower: Double?, upper: Double?) {
        switch self {
        case .threshold: (0, 1)
        case .fling, .edgeZone, .slop, .velocityThreshold: (0, nil)
        case .baseDistance, .fingers: (nil, nil)
        }
    }

    /// The value in force for `model` with `overrides`, for a swipe of `extent` points; nil when the
    /// model has no such parameter (no fling rule).
    /// - Parameter touchpad: Whether the input goes through the model's touchpad rules (the velocity
    ///   threshold is then the tracker's, else libadwaita's touch one).
    package func current(model: FeelModel, overrides: ModelOverrides, extent: Double, touchpad: Bool = true) -> Double?
    {
        let applied = overrides.applied(to: model)
        switch self {
        case .threshold: return applied.threshold.fraction(of: extent)
        case .fling: return applied.flingVelocity.map { $0.fraction(of: extent) }
        case .edgeZone: return applied.recognizer.edgeZone
        case .slop: return applied.recognizer.slop
        case .baseDistance: return applied.touchpad?.baseDistance
        case .velocityThreshold:
            guard touchpad else {
                if case .adwaita(let velocityThreshold) = applied.decider { return velocityThreshold.value }
                return nil
            }
            return applied.touchpad?.velocityThreshold.value
        case .fingers: return applied.touchpad.map { Double($0.minimumFingers) }
        }
    }
}
