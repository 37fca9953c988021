import Foundation
import GestureCore
import GestureInteraction
import GestureReplay
import InteractiveTransition
import JSONLines

/// A self-contained HTML page of replayed cases: per case the verdict, the finger's path over the
/// container, the plot of percent, progress and velocity against time (release and decision
/// marked), and the transition itself animated from its frame records (the layers moving and
/// dimming, the finger's dot) with play/pause, a scrubber and frame stepping by keyboard.
///
/// The page needs nothing outside itself: styles, SVG, script and data are inline, so it works from
/// a CI artifact store offline. Failed cases come first. The same cases give the same bytes.
///
/// A URL fragment selects a frame, paused: `report.html#case=2&frame=40` (cases count from 0, in
/// page order; `#frame=40` is the first case). Keys: ← and → step one frame, Shift with them ten,
/// Space plays or pauses, Home and End jump; they act on the case last clicked or scrolled to.
package struct HTMLReport: Sendable {
    /// The page's title.
    package var title: String
    /// The cases, in the order given (the page puts failures first).
    package var cases: [HTMLReportCase]

    /// Creates a report.
    /// - Parameters:
    ///   - title: The page's title.
    ///   - cases: The cases.
    package init(title: String, cases: [HTMLReportCase]) {
        self.title = title
        self.cases = cases
    }

    /// The cases in page order: failed first, then the others, each group in the given order.
    package var ordered: [HTMLReportCase] {
        cases.filter { $0.verdict == .failed } + cases.filter { $0.verdict != .failed }
    }

    /// The page (UTF-8 text).
    package func html() -> String {
        let ordered = self.ordered
        let failed = ordered.filter { $0.verdict == .failed }.count
        let passed = ordered.filter { $0.verdict == .passed }.count
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out +=
            "<title>" + SVGDocument.escape(title) + "</title>\n<style>\n" + Self.style + "</style>\n</head>\n<body>\n"
        out += "<header><h1>" + SVGDocument.escape(title) + "</h1>\n<p class=\"counts\">"
        if passed + failed > 0 {
            out += "<span class=\"\(failed > 0 ? "failed" : "passed")\">\(failed) failed</span> · "
            out += "<span class=\"passed\">\(passed) passed</span> · "
        }
        out += "\(ordered.count) case\(ordered.count == 1 ? "" : "s") · keys: ← → step (Shift: 10), Space play/pause, "
        out += "Home/End · <code>#case=N&amp;frame=K</code> selects a frame</p></header>\n"
        for (index, item) in ordered.enumerated() { out += section(item, index: index) }
        out += "<script type=\"application/json\" id=\"report-data\">"
        let cases = JSONValue.array(ordered.enumerated().map { data(of: $0.element, index: $0.offset) })
        // `<` as \u003c keeps `</script>` in a name from ending the element; JSON reads it back as `<`.
        out += String(decoding: cases.serializedBytes(), as: UTF8.self).replacingAll("<", with: "\\u003c")
        out += "</script>\n<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return out
    }

    /// One case's section: heading, result, stage, controls and plot.
    func section(_ item: HTMLReportCase, index: Int) -> String {
        let verdict = item.verdict.rawValue
        var out = "<section class=\"case \(verdict)\" id=\"case-\(index)\" data-case=\"\(index)\" tabindex=\"0\">\n"
        out +=
            "<h2><span class=\"badge \(verdict)\">\(verdict.uppercased())</span> " + SVGDocument.escape(item.name)
            + "</h2>\n"
        out +=
            "<p class=\"line\">" + SVGDocument.escape(item.line) + " <span class=\"setting\">("
            + SVGDocument.escape(item.setting) + ")</span></p>\n"
        if !item.failures.isEmpty {
            out += "<ul class=\"failures\">"
            for failure in item.failures { out += "<li>" + SVGDocument.escape(failure) + "</li>" }
            out += "</ul>\n"
        }
        out += "<div class=\"row\">\n<div class=\"player\">\n" + stage(item, index: index)
        out += "<div class=\"controls\"><button type=\"button\" class=\"play\">▶ play</button>"
        out +=
            "<input type=\"range\" class=\"scrubber\" min=\"0\" max=\"\(max(item.frames.count - 1, 0))\" value=\"0\" step=\"1\""
        out += " aria-label=\"frame\"" + (item.frames.isEmpty ? " disabled" : "") + ">"
        out += "<output class=\"readout\">" + (item.frames.isEmpty ? "no transition frames" : "") + "</output></div>\n"
        out += "</div>\n"
        if let caption = item.appCaption {
            // The app's screen after the settle, beside the model's stage.
            out += "<figure class=\"app\" style=\"margin:0;max-width:\(Self.number(Self.stageBox.width))px\">"
            if let shot = item.appReleaseScreenshot {
                out +=
                    "<img src=\"data:image/png;base64,\(shot)\" alt=\"the app at the release\" style=\"width:100%\">"
                    + "<small>" + SVGDocument.escape(item.appReleaseCaption ?? "at the release")
                    + "; after the settle:</small>"
            }
            if let shot = item.appScreenshot {
                out +=
                    "<img src=\"data:image/png;base64,\(shot)\" alt=\"the app after the settle\" style=\"width:100%\">"
            }
            out += "<figcaption>" + SVGDocument.escape(caption) + "</figcaption></figure>\n"
        }
        out += "<div class=\"plot\">" + plot(item, index: index) + "</div>\n</div>\n</section>\n"
        return out
    }

    /// The container with the finger path, the layers at the first frame and the finger's dot.
    func stage(_ item: HTMLReportCase, index: Int) -> String {
        let width = item.container.width
        let height = item.container.height
        // The whole container at any aspect ratio: the largest size that fits the stage's box.
        let scale = min(Self.stageBox.width / max(width, 1), Self.stageBox.height / max(height, 1))
        var svg = "<svg class=\"stage\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
        svg +=
            " width=\"\(Self.number((width * scale).rounded()))\" height=\"\(Self.number((height * scale).rounded()))\""
        svg += " data-frame=\"0\" role=\"img\" aria-label=\"the transition in the container\">\n"
        svg +=
            "<rect class=\"container\" x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\"/>\n"
        svg += "<g class=\"layers\"></g>\n"
        svg += rules(item)
        var byContact: [Int: [HTMLReportCase.PathPoint]] = [:]
        for point in item.path { byContact[point.contact, default: []].append(point) }
        for contact in byContact.keys.sorted() {
            let points = (byContact[contact] ?? []).map {
                "\(Self.number($0.location.x)),\(Self.number($0.location.y))"
            }
            svg +=
                "<polyline class=\"path\" data-contact=\"\(contact)\" points=\"" + points.joined(separator: " ")
                + "\"/>\n"
        }
        let radius = min(width, height) * Self.fingerRadius
        for contact in byContact.keys.sorted() {
            guard let down = byContact[contact]?.first else { continue }
            svg +=
                "<circle class=\"touch-down\" data-contact=\"\(contact)\" r=\"\(Self.number(radius / 2))\" "
                + "cx=\"\(Self.number(down.location.x))\" cy=\"\(Self.number(down.location.y))\"><title>touch-down</title></circle>\n"
        }
        svg +=
            "<circle class=\"finger\" r=\"\(Self.number(radius))\" cx=\"-100\" cy=\"-100\"/>\n"
        svg += "</svg>\n"
        return svg
    }

    /// The box the stage fits in, CSS pixels: a portrait phone fills its height, a landscape screen its
    /// width, neither cropped.
    static let stageBox = (width: 560.0, height: 420.0)

    /// The edge zone as a band along the edge and the threshold as a line across the extent, where the
    /// rules use them (not for a touchpad, whose tracker measures its own distance).
    func rules(_ item: HTMLReportCase) -> String {
        let (width, height) = (item.container.width, item.container.height)
        var svg = ""
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
            "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(w))\" height=\"\(Self.number(h))\""
        }
        if let zone = item.rules.edgeZone {
            let band =
                switch item.rules.edge {
                case .left: rect(0, 0, zone, height)
                case .right: rect(width - zone, 0, zone, height)
                case .top: rect(0, 0, width, zone)
                case .bottom: rect(0, height - zone, width, zone)
                }
            svg += "<rect class=\"edge-zone\" \(band)><title>edge zone \(Self.number(zone)) pt</title></rect>\n"
        }
        if let threshold = item.rules.threshold {
            let end: (x1: Double, y1: Double, x2: Double, y2: Double)
            switch item.rules.edge {
            case .left: end = (threshold * width, 0, threshold * width, height)
            case .right: end = ((1 - threshold) * width, 0, (1 - threshold) * width, height)
            case .top: end = (0, threshold * height, width, threshold * height)
            case .bottom: end = (0, (1 - threshold) * height, width, (1 - threshold) * height)
            }
            let (x1, y1, x2, y2) = end
            svg +=
                "<line class=\"threshold\" x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" "
                + "y2=\"\(Self.number(y2))\"><title>threshold \(Self.number(threshold * 100)) %</title></line>\n"
        }
        return svg
    }

    /// The fraction of the container's shorter side the finger's dot spans as its radius.
    static let fingerRadius = 0.035

    /// The case's plot, inline: its XML declaration dropped and its ids made unique in the page.
    func plot(_ item: HTMLReportCase, index: Int) -> String {
        var svg = item.plot.svg()
        if let end = svg.range(of: "?>\n"), svg.hasPrefix("<?xml") { svg = String(svg[end.upperBound...]) }
        for id in ["clip-progress", "clip-velocity"] { svg = svg.replacingAll(id, with: "c\(index)-" + id) }
        return svg
    }

    /// The data the script animates: frames (time, phase, progress, percent, layers), the path and the
    /// plot's time axis.
    func data(of item: HTMLReportCase, index: Int) -> JSONValue {
        let layout = PlotLayout(runs: item.plot.runs)
        let axis = layout.time
        return .object([
            ("name", .string(item.name)),
            ("container", .array([.measure(item.container.width), .measure(item.container.height)])),
            (
                "timeAxis",
                .array([.measure(axis.lower), .measure(axis.upper), .measure(axis.start), .measure(axis.end)])
            ),
            ("plotTop", .measure(layout.progressTop)), ("plotBottom", .measure(layout.velocityBottom)),
            ("frames", .array(item.frames.map(Self.data(of:)))),
            ("outgoingOnTop", .array(item.outgoingOnTop.sorted().map { .int(Int64($0)) })),
            (
                "path",
                .array(
                    item.path.map {
                        .array([
                            .measure($0.time.seconds), .int(Int64($0.contact)), .bool($0.down), .measure($0.location.x),
                            .measure($0.location.y),
                        ])
                    })
            ),
            ("decisions", .array(item.decisions.map { .measure($0.time.seconds) })),
            ("completions", .array(item.completions.map { .measure($0.time.seconds) })),
        ])
    }

    /// One frame for the script: time, transition, phase, progress, percent, velocity and each layer
    /// as `[name, x, y, width, height, alpha, dimming, scale, rotationY, curl, cornerRadius]`.
    static func data(of frame: FrameRecord) -> JSONValue {
        var layers: [JSONValue] = []
        for layer in frame.layers {
            let v = layer.values
            let numbers: [Double] = [
                v.x, v.y, v.width, v.height, v.alpha, v.dimming, v.scale, v.rotationY, v.curl, v.cornerRadius,
            ]
            layers.append(.array([.string(layer.name)] + numbers.map { JSONValue.measure($0) }))
        }
        return .object([
            ("t", .measure(frame.time.seconds)), ("transition", .int(Int64(frame.transition))),
            ("phase", .string(frame.phase.name)), ("progress", .measure(frame.progress)),
            ("percent", .measure(frame.percent?.value)), ("velocity", .measure(frame.velocity?.value)),
            ("layers", .array(layers)),
        ])
    }

    /// A coordinate with up to three decimals.
    static func number(_ value: Double) -> String { SVGDocument.fixed(value, 3) }
}

extension String {
    /// The string with every `target` replaced.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
