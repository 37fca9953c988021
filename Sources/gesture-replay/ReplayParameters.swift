public import ArgumentParser
import EdgePan
import EvdevInput
import Foundation
import GestureCore
import GestureInteraction
import GestureReplay
import InteractiveTransition
import TouchpadGestures

/// The options that shape a replay, shared by `replay`, `compare`, `sweep` and `plot`.
struct ReplayParameters: ParsableArguments {
    @Option(help: "Feel model: \(FeelModel.allNames.joined(separator: ", ")).")
    var model: String = FeelModel.defaultName

    @Option(
        help:
            "Transition preset (\(TransitionSpec.Preset.allCases.map(\.rawValue).joined(separator: ", "))) or a JSON spec file."
    )
    var transition: String = "push"

    /// The transition spec file `--transition` names, or nil for a preset (as ``TransitionLoader`` tells them apart).
    var transitionFile: String? {
        transition.contains("/") || transition.hasSuffix(".json") ? transition : nil
    }

    @Option(help: "Edge the recognizer watches.")
    var edge: Edge = .left

    @Option(
        help:
            "Touchpads: the finger motion that drives the transition forward (natural scrolling: right goes back)."
    )
    var direction: Direction = .right

    @Option(help: "Touchpads: libinput's tap-to-click, holding motion back until a finger moves 1.3 mm (GNOME: on).")
    var tapping: Bool = TouchpadConfiguration.gnome.tapping

    @Option(help: "Touchpads: libinput's natural scrolling (GNOME: on).")
    var naturalScrolling: Bool = TouchpadConfiguration.gnome.naturalScrolling

    @Option(help: "Touchpads: libinput's acceleration profile.")
    var accelProfile: TouchpadConfiguration.Profile = .adaptive

    @Option(help: "Touchpads: libinput's pointer speed, -1…1.")
    var speed: Double = 0

    @OptionGroup var releases: ReleaseOptions

    @Option(help: "Touchpads: libinput units per unit of progress (the model's own by default: gnomeShell 400).")
    var baseDistance: Double?

    @Option(
        help: ArgumentHelp(
            "Release velocity below which the nearest snap point wins: units/ms on a touchpad (gnomeShell 0.6), "
                + "pt/ms on a touchscreen (adwaita, gnomeShell 0.3)."))
    var velocityThreshold: Double?

    @Option(help: "Touchpads: the fewest fingers of a swipe the tracker takes (gnomeShell 3).")
    var fingers: Int?

    @Option(help: "Completion threshold, 0…1 (the model's own by default; uikit 0.5).")
    var threshold: Double?

    @Option(help: "Fling rule minimum velocity, extents per second (0 removes the rule).")
    var fling: Double?

    @Option(help: "Edge zone, points.")
    var edgeZone: Double?

    @Option(help: "Slop before the pan begins, points.")
    var slop: Double?

    @Option(help: "Settle model.")
    var settle: SettleModel?

    @Option(
        help: """
            Percent mode: the distance from the edge (location), the motion since touch-down (translation), \
            or the moves since the pan began, each clamped (appliedMoves, libadwaita's).
            """)
    var percentMode: ScreenEdgePanRecognizer.PercentMode?

    @Option(help: "What a second touch does to the pan: nothing (ignore), cancel it, or end it there (end, GTK's).")
    var extraTouch: ScreenEdgePanRecognizer.ExtraTouchPolicy?

    // Unconditional, so `--completion-speed -1` reaches the range check rather than reading as a flag.
    @Option(parsing: .unconditional, help: "completionSpeed of the percent-driven transition, above 0.")
    var completionSpeed: Double?

    @Option(
        help: ArgumentHelp(
            "The uikit settle's completionCurve: a curve name or a JSON curve.",
            discussion:
                "Names: linear, easeIn, easeOut, easeInOut, easeOutCubic, fastEaseInToSlowEaseOut, fastLinearToSlowEaseIn, "
                + "materialBack. JSON: '{\"cubicBezier\":[x1,y1,x2,y2]}' or '{\"spring\":{\"dampingRatio\":0.6,\"response\":0.5}}'.",
            valueName: "curve"))
    var completionCurve: TimingCurve?

    @Option(help: "Frame clock, Hz.")
    var fps: Int = ReplayOptions.defaultFPS

    @Option(
        help: ArgumentHelp(
            "Container WIDTHxHEIGHT in points, e.g. 390x844 (default: the panel at 163 pt/in; without a resolution, an "
                + "assumed 1280-pt screen, with a warning).", valueName: Size.argumentForm))
    var container: Size?

    @Option(
        help: ArgumentHelp(
            "Where a relative pointer starts, XxY in points, e.g. 0x400 (default: the middle of the edge).",
            valueName: Point.argumentForm))
    var pointerStart: Point?

    @Option(
        name: .customLong("class"),
        help: ArgumentHelp(
            "What the device is: touchscreen, touchpad, pointer or tablet (default: the class its description's "
                + "bits say, with a warning when they are incomplete).", valueName: "class"))
    var deviceClassName: String?

    /// The classes a user may declare: those that carry contacts.
    static let declarableClasses: [DeviceClass] = [.touchscreen, .touchpad, .pointer, .tablet]

    /// The declared class, nil when none was given or the name is not one of ``declarableClasses``.
    var deviceClass: DeviceClass? { Self.declaredClass(named: deviceClassName) }

    /// The class a `--class` name declares, nil when none was given or the name is not one of
    /// ``declarableClasses`` (``validateDeclaredClass(named:)`` refuses those).
    static func declaredClass(named name: String?) -> DeviceClass? {
        name.flatMap(DeviceClass.init(rawValue:)).flatMap { declarableClasses.contains($0) ? $0 : nil }
    }

    /// Refuses a `--class` name that is not a declarable class, with the names it takes and a did-you-mean.
    static func validateDeclaredClass(named name: String?) throws {
        guard let name, declaredClass(named: name) == nil else { return }
        let names = declarableClasses.map(\.rawValue)
        throw ValidationError(
            "unknown --class '\(name)': expected one of \(names.joined(separator: ", "))"
                + NameSuggestion.hint(for: name, in: names).orPeriod)
    }

    @Option(
        help: "Scenario: the navigation stack's depth before the recording (1 = the root); edge swipes pop, taps push.")
    var stack: Int?

    @Option(
        help:
            "Scenario: whether the transition's view is presented before the recording (true/false); edge swipes present, a tap on the dimmed area or a pan on the layer dismisses."
    )
    var presented: Bool?

    func validate() throws {
        try Self.validateDeclaredClass(named: deviceClassName)
        let base = try ModelArgument.model(model)
        // The ranges are the library's: the options check themselves and the problem names the flag here.
        var probe = ReplayOptions(model: overrides.applied(to: base), fps: fps, container: container)
        probe.initialState = NavigationState(stack: stack, presented: presented)
        do throws(ReplayOptions.Problem) {
            do throws(InteractionError) {
                try overrides.validate(pointerSpeed: speed)
            } catch {
                throw .interaction(error)
            }
            try probe.validate()
        } catch {
            throw ValidationError(flagMessage(for: error) + ".")
        }
        // The curve is the transition's, not the model's: only UIKit's percent-driven settle runs on it.
        let settle = probe.model.settle
        if completionCurve != nil, settle != .uikit {
            throw ValidationError(
                "--completion-curve does not apply: it shapes UIKit's percent-driven settle only, and "
                    + "\(probe.model.name) settles by \(settle.rawValue)'s rule here.")
        }
    }

    /// The flags given with values other than their defaults, in the order `help` lists them.
    ///
    /// A command that runs a manifest's cases, which set their own, refuses them rather than ignore them.
    var givenFlags: [String] {
        let gnome = TouchpadConfiguration.gnome
        let given: [(String, Bool)] = [
            ("--model", model != FeelModel.defaultName), ("--transition", transition != "push"),
            ("--edge", edge != .left), ("--direction", direction != .right), ("--tapping", tapping != gnome.tapping),
            ("--natural-scrolling", naturalScrolling != gnome.naturalScrolling),
            ("--accel-profile", accelProfile != .adaptive), ("--speed", speed != 0),
            ("--base-distance", baseDistance != nil), ("--velocity-threshold", velocityThreshold != nil),
            ("--fingers", fingers != nil), ("--threshold", threshold != nil), ("--fling", fling != nil),
            ("--edge-zone", edgeZone != nil), ("--slop", slop != nil), ("--settle", settle != nil),
            ("--percent-mode", percentMode != nil), ("--extra-touch", extraTouch != nil),
            ("--completion-speed", completionSpeed != nil), ("--completion-curve", completionCurve != nil),
            ("--fps", fps != ReplayOptions.defaultFPS),
            ("--container", container != nil), ("--pointer-start", pointerStart != nil),
            ("--class", deviceClassName != nil), ("--stack", stack != nil), ("--presented", presented != nil),
        ]
        return given.filter(\.1).map(\.0) + releases.givenFlags
    }

    /// The overrides these options set.
    var overrides: ModelOverrides {
        var overrides = ModelOverrides()
        overrides.threshold = threshold
        overrides.fling = fling
        overrides.edgeZone = edgeZone
        overrides.slop = slop
        overrides.settle = settle
        overrides.percentMode = percentMode
        overrides.extraTouch = extraTouch
        overrides.completionSpeed = completionSpeed
        overrides.baseDistance = baseDistance
        overrides.velocityThreshold = velocityThreshold.map { Rate($0) }
        overrides.fingers = fingers
        releases.apply(to: &overrides)
        let gnome = TouchpadConfiguration.gnome
        let route: [(ModelOverrides.Setting, Bool)] = [
            (.direction, direction != .right), (.tapping, tapping != gnome.tapping),
            (.naturalScrolling, naturalScrolling != gnome.naturalScrolling), (.accelProfile, accelProfile != .adaptive),
            (.speed, speed != 0), (.edge, edge != .left),
        ]
        overrides.routeSettings = Set(route.filter(\.1).map(\.0))
        return overrides
    }

    /// The replay options for a model (this one's `--model` unless another is named).
    /// - Parameters:
    ///   - name: A model other than `--model`.
    ///   - selection: The part of the recording to replay (`--gesture`, `--from`, `--to`).
    ///   - releasesWhereTheyApply: Set each release only on a model that follows its toolkit (`compare`,
    ///     which replays several models, checks that each release given is some model's).
    func options(
        model name: String? = nil, selection: GestureSelection = .all, releasesWhereTheyApply: Bool = false
    ) throws(ReplayError) -> ReplayOptions {
        guard let base = FeelModel.named(name ?? model) else {
            throw .unknownModel(name ?? model)
        }
        var overrides = self.overrides
        if releasesWhereTheyApply { overrides = ReleaseOptions.keepingReleases(of: base, in: overrides) }
        var spec = try TransitionLoader.load(transition)
        if let completionCurve { spec.completionCurve = completionCurve }
        var options = ReplayOptions(
            model: overrides.applied(to: base), transitionName: transition, transition: spec,
            edge: edge, fps: fps, container: container, pointerStart: pointerStart)
        options.initialState = NavigationState(stack: stack, presented: presented)
        options.selection = selection
        options.direction = direction
        options.touchpad = TouchpadConfiguration(
            tapping: tapping, profile: accelProfile, speed: speed, naturalScrolling: naturalScrolling)
        options.touchpad.series = releases.libinput ?? .newest
        options.deviceClass = deviceClass
        options.overrides = overrides
        return options
    }
}

// Values the options take by name: ArgumentParser lists the choices and refuses anything else.
extension Edge: ExpressibleByArgument {}
extension Direction: ExpressibleByArgument {}
extension TouchpadConfiguration.Profile: ExpressibleByArgument {}
extension SettleModel: ExpressibleByArgument {}

// A curve by name (`easeOut`) or as the JSON a spec file gives it (`{"cubicBezier":[0.2,0,0,1]}`).
extension TimingCurve: ExpressibleByArgument {
    init?(argument: String) {
        let text = argument.hasPrefix("{") ? argument : "\"" + argument + "\""
        guard let curve = try? JSONDecoder().decode(TimingCurve.self, from: Data(text.utf8)), curve.isValid else {
            return nil
        }
        self = curve
    }
}
extension ScreenEdgePanRecognizer.PercentMode: ExpressibleByArgument {}
extension ScreenEdgePanRecognizer.ExtraTouchPolicy: ExpressibleByArgument {}
