public import InteractiveTransition

/// Supplies the animator for each operation and, when a gesture drives it, the interaction
/// controller, as UIKit's `UIViewControllerTransitioningDelegate` and
/// `UINavigationControllerDelegate` do.
///
/// Without an interaction controller a transition runs non-interactively (a button, a tap): the
/// animator from 0 to 1 for its full duration.
public struct TransitioningDelegate: Sendable {
    /// The animator's spec for each operation.
    public var animators: [TransitionSpec.Operation: TransitionSpec]
    /// Operations a gesture may drive interactively.
    public var interactive: Set<TransitionSpec.Operation>

    /// Creates a delegate.
    public init(animators: [TransitionSpec.Operation: TransitionSpec], interactive: Set<TransitionSpec.Operation>) {
        self.animators = animators
        self.interactive = interactive
    }

    /// The delegate of a replay: the edge swipe's transition for its own operation, the presented
    /// transition reversed for its dismissal, UIKit-style `push`/`pop` for a navigation stack, and a
    /// cross-dissolve for tab switches.
    ///
    /// Every operation a gesture can drive is interactive.
    /// - Parameter spec: The transition the edge swipe drives.
    public static func standard(for spec: TransitionSpec) -> TransitioningDelegate {
        var animators: [TransitionSpec.Operation: TransitionSpec] = [
            .push: .push(), .pop: .pop(), .tabSwitch: .crossDissolve(),
        ]
        animators[spec.operation] = spec
        if spec.operation == .present { animators[.dismiss] = spec.reversed(as: .dismiss) }
        if spec.operation == .dismiss { animators[.present] = spec.reversed(as: .present) }
        return TransitioningDelegate(animators: animators, interactive: [.pop, .present, .dismiss, .push, .layout])
    }

    /// The animator for `operation`, falling back to `fallback`.
    public func animator(for operation: TransitionSpec.Operation, fallback: TransitionSpec) -> TransitionSpec {
        animators[operation] ?? fallback
    }

    /// Whether a gesture driving `operation` gets an interaction controller.
    public func hasInteractionController(for operation: TransitionSpec.Operation) -> Bool {
        interactive.contains(operation)
    }
}

extension TransitionSpec {
    /// The same layers animated back (`from` and `to` values swapped), as the dismissal of a
    /// presentation animates its presentation in reverse.
    public func reversed(as operation: Operation) -> TransitionSpec {
        var copy = self
        copy.operation = operation
        copy.layers = layers.map { layer in
            AnimatedLayer(name: layer.name, role: layer.role, from: layer.to, to: layer.from)
        }
        return copy
    }
}
