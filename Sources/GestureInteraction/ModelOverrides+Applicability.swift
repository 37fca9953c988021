import TouchpadGestures

extension ModelOverrides {
    /// A setting that overrides a model's parameter, named as a manifest's key names it.
    public enum Setting: String, Sendable, Hashable, CaseIterable {
        case threshold, fling, edgeZone, slop, percentMode, extraTouch, settle, completionSpeed
        case baseDistance, velocityThreshold, fingers
    }

    /// The settings given that change nothing for `model` on this kind of device, each with why.
    ///
    /// A touchpad drives a transition through libinput's gestures and the model's swipe tracker, never
    /// an edge pan, so the edge pan's settings do not apply there; the tracker's settings apply only to a
    /// touchpad, and only to a tracker that has them.
    /// - Parameters:
    ///   - model: The model the settings are applied to.
    ///   - touchpad: Whether the replay goes through the model's touchpad rules.
    public func inapplicable(to model: FeelModel, touchpad: Bool) -> [(Setting, String)] {
        var found: [(Setting, String)] = []
        guard touchpad, let rules = model.touchpad else {
            let notPad = "it is a touchpad tracker's setting and the input is not replayed as a touchpad"
            if baseDistance != nil { found.append((.baseDistance, notPad)) }
            if velocityThreshold != nil { found.append((.velocityThreshold, notPad)) }
            if fingers != nil { found.append((.fingers, notPad)) }
            return found
        }
        let noEdgePan =
            "a touchpad drives the transition through libinput's gestures and \(model.name)'s swipe tracker, "
            + "not an edge pan"
        if edgeZone != nil { found.append((.edgeZone, noEdgePan)) }
        if slop != nil { found.append((.slop, noEdgePan)) }
        if percentMode != nil { found.append((.percentMode, noEdgePan)) }
        if extraTouch != nil { found.append((.extraTouch, noEdgePan)) }
        if fling != nil { found.append((.fling, "\(model.name)'s swipe tracker decides without a fling rule")) }
        if fingers != nil, rules.source == .fingerScroll {
            found.append((.fingers, "\(model.name)'s tracker takes two-finger scrolls, whatever the count"))
        }
        if velocityThreshold != nil, rules.tracker == .kwin || rules.tracker == .firefox {
            found.append((.velocityThreshold, "\(model.name)'s tracker has no velocity threshold"))
        }
        return found
    }
}
