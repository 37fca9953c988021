import EdgePan
import EvdevInput
import GestureCore
public import GestureInteraction
import InteractiveTransition

/// What the edge-pan route of a replay runs through: touchscreen, tablet or pointer contacts mapped to
/// the container drive the edge pan, and in a scenario the tap and the dismissal pan.
///
/// It is a class so that the engine changes it in place through ``ReplayEngine/Route``'s payload at
/// every sample and tick: a struct payload would be moved out of the enum and back (kilobytes) each
/// time. Only the engine changes it, and a replay is one pass of one engine on one thread whose
/// accesses never overlap (nothing the interaction calls reaches back into the route), so its stored
/// properties opt out of the dynamic exclusivity check, which cost a replay of the 2-million-event
/// bench recording about 6 % of its instructions (callgrind).
public final class EdgePanRoute {
    /// Which recognizer a touch goes to.
    enum Target {
        case edgePan, edgePanAndTap, dismissPan, tap
    }

    /// The edge pan driving the transition: recognizer, policy and transition.
    @exclusivity(unchecked) public internal(set) var interaction: EdgePanInteraction
    /// The scenario's transitions: which operation each gesture starts, and whether it is interactive.
    let delegate: TransitioningDelegate
    /// What the edge pan starts: a pop in a stack, a present in a presentation, else the transition's own.
    let edgeOperation: TransitionSpec.Operation
    /// The presented layer, when the scenario presents one.
    let presentation: PresentationController?
    /// The pan on a presented layer toward its origin, which dismisses it.
    @exclusivity(unchecked) var dismissPan: ScreenEdgePanRecognizer?
    /// The tap that pushes (outside the edge zone) or dismisses (on the dimmed area).
    @exclusivity(unchecked) var tap: TapRecognizer
    /// The recognizer each contact down goes to.
    @exclusivity(unchecked) var targets = ContactMap<Target>()
    /// Where the first contact of the current touch sequence went down, points.
    @exclusivity(unchecked) var gestureStart: Point?

    /// Creates the route for a replay's contacts.
    /// - Parameters:
    ///   - options: The replay's options (model, edge, transition, scenario, tap).
    ///   - container: The container, points.
    ///   - spec: The transition, scaled to the container.
    /// - Throws: ``ReplayError`` when the model, container or transition cannot drive an edge pan.
    init(options: ReplayOptions, container: Size, spec: TransitionSpec) throws(ReplayError) {
        if options.initialState.presented != nil {
            edgeOperation = .present
            var presenting = spec
            presenting.operation = .present
            delegate = .standard(for: presenting)
            let controller = PresentationController(spec: presenting, container: container)
            presentation = controller
            let configuration = options.model.recognizer
            var dismissal = ScreenEdgePanRecognizer.Configuration(
                edges: [controller.dismissalEdge], edgeZone: FeelModel.wholeWidget, slop: configuration.slop,
                percentMode: .translation, velocityStrategy: configuration.velocityStrategy)
            dismissal.extraTouchPolicy = configuration.extraTouchPolicy
            dismissPan = ScreenEdgePanRecognizer(configuration: dismissal, container: controller.size)
        } else {
            edgeOperation = options.initialState.stack != nil ? .pop : spec.operation
            delegate = .standard(
                for: options.initialState.stack != nil && spec.operation != .pop ? .pop(in: container) : spec)
            presentation = nil
        }
        do throws(InteractionError) {
            interaction = try EdgePanInteraction(
                model: options.model, container: container, edge: options.edge,
                spec: delegate.animator(for: edgeOperation, fallback: options.transition))
        } catch {
            throw .invalidOptions(.interaction(error))
        }
        interaction.isInteractive = delegate.hasInteractionController(for: edgeOperation)
        interaction.reportsUpdates = false
        // The pan's velocity is fitted at the updates with a state change (the release decision
        // reads those) and, for a frame record, at the tick that shows it: not at every move.
        interaction.velocityOnEveryMove = false
        tap = TapRecognizer(configuration: options.tap)
    }

    /// Whether a pan is driving the transition now.
    var panIsActive: Bool { interaction.recognizer.state.isActive || (dismissPan?.state.isActive ?? false) }
}
