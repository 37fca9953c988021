public import GestureCore

extension CompletionPolicy {
    /// `UIScrollView.DecelerationRate.normal`, 0.998 per millisecond (Apple's documentation).
    public static let normalDecelerationRate = 0.998

    /// Flutter's `_kMinFlingVelocity`: 1.0 screen widths per second (`cupertino/route.dart`).
    public static let cupertinoMinimumFlingVelocity: Rate<ExtentsPerSecond> = 1

    /// UIKit's seed rule: a cancelled recognizer cancels, otherwise `percent ≥ 0.5` finishes.
    public static let uikit = CompletionPolicy()

    /// Flutter's Cupertino back swipe: a fling of at least one width per second decides by its
    /// direction, otherwise `percent ≥ 0.5` finishes (the route keeps the page only when its
    /// controller value, `1 − p`, is strictly above 0.5).
    public static let cupertino = CompletionPolicy(
        rules: [.recognizerCancelled, .fling(minimumVelocity: cupertinoMinimumFlingVelocity)])

    /// libadwaita's swipe tracker over a swipe of `extent` points.
    /// - Parameter extent: The swipe distance (`adw_swipeable_get_distance`), points taken as pixels.
    /// - Returns: The policy.
    public static func adwaita(extent: Double) -> CompletionPolicy {
        CompletionPolicy(rules: [.recognizerCancelled, .adwaita(extent: extent)])
    }
}
