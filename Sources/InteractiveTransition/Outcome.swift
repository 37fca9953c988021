/// How an interactive transition ends: it finishes (progress 1) or is cancelled (progress 0).
public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The transition completes: the animation settles at progress 1.
    case finish
    /// The transition is cancelled: the animation settles back at progress 0.
    case cancel

    /// The progress the animation settles at: 1 to finish, 0 to cancel.
    public var targetProgress: Double {
        switch self {
        case .finish: 1
        case .cancel: 0
        }
    }
}
