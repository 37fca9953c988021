import GestureInteraction
import GestureReplay

/// The colours a plot gives its models: Okabe and Ito's colour-blind-safe palette.
///
/// Source: Masataka Okabe and Kei Ito, "Color Universal Design (CUD): How to make figures and
/// presentations that are friendly to colorblind people" (2008), the eight-colour set also
/// recommended by Bang Wong, "Points of view: Color blindness", Nature Methods 8, 441 (2011). The
/// colours stay distinguishable under protanopia, deuteranopia and tritanopia; yellow, faint on
/// white, comes last. Each feel model keeps its colour from plot to plot: the colour is picked by
/// the model's place in ``FeelModel/all`` (uikit blue, cupertino vermillion, cupertinoLegacy reddish
/// purple, adwaita bluish green, gnomeShell sky blue, android orange, phosh black).
enum PlotPalette {
    /// Okabe–Ito colours in the order models take them.
    static let colors = [
        "#0072B2",  // blue
        "#D55E00",  // vermillion
        "#CC79A7",  // reddish purple
        "#009E73",  // bluish green
        "#56B4E9",  // sky blue
        "#E69F00",  // orange
        "#000000",  // black
        "#F0E442",  // yellow
    ]

    /// The colour of each model in `models`, in order: a known model by its place in
    /// ``FeelModel/all``, others by the colours the known ones leave, cycling when they run out.
    static func colors(for models: [String]) -> [String] {
        let known = models.map { name in FeelModel.all.firstIndex { $0.name == name } }
        var spare = colors.indices.filter { index in !known.contains(index) }
        if spare.isEmpty { spare = Array(colors.indices) }
        var nextSpare = 0
        return known.map { index in
            if let index { return colors[index % colors.count] }
            defer { nextSpare += 1 }
            return colors[spare[nextSpare % spare.count]]
        }
    }
}
