import InteractiveTransition
import TouchpadGestures

extension ModelOverrides {
    /// A setting that overrides a model's parameter, named as a manifest's key names it.
    public enum Setting: String, Sendable, Hashable, CaseIterable {
        case threshold, fling, edgeZone, slop, percentMode, extraTouch, settle, completionSpeed
        case baseDistance, velocityThreshold, fingers
        case adwaita, gnomeShell, kwin, phosh, firefox, libinput
        case direction, tapping, naturalScrolling, accelProfile, speed, edge

        /// The settings that choose the release of a real toolkit a model follows.
        public static let releases: [Setting] = [.adwaita, .gnomeShell, .kwin, .phosh, .firefox]
        /// A touchpad's input settings: the swipe's direction and libinput's configuration.
        public static let touchpadInput: [Setting] = [.direction, .tapping, .naturalScrolling, .accelProfile, .speed]
    }

    /// The settings given that change nothing for `model` on this kind of device, each with why.
    ///
    /// A touchpad drives a transition through libinput's gestures and the model's swipe tracker, never
    /// an edge pan, so the edge pan's settings do not apply there; the tracker's settings apply only to a
    /// touchpad, and only to a tracker that has them. On a touchscreen, libadwaita's decision (the
    /// adwaita and gnomeShell models) is its snap-point projection: it has no completion threshold
    /// and no fling rule, and its velocity threshold is the setting that decides. A release applies
    /// to the model that follows that toolkit, whatever the device (a lane's stack is one release for
    /// all it replays), and libinput's to a model with a touchpad tracker.
    /// - Parameters:
    ///   - model: The model the settings are applied to.
    ///   - touchpad: Whether the replay goes through the model's touchpad rules.
    public func inapplicable(to model: FeelModel, touchpad: Bool) -> [(Setting, String)] {
        var found = inapplicableReleases(to: model)
        // A release is the stack's, as the others: a lane runs one libinput for every recording it replays.
        if libinput != nil, model.touchpad == nil {
            found.append(
                (.libinput, "\(model.name) has no touchpad tracker, so libinput's release changes nothing it decides"))
        }
        if completionSpeed != nil, (settle ?? model.settle) != .uikit {
            found.append(
                (
                    .completionSpeed,
                    "`completionSpeed` scales UIKit's percent-driven settle only; \(model.name) settles by "
                        + "\((settle ?? model.settle).rawValue)"
                ))
        }
        guard touchpad, let rules = model.touchpad else {
            return found + inapplicableOffTouchpad(to: model)
        }
        let noEdgePan =
            "a touchpad drives the transition through libinput's gestures and \(model.name)'s swipe tracker, "
            + "not an edge pan"
        if edgeZone != nil { found.append((.edgeZone, noEdgePan)) }
        if slop != nil { found.append((.slop, noEdgePan)) }
        if percentMode != nil { found.append((.percentMode, noEdgePan)) }
        if extraTouch != nil { found.append((.extraTouch, noEdgePan)) }
        if routeSettings.contains(.edge) {
            found.append((.edge, "a touchpad swipe is decided by its `direction`, not by an edge"))
        }
        if fling != nil { found.append((.fling, "\(model.name)'s swipe tracker decides without a fling rule")) }
        if threshold != nil, rules.tracker == .gnomeShell || rules.tracker == .adwaita {
            found.append(
                (
                    .threshold,
                    "\(model.name)'s swipe tracker has no completion threshold: it goes to the nearest snap point "
                        + "below its velocity threshold (`velocityThreshold`), else to the projected one"
                ))
        }
        if fingers != nil, rules.source == .fingerScroll {
            found.append((.fingers, "\(model.name)'s tracker takes two-finger scrolls, whatever the count"))
        }
        if velocityThreshold != nil, rules.tracker == .kwin || rules.tracker == .firefox {
            found.append((.velocityThreshold, "\(model.name)'s tracker has no velocity threshold"))
        }
        return found
    }

    /// The settings that change nothing when the input goes through the edge pan.
    private func inapplicableOffTouchpad(to model: FeelModel) -> [(Setting, String)] {
        var found: [(Setting, String)] = []
        let notPad = "it is a touchpad's setting and the input is not replayed through a touchpad tracker"
        if baseDistance != nil { found.append((.baseDistance, notPad)) }
        if fingers != nil { found.append((.fingers, notPad)) }
        for setting in Setting.touchpadInput where routeSettings.contains(setting) {
            found.append((setting, notPad))
        }
        if case .adwaita = model.decider {
            let snaps =
                "libadwaita decides a touch swipe by its snap points (the nearest below its velocity threshold, "
                + "\(CompletionPolicy.adwaitaVelocityThreshold.value) pt/ms, else the projected one), "
                + "which `velocityThreshold` sets"
            if threshold != nil { found.append((.threshold, "\(model.name) has no completion threshold: " + snaps)) }
            if fling != nil { found.append((.fling, "\(model.name) has no fling rule: " + snaps)) }
        } else if velocityThreshold != nil {
            found.append(
                (
                    .velocityThreshold,
                    "\(model.name)'s touch release has no velocity threshold (`fling` sets its fling rule); "
                        + "it is libadwaita's and the touchpad trackers' setting"
                ))
        }
        return found
    }

    /// The releases given for a toolkit `model` does not follow.
    private func inapplicableReleases(to model: FeelModel) -> [(Setting, String)] {
        let given: [(Setting, String?)] = [
            (.adwaita, adwaitaRelease?.rawValue), (.gnomeShell, gnomeShellRelease?.rawValue),
            (.kwin, kwinRelease?.rawValue), (.phosh, phoshRelease?.rawValue), (.firefox, firefoxRelease?.rawValue),
        ]
        return given.compactMap { setting, value in
            guard value != nil, model.release?.setting != setting else { return nil }
            let follows =
                model.release.map { "\(model.name) follows \($0.toolkit) (`\($0.setting.rawValue)`)" }
                ?? "\(model.name) follows no toolkit release"
            return (setting, "it is the \(setting.rawValue) model's release; \(follows)")
        }
    }
}

extension ModelOverrides.Setting {
    /// The settings that take effect for `model` on this kind of input: those ``ModelOverrides/inapplicable(to:touchpad:)``
    /// does not refuse, in declaration order.
    /// - Parameters:
    ///   - model: The model.
    ///   - touchpad: Whether the input goes through the model's touchpad rules.
    public static func applicable(to model: FeelModel, touchpad: Bool) -> [Self] {
        allCases.filter { setting in
            var probe = ModelOverrides()
            switch setting {
            case .threshold: probe.threshold = CompletionPolicy.defaultThreshold
            case .fling: probe.fling = 1
            case .edgeZone: probe.edgeZone = model.recognizer.edgeZone
            case .slop: probe.slop = model.recognizer.slop
            case .percentMode: probe.percentMode = model.recognizer.percentMode
            case .extraTouch: probe.extraTouch = model.recognizer.extraTouchPolicy
            case .settle: probe.settle = model.settle
            case .completionSpeed: probe.completionSpeed = model.completionSpeed
            case .baseDistance: probe.baseDistance = model.touchpad?.baseDistance ?? 1
            case .velocityThreshold: probe.velocityThreshold = model.touchpad?.velocityThreshold ?? 0
            case .fingers: probe.fingers = model.touchpad?.minimumFingers ?? 1
            case .adwaita: probe.adwaitaRelease = .newest
            case .gnomeShell: probe.gnomeShellRelease = .newest
            case .kwin: probe.kwinRelease = .newest
            case .phosh: probe.phoshRelease = .newest
            case .firefox: probe.firefoxRelease = .newest
            case .libinput: probe.libinput = .newest
            case .direction, .tapping, .naturalScrolling, .accelProfile, .speed, .edge:
                probe.routeSettings = [setting]
            }
            return !probe.inapplicable(to: model, touchpad: touchpad).contains { $0.0 == setting }
        }
    }
}
