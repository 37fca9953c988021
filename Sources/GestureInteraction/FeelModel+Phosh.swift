internal import EdgePan
import GestureCore
import InteractiveTransition

extension FeelModel {
    /// phoc's drag surfaces for phosh's top panel and home bar (phoc and phosh 0.46).
    ///
    /// A drag on the top edge pulls the top panel down, one on the bottom edge pushes the home bar up;
    /// nothing sits on the left or right edge, so a drag there decides nothing. phoc accepts a drag
    /// after 16 px along its axis and rejects it after 24 px across (`src/layer-shell-effects.c`,
    /// `phoc_draggable_layer_surface_drag_update`); the progress is the share of the surface's travel
    /// from folded to unfolded (the output's extent less the bars phosh keeps on screen, ``phoshTravelInsets``);
    /// at the lift the panel opens past ``phoshThreshold`` of that travel (`hit_threshold`) or on a
    /// fling of 1500 px/s in its direction (`phoc_draggable_layer_surface_fling`), and slides on an
    /// ease-out cubic over `300 ms · ∛(remaining)`.
    public static let phosh: FeelModel = {
        var model = FeelModel(
            name: "phosh", summary: "phoc drag surface (opens past 29.7 % of the panel's travel, fling 1500 px/s)",
            sources: [
                "phoc src/layer-shell-effects.c: DRAG_ACCEPT_THRESHOLD_DISTANCE 16, DRAG_REJECT_THRESHOLD_DISTANCE 24",
                "phoc src/layer-shell-effects.c: hit_threshold |distance| > travel·threshold; FLING_V_MIN 1500",
                "phoc src/layer-shell-effects.c: SLIDE_ANIM_DURATION_MS 300 · cbrt(remaining)",
                "phosh src/top-panel.c, src/home.c: drag threshold 0.3, sent as wl_fixed (0.296875)",
                "phosh src/top-panel.h PHOSH_TOP_BAR_HEIGHT 32, src/home.h PHOSH_HOME_BAR_HEIGHT 15",
            ],
            recognizer: ScreenEdgePanRecognizer.Configuration(
                edgeZone: 20, slop: phoshAcceptThreshold, orthogonalRejectDistance: phoshRejectThreshold,
                percentMode: .translation),
            threshold: .fraction(phoshThreshold), decider: .threshold(fling: .points(phoshFling), projection: nil),
            settle: .phosh)
        model.recognizer.travelInsets = phoshTravelInsets
        model.surfaceEdges = [.top, .bottom]
        model.release = .phosh(.newest)
        return model
    }()

    /// phoc's `DRAG_ACCEPT_THRESHOLD_DISTANCE`, 16 px.
    public static let phoshAcceptThreshold = 16.0
    /// phoc's `DRAG_REJECT_THRESHOLD_DISTANCE`, 24 px.
    public static let phoshRejectThreshold = 24.0
    /// The drag threshold phosh asks for its top panel and home bar, fraction of the travel
    /// (`PHOSH_TOP_PANEL_DRAG_THRESHOLD`, top-panel.c; `PHOSH_HOME_DRAG_THRESHOLD`, home.c).
    public static let phoshRequestedThreshold = 0.3
    /// The Wayland fixed-point step the threshold travels in: `wl_fixed_from_double` (wayland-util.h)
    /// keeps `(int)(d · 256)`, 1/256ths truncated.
    public static let waylandFixedPerUnit = 256.0
    /// The threshold phoc applies: 0.3 as `wl_fixed` carries it, 76/256 = 0.296875 (phoc's debug log
    /// prints this value; measured in `toolkit-lane.md`, "phosh 0.46 on phoc 0.46").
    public static let phoshThreshold =
        (phoshRequestedThreshold * waylandFixedPerUnit).rounded(.towardZero) / waylandFixedPerUnit
    /// phoc's `FLING_V_MIN`, 1500 px/s.
    public static let phoshFling = 1500.0
    /// `PHOSH_TOP_BAR_HEIGHT`, 32 px (top-panel.h): the top panel folds to this bar.
    public static let phoshTopBarHeight = 32.0
    /// `PHOSH_HOME_BAR_HEIGHT`, 15 px (home.h): the home surface folds to this bar.
    public static let phoshHomeBarHeight = 15.0
    /// The extent each surface cannot travel, points.
    ///
    /// The top panel is the output's height and folds to
    /// its bar (`get_margin`: `-height + PHOSH_TOP_BAR_HEIGHT`, top-panel.c); the home surface is the
    /// output's height less the top bar's exclusive zone (shell.c creates it after the top panel "so it
    /// honors its exclusive zone") and folds to its own bar (`-height + PHOSH_HOME_BAR_HEIGHT`, home.c).
    /// At 360×720 that is 688 and 673 px, as measured.
    public static let phoshTravelInsets: [Edge: Double] = [
        .top: phoshTopBarHeight, .bottom: phoshTopBarHeight + phoshHomeBarHeight,
    ]
}
