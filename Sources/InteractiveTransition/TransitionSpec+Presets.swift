public import GestureCore

extension TransitionSpec {
    /// The presets, by the names the CLI accepts (`--transition push`).
    public enum Preset: String, Sendable, Hashable, Codable, CaseIterable {
        case crossDissolve, drawer, halfwaySpring, push, pop, coverVertical, reveal, collectionLayout, flipHorizontal,
            partialCurl
    }

    /// The duration of UIKit's standard transitions as the classic custom-transition guides reproduce
    /// them, 0.35 s (UIKit publishes none; `DESIGN.md` fixes it for the default `push`).
    public static let standardDuration = 0.35

    /// Drawer: the drawer's width as a fraction of the container, 5/6 (classic drawer guide).
    public static let drawerWidthFraction = 5.0 / 6.0
    /// Drawer: the dimming over the presenting layer when open, 0.5.
    public static let drawerDimming = 0.5
    /// Drawer: duration, 0.3 s.
    public static let drawerDuration = 0.3

    /// Half-way spring: the spring's damping ratio, 0.6 (`usingSpringWithDamping: 0.6`).
    public static let halfwaySpringDampingRatio = 0.6
    /// Half-way spring: duration, 2 s.
    public static let halfwaySpringDuration = 2.0

    /// Push and pop: how far the outgoing layer moves, as a fraction of the width, 0.3 (UIKit
    /// navigation's parallax).
    public static let navigationParallaxFraction = 0.3
    /// Push and pop: the dimming over the covered layer, 0.1.
    ///
    /// UIKit publishes no value; this is a light dimming chosen for the reproduction.
    public static let navigationDimming = 0.1

    /// Flip and curl: duration, 0.75 s (our choice: UIKit publishes none; its modal flip takes visibly
    /// longer than a push).
    public static let modalStyleDuration = 0.75
    /// Partial curl: how far the page curls up, 0.5 (`UIModalTransitionStyle.partialCurl` uncovers the
    /// lower part of the presenting view; our reproduction of "partial").
    public static let partialCurlAmount = 0.5

    /// Reveal: duration, 2 s, on ease-in (classic reveal guide).
    public static let revealDuration = 2.0
    /// Reveal: the outgoing layer's final scale, 0.5 (our choice; the guide scales it away).
    public static let revealFinalScale = 0.5

    /// A preset by name.
    /// - Parameters:
    ///   - preset: Which preset.
    ///   - container: The container, points.
    /// - Returns: The spec, with `container` set.
    public static func preset(_ preset: Preset, in container: Size = .standard) -> TransitionSpec {
        switch preset {
        case .crossDissolve: crossDissolve(in: container)
        case .drawer: drawer(in: container)
        case .halfwaySpring: halfwaySpring(in: container)
        case .push: push(in: container)
        case .pop: pop(in: container)
        case .coverVertical: coverVertical(in: container)
        case .reveal: reveal(in: container)
        case .collectionLayout: collectionLayout(in: container)
        case .flipHorizontal: flipHorizontal(in: container)
        case .partialCurl: partialCurl(in: container)
        }
    }

    /// Cross-dissolve (`UIModalTransitionStyle.crossDissolve`): the outgoing layer fades out while the
    /// incoming one fades in, 0.35 s.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func crossDissolve(in container: Size = .standard) -> TransitionSpec {
        let full = LayerValues.filling(container)
        var hidden = full
        hidden.alpha = 0
        return TransitionSpec(
            operation: .present, duration: standardDuration, curve: .easeInOut, edge: .bottom,
            container: container,
            layers: [
                AnimatedLayer(name: "from", role: .from, from: full, to: hidden),
                AnimatedLayer(name: "to", role: .to, from: hidden, to: full),
            ])
    }

    /// Drawer: presented from the left at 5/6 of the width over the presenting layer, which dims from
    /// 0 to 0.5, in 0.3 s.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func drawer(in container: Size = .standard) -> TransitionSpec {
        let width = container.width * drawerWidthFraction
        let full = LayerValues.filling(container)
        var dimmed = full
        dimmed.dimming = drawerDimming
        return TransitionSpec(
            operation: .present, duration: drawerDuration, curve: .easeInOut, edge: .left, container: container,
            layers: [
                AnimatedLayer(name: "from", role: .from, from: full, to: dimmed),
                AnimatedLayer(
                    name: "to", role: .to,
                    from: LayerValues(x: -width, y: 0, width: width, height: container.height),
                    to: LayerValues(x: 0, y: 0, width: width, height: container.height)),
            ])
    }

    /// Half-way spring: the incoming layer rises from half the height while fading in, on a spring
    /// with damping ratio 0.6 fitted to 2 s.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func halfwaySpring(in container: Size = .standard) -> TransitionSpec {
        let full = LayerValues.filling(container)
        var start = full
        start.y = container.height / 2
        start.alpha = 0
        let spring = Spring(dampingRatio: halfwaySpringDampingRatio, response: halfwaySpringDuration)
        return TransitionSpec(
            operation: .present, duration: halfwaySpringDuration, curve: .spring(spring), edge: .bottom,
            container: container,
            layers: [
                AnimatedLayer(name: "from", role: .from, from: full, to: full),
                AnimatedLayer(name: "to", role: .to, from: start, to: full),
            ])
    }

    /// Push (UIKit navigation): the incoming layer slides in from the right over the outgoing one,
    /// which moves −30 % of the width under a dimming layer, 0.35 s.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func push(in container: Size = .standard) -> TransitionSpec {
        let (full, offRight, behind) = navigationPositions(in: container)
        return TransitionSpec(
            operation: .push, duration: standardDuration, curve: .easeInOut, edge: .left, container: container,
            layers: [
                AnimatedLayer(name: "from", role: .from, from: full, to: behind),
                AnimatedLayer(name: "to", role: .to, from: offRight, to: full),
            ])
    }

    /// Pop (UIKit navigation, the back swipe): the outgoing layer slides out to the right while the
    /// incoming one returns from −30 % of the width as its dimming clears, 0.35 s.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func pop(in container: Size = .standard) -> TransitionSpec {
        let (full, offRight, behind) = navigationPositions(in: container)
        return TransitionSpec(
            operation: .pop, duration: standardDuration, curve: .easeInOut, edge: .left, container: container,
            layers: [
                AnimatedLayer(name: "from", role: .from, from: full, to: offRight),
                AnimatedLayer(name: "to", role: .to, from: behind, to: full),
            ])
    }

    /// The three places of a navigation transition: on screen, off to the right, and behind (moved
    /// −30 % of the width under the dimming), shared by push and pop.
    static func navigationPositions(
        in container: Size
    ) -> (full: LayerValues, offRight: LayerValues, behind: LayerValues) {
        let full = LayerValues.filling(container)
        var offRight = full
        offRight.x = container.width
        var behind = full
        behind.x = -container.width * navigationParallaxFraction
        behind.dimming = navigationDimming
        return (full, offRight, behind)
    }

    /// Cover vertical (`UIModalTransitionStyle.coverVertical`): the incoming layer slides up from
    /// below the container, 0.35 s.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func coverVertical(in container: Size = .standard) -> TransitionSpec {
        let full = LayerValues.filling(container)
        var below = full
        below.y = container.height
        return TransitionSpec(
            operation: .present, duration: standardDuration, curve: .easeInOut, edge: .bottom,
            container: container,
            layers: [
                AnimatedLayer(name: "from", role: .from, from: full, to: full),
                AnimatedLayer(name: "to", role: .to, from: below, to: full),
            ])
    }

    /// Reveal: the outgoing layer shrinks and fades away, revealing the incoming one beneath, on
    /// ease-in over 2 s.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func reveal(in container: Size = .standard) -> TransitionSpec {
        let full = LayerValues.filling(container)
        var gone = full
        gone.scale = revealFinalScale
        gone.alpha = 0
        return TransitionSpec(
            operation: .dismiss, duration: revealDuration, curve: .easeIn, edge: .top, container: container,
            layers: [
                AnimatedLayer(name: "to", role: .to, from: full, to: full),
                AnimatedLayer(name: "from", role: .from, from: full, to: gone),
            ])
    }

    /// Flip horizontal (`UIModalTransitionStyle.flipHorizontal`): the outgoing layer turns about the
    /// vertical axis from 0° to 180° while the incoming one turns from −180° to 0°, so each shows its
    /// face for half of the turn.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func flipHorizontal(in container: Size = .standard) -> TransitionSpec {
        let full = LayerValues.filling(container)
        var turnedAway = full
        turnedAway.rotationY = 180
        var turnedIn = full
        turnedIn.rotationY = -180
        return TransitionSpec(
            operation: .present, duration: modalStyleDuration, curve: .easeInOut, edge: .right,
            container: container,
            layers: [
                AnimatedLayer(name: "from", role: .from, from: full, to: turnedAway),
                AnimatedLayer(name: "to", role: .to, from: turnedIn, to: full),
            ])
    }

    /// Partial curl (`UIModalTransitionStyle.partialCurl`): the outgoing layer curls up from its bottom
    /// edge to ``partialCurlAmount``, uncovering the incoming layer beneath.
    /// - Parameter container: The container, points.
    /// - Returns: The spec.
    public static func partialCurl(in container: Size = .standard) -> TransitionSpec {
        let full = LayerValues.filling(container)
        var curled = full
        curled.curl = partialCurlAmount
        return TransitionSpec(
            operation: .present, duration: modalStyleDuration, curve: .easeInOut, edge: .bottom,
            container: container,
            layers: [
                AnimatedLayer(name: "to", role: .to, from: full, to: full),
                AnimatedLayer(name: "from", role: .from, from: full, to: curled),
            ])
    }
}
