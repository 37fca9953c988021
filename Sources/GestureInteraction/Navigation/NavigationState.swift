public import InteractiveTransition

/// What the app shows between transitions: a navigation stack's depth and whether a presented view
/// (a drawer) is up.
///
/// Every completed transition changes it; a cancelled one leaves it as it was.
///
/// A replay tracks only what its scenario names: `stack` for a navigation stack, `presented` for a
/// presentation; nil members are not tracked and never refuse a gesture.
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
    /// View controllers on the navigation stack, including the root (1 = only the root).
    public var stack: Int?
    /// Whether a presented view is up.
    public var presented: Bool?

    /// Creates a state.
    public init(stack: Int? = nil, presented: Bool? = nil) {
        self.stack = stack
        self.presented = presented
    }

    /// Whether any member is tracked.
    public var isTracked: Bool { stack != nil || presented != nil }

    /// Why `operation` cannot run from this state, or nil when it can: a pop needs more than the root,
    /// a dismissal needs something presented, a presentation needs nothing presented yet.
    public func refusal(of operation: TransitionSpec.Operation) -> NavigationRefusal? {
        switch operation {
        case .pop:
            if let stack, stack <= 1 { return .nothingToPop }
        case .dismiss:
            if presented == false { return .nothingToDismiss }
        case .present:
            if presented == true { return .alreadyPresented }
        case .push, .tabSwitch, .layout:
            break
        }
        return nil
    }

    /// The state after `operation` completed.
    public func applying(_ operation: TransitionSpec.Operation) -> NavigationState {
        var next = self
        switch operation {
        case .push: next.stack = stack.map { $0 + 1 }
        case .pop: next.stack = stack.map { max(1, $0 - 1) }
        case .present: next.presented = presented.map { _ in true }
        case .dismiss: next.presented = presented.map { _ in false }
        case .tabSwitch, .layout: break
        }
        return next
    }

    public var description: String {
        var parts: [String] = []
        if let stack { parts.append("stack \(stack)") }
        if let presented { parts.append(presented ? "presented" : "not presented") }
        return parts.isEmpty ? "untracked" : parts.joined(separator: ", ")
    }
}
