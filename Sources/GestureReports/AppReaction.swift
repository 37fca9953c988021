/// What the app did with one case's gesture, as the app runner read it.
package struct AppReaction: Sendable, Hashable {
    /// The app's reaction, from the predicates after the settle.
    package enum Kind: String, Sendable, Hashable {
        /// `finished:` held after the settle.
        case finished
        /// `finished:` did not hold and `began:` held during the gesture: a gesture that began and went back.
        case cancelled
        /// Neither held: no gesture began.
        case none
        /// `finished:` did not hold and the manifest has no `began:` to tell cancelled from none.
        case stayed
        /// The case could not be played (``AppReaction/error`` says why).
        case error
    }

    /// The reaction.
    package var kind: Kind
    /// Whether `finished:` held after the settle.
    package var finished: Bool?
    /// Whether `began:` held at some point from the play's start to the settle; nil without `began:`.
    package var began: Bool?
    /// Whether `finished:` already held before the gesture (which makes the case's reading meaningless).
    package var finishedBefore: Bool?
    /// The screenshot after the settle (a PNG file), when one was taken.
    package var screenshot: String?
    /// The screenshot taken as soon as the frame lifting the last contact was delivered (a PNG file).
    package var releaseScreenshot: String?
    /// Seconds from reading that frame to the release screenshot written: at most this late is it.
    package var releaseShotSeconds: Double?
    /// How the play's frames reached the app, from the player's report.
    package var delivery: AppDelivery?
    /// Seconds the case took in the app runner: start, ready, play, settle, read, stop.
    package var seconds: Double?
    /// Seconds from the app's start to its `ready:`.
    package var readySeconds: Double?
    /// Seconds from the play's end to the settle (the screen unchanged).
    package var settleSeconds: Double?
    /// Why the case could not be played, or what went wrong around it.
    package var error: String?

    /// Makes a reaction.
    package init(kind: Kind) { self.kind = kind }

    /// Whether the reaction agrees with a model's (or an expected) outcome: `finished` with
    /// `finished`, `cancelled` and `none` with `stayed` or with themselves.
    package func agrees(with outcome: String) -> Bool {
        switch kind {
        case .finished: outcome == "finished"
        case .cancelled: outcome == "cancelled"
        case .none: outcome == "none"
        case .stayed: outcome == "cancelled" || outcome == "none"
        case .error: false
        }
    }
}
