public import EdgePan
public import GestureCore
public import InteractiveTransition
public import TouchpadGestures

/// Changes to a feel model's parameters from the command line or a manifest case; nil leaves the
/// model's own value.
public struct ModelOverrides: Sendable, Hashable {
    /// Completion threshold, fraction 0…1.
    public var threshold: Double?
    /// Fling rule minimum, extents per second (0 removes the rule).
    public var fling: Double?
    /// Edge zone, points.
    public var edgeZone: Double?
    /// Slop, points.
    public var slop: Double?
    /// Settle model.
    public var settle: SettleModel?
    /// Percent mode.
    public var percentMode: ScreenEdgePanRecognizer.PercentMode?
    /// Extra-touch policy.
    public var extraTouch: ScreenEdgePanRecognizer.ExtraTouchPolicy?
    /// Completion speed, > 0.
    public var completionSpeed: Double?
    /// Touchpad: libinput units per unit of progress along the swipe (both orientations).
    public var baseDistance: Double?
    /// Touchpad: the release velocity below which the nearest snap point wins, units/ms.
    public var velocityThreshold: Rate<UnitsPerMillisecond>?
    /// Touchpad: the fewest fingers of a swipe the tracker takes.
    public var fingers: Int?
    /// The libadwaita release the adwaita model follows.
    public var adwaitaRelease: AdwaitaRelease?
    /// The GNOME Shell release the gnomeShell model follows.
    public var gnomeShellRelease: GnomeShellRelease?
    /// The KWin release the kwin model follows.
    public var kwinRelease: KWinRelease?
    /// The phosh release the phosh model follows.
    public var phoshRelease: PhoshRelease?
    /// The Firefox ESR release the firefox model follows.
    public var firefoxRelease: FirefoxRelease?
    /// Touchpad: the libinput release whose gestures the replay follows (recorded here so that a
    /// replay that never goes through libinput can refuse it; the replay's `TouchpadConfiguration`
    /// carries it).
    public var libinput: TouchpadConfiguration.Series?
    /// The settings of one route's input that were given.
    ///
    /// A touchpad's (``Setting/direction`` and libinput's configuration) and the edge pan's
    /// ``Setting/edge``. Their values live in the replay's
    /// options; they are recorded here so that a replay on the other route refuses them.
    public var routeSettings: Set<Setting> = []

    /// No overrides.
    public init() {}

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == ModelOverrides() }

    /// `model` with these overrides applied.
    public func applied(to model: FeelModel) -> FeelModel {
        var result = model
        if let threshold { result.threshold = .fraction(threshold) }
        if let fling, case .threshold(_, let projection) = result.decider {
            result.decider = .threshold(fling: fling == 0 ? nil : .fraction(fling), projection: projection)
        }
        if let edgeZone { result.recognizer.edgeZone = edgeZone }
        if let slop { result.recognizer.slop = slop }
        if let settle { result.settle = settle }
        if let percentMode { result.recognizer.percentMode = percentMode }
        if let extraTouch { result.recognizer.extraTouchPolicy = extraTouch }
        if let completionSpeed { result.completionSpeed = completionSpeed }
        if let velocityThreshold, case .adwaita = result.decider {
            result.decider = .adwaita(velocityThreshold: velocityThreshold)
        }
        // A release applies to the model that follows that toolkit; `inapplicable` refuses the others.
        switch result.release {
        case .adwaita?: if let adwaitaRelease { result.release = .adwaita(adwaitaRelease) }
        case .gnomeShell?: if let gnomeShellRelease { result.release = .gnomeShell(gnomeShellRelease) }
        case .kwin?: if let kwinRelease { result.release = .kwin(kwinRelease) }
        case .phosh?: if let phoshRelease { result.release = .phosh(phoshRelease) }
        case .firefox?: if let firefoxRelease { result.release = .firefox(firefoxRelease) }
        case nil: break
        }
        if case .adwaita(let release)? = result.release {
            result.recognizer.firstMovePrepares = release.firstDragUpdatePrepares
        }
        if var touchpad = result.touchpad {
            switch result.release {
            case .adwaita(let release)?: touchpad.adwaitaRelease = release
            case .gnomeShell(let release)?: touchpad.maximumFingers = release.maximumFingers
            case .kwin?, .phosh?, .firefox?, nil: break
            }
            if let threshold { touchpad.threshold = threshold }
            if let baseDistance {
                touchpad.baseDistance = baseDistance
                touchpad.verticalBaseDistance = baseDistance
            }
            if let velocityThreshold { touchpad.velocityThreshold = velocityThreshold }
            if let fingers {
                touchpad.minimumFingers = fingers
                touchpad.maximumFingers = max(touchpad.maximumFingers, fingers)
            }
            result.touchpad = touchpad
        }
        return result
    }

    /// Checks the values that ``applied(to:)`` would not check through the model: the touchpad
    /// settings, which a model without a touchpad tracker ignores, and a pointer speed.
    ///
    /// The one validation of these values: `replay`'s options and a manifest's keys both call it,
    /// so a value one refuses the other refuses too (`--base-distance 0` was taken on the command
    /// line while `baseDistance: 0` was refused in a manifest).
    /// - Parameter pointerSpeed: The touchpad pointer speed asked for, if any (libinput's
    ///   `libinput_device_config_accel_set_speed` takes −1…1; `TouchpadConfiguration` clamps, so the
    ///   raw value is checked here).
    /// - Throws: ``InteractionError`` naming the first setting out of range.
    public func validate(pointerSpeed: Double? = nil) throws(InteractionError) {
        if let baseDistance, !(baseDistance.isFinite && baseDistance > 0) {
            throw .invalidBaseDistance(baseDistance)
        }
        if let velocityThreshold, !(velocityThreshold.value.isFinite && velocityThreshold >= .zero) {
            throw .invalidVelocityThreshold(velocityThreshold.value)
        }
        if let fingers, fingers < 1 { throw .invalidFingers(fingers) }
        if let pointerSpeed, !TouchpadConfiguration.speedRange.contains(pointerSpeed) {
            throw .invalidPointerSpeed(pointerSpeed)
        }
    }

    /// These overrides with `other`'s set values taking precedence.
    public func merged(with other: ModelOverrides) -> ModelOverrides {
        var result = self
        result.threshold = other.threshold ?? threshold
        result.fling = other.fling ?? fling
        result.edgeZone = other.edgeZone ?? edgeZone
        result.slop = other.slop ?? slop
        result.settle = other.settle ?? settle
        result.percentMode = other.percentMode ?? percentMode
        result.extraTouch = other.extraTouch ?? extraTouch
        result.completionSpeed = other.completionSpeed ?? completionSpeed
        result.baseDistance = other.baseDistance ?? baseDistance
        result.velocityThreshold = other.velocityThreshold ?? velocityThreshold
        result.fingers = other.fingers ?? fingers
        result.adwaitaRelease = other.adwaitaRelease ?? adwaitaRelease
        result.gnomeShellRelease = other.gnomeShellRelease ?? gnomeShellRelease
        result.kwinRelease = other.kwinRelease ?? kwinRelease
        result.phoshRelease = other.phoshRelease ?? phoshRelease
        result.firefoxRelease = other.firefoxRelease ?? firefoxRelease
        result.libinput = other.libinput ?? libinput
        result.routeSettings = routeSettings.union(other.routeSettings)
        return result
    }
}
