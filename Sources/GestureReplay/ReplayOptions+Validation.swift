public import GestureCore
public import GestureInteraction
public import InteractiveTransition

extension ReplayOptions {
    /// Why a set of replay options cannot run, in the library's own words.
    ///
    /// A command-line client maps each case to the flag that set it.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The frame clock is outside `1...maximumFPS`, Hz.
        case frameRate(Int)
        /// The container is not finite and positive on both sides, points.
        case container(Size)
        /// The navigation stack is below 1 (the root counts).
        case stack(Int)
        /// The model (with its overrides) has a setting out of range.
        case interaction(InteractionError)
        /// The transition spec is invalid.
        case transition(name: String, SpecError)
        /// The gesture or time window is out of range.
        case selection(GestureSelection.Problem)
        /// The settle after a release (the transition's duration over the completion speed) would
        /// outlast ``ReplayOptions/settleLimit``, seconds: `completionSpeed` 1e-308 made it infinite.
        case settle(duration: Double, completionSpeed: Double)

        public var description: String {
            switch self {
            case .frameRate(let fps): "the frame rate must be from 1 to \(ReplayOptions.maximumFPS) Hz, not \(fps)"
            case .container(let size):
                "the container must be positive WIDTH×HEIGHT in points, not \(size.width)×\(size.height)"
            case .stack(let stack): "the stack must hold 1 or more (the root counts), not \(stack)"
            case .interaction(let error): error.description
            case .transition(let name, let error): "transition \(name): \(error)"
            case .selection(let problem): problem.description
            case .settle(let duration, let speed):
                "the completion speed \(speed) stretches the \(duration) s transition past the settle limit of "
                    + "\(ReplayOptions.settleLimit.components.seconds) s"
            }
        }
    }

    /// Checks every option against its range.
    /// - Throws: ``Problem`` naming the first option out of range.
    public func validate() throws(Problem) {
        guard (1...Self.maximumFPS).contains(fps) else { throw .frameRate(fps) }
        if let container, !container.isPositive || max(container.width, container.height) > Self.maximumContainerSide {
            throw .container(container)
        }
        do throws(InteractionError) {
            try model.validate()
        } catch {
            throw .interaction(error)
        }
        if let stack = initialState.stack, stack < 1 { throw .stack(stack) }
        do throws(GestureSelection.Problem) {
            try selection.validate()
        } catch {
            throw .selection(error)
        }
        do throws(SpecError) {
            try transition.validate()
        } catch {
            throw .transition(name: transitionName, error)
        }
        let settle = transition.duration / model.completionSpeed
        guard settle.isFinite, settle <= Double(Self.settleLimit.components.seconds) else {
            throw .settle(duration: transition.duration, completionSpeed: model.completionSpeed)
        }
    }

    /// The longest container side accepted, points: a million points is fifty times the widest
    /// display wall (a 16K panel is 15,360 px) and keeps every position, size and velocity computed
    /// from it finite (`--container 1e308x1e308` gave `inf` in the JSON).
    public static let maximumContainerSide = 1_000_000.0
}
