public import GestureCore

/// The transition's context: its container, its layers and its completion handshake.
///
/// As `UIViewControllerContextTransitioning`: ``completeTransition(_:)`` must be called exactly once
/// per transition; a second call is reported as ``TransitionError/alreadyCompleted(firstDidComplete:secondDidComplete:)``
/// and changes nothing.
///
/// ```swift
/// var context = TransitionContext(container: .standard, fromLayer: nil, toLayer: nil)
/// try context.completeTransition(true)
/// try context.completeTransition(true)  // throws .alreadyCompleted
/// ```
public struct TransitionContext: Sendable, Hashable {
    /// The container's bounds, points.
    public let container: Size
    /// The layer transitioned away from, if the transition has one.
    public let fromLayer: AnimatedLayer?
    /// The layer transitioned to, if the transition has one.
    public let toLayer: AnimatedLayer?
    /// Whether the transition is currently driven interactively.
    public internal(set) var isInteractive: Bool
    /// Whether the transition was cancelled (set when it starts settling back).
    public internal(set) var transitionWasCancelled: Bool
    /// The value passed to the first ``completeTransition(_:)``, or `nil` before it.
    public private(set) var didComplete: Bool?

    /// Creates a context that has not completed.
    /// - Parameters:
    ///   - container: The container's bounds, points.
    ///   - fromLayer: The layer transitioned away from.
    ///   - toLayer: The layer transitioned to.
    ///   - isInteractive: Whether the transition starts interactively.
    public init(
        container: Size, fromLayer: AnimatedLayer?, toLayer: AnimatedLayer?, isInteractive: Bool = false
    ) {
        self.container = container
        self.fromLayer = fromLayer
        self.toLayer = toLayer
        self.isInteractive = isInteractive
        self.transitionWasCancelled = false
        self.didComplete = nil
    }

    /// Whether ``completeTransition(_:)`` has been called.
    public var isCompleted: Bool { didComplete != nil }

    /// Ends the transition; allowed exactly once.
    /// - Parameter didComplete: `true` if the transition finished, `false` if it was cancelled.
    /// - Throws: ``TransitionError/alreadyCompleted(firstDidComplete:secondDidComplete:)`` on a second
    ///   call; the first value stands.
    public mutating func completeTransition(_ didComplete: Bool) throws(TransitionError) {
        if let first = self.didComplete {
            throw .alreadyCompleted(firstDidComplete: first, secondDidComplete: didComplete)
        }
        self.didComplete = didComplete
    }
}
