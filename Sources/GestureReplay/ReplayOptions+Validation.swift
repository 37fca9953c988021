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

        public var description: String {
            switch self {
            case .frameRate(let fps): "the frame rate must be from 1 to \(ReplayOptions.maximumFPS) Hz, not \(fps)"
            case .container(let size):
                "the container must be positive WIDTH×HEIGHT in points, not \(size.width)×\(size.height)"
            case .stack(let stack): "the stack must hold 1 or more (the root counts), not \(stack)"
            case .interaction(let error): error.description
            case .transition(let name, let error): "transition \(name): \(error)"
            case .selection(let problem): problem.description
            }
        }
    }

    /// Checks every option against its range.
    /// - Throws: ``Problem`` naming the first option out of range.
    public func validate() throws(Problem) {
        guard (1...Self.maximumFPS).contains(fps) else { throw .frameRate(fps) }
        if let container, !container.isPositive { throw .container(container) }
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
    }
}
