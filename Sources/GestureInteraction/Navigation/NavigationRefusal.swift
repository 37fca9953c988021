public import InteractiveTransition

/// Why a gesture or tap did not start its transition: the navigation state does not allow the
/// operation, or another transition is in the way.
///
/// UIKit's navigation controller ignores a back swipe on its root and a presentation controller a
/// dismissal with nothing presented; an app embedding the navigation state gets the reason as a
/// value, and the trace writes its ``description``.
public enum NavigationRefusal: Sendable, Hashable, CustomStringConvertible {
    /// A pop with only the root on the stack.
    case nothingToPop
    /// A dismissal with nothing presented.
    case nothingToDismiss
    /// A presentation while something is presented.
    case alreadyPresented
    /// A non-interactive transition (a tap's) is running; a gesture cannot catch it.
    case nonInteractiveRunning(TransitionSpec.Operation)
    /// A transition is still running; a tap does not start another.
    case transitionRunning(TransitionSpec.Operation)
    /// A tap meant for the dimmed area landed on the presented layer.
    case tapOnPresentedLayer

    public var description: String {
        switch self {
        case .nothingToPop: "nothing to pop: the stack holds only its root"
        case .nothingToDismiss: "nothing to dismiss: nothing is presented"
        case .alreadyPresented: "already presented"
        case .nonInteractiveRunning(let operation): "a non-interactive \(operation.rawValue) is running"
        case .transitionRunning(let operation): "a \(operation.rawValue) transition is still running"
        case .tapOnPresentedLayer: "the tap is on the presented layer"
        }
    }
}
