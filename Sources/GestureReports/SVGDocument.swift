/// A minimal SVG writer: elements with attributes in the order given, text and attribute values
/// escaped, one element per line with fixed indentation, so the same calls give the same bytes.
///
/// Lengths are SVG user units (CSS pixels at the document's natural size).
///
/// ```swift
/// var svg = SVGDocument(width: 100, height: 40)
/// svg.element("text", [("x", "4"), ("y", "20")], text: "a < b")
/// let text = svg.rendered()   // … <text x="4" y="20">a &lt; b</text> …
/// ```
package struct SVGDocument: Sendable {
    /// One attribute: a name and its unescaped value.
    package typealias Attribute = (name: String, value: String)

    /// The canvas width, user units.
    package let width: Double
    /// The canvas height, user units.
    package let height: Double
    private var lines: [String] = []
    private var open: [String] = []

    /// Creates an empty document.
    /// - Parameters:
    ///   - width: The canvas width, user units.
    ///   - height: The canvas height, user units.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Opens a container element (`g`, `defs`, `clipPath`); ``close()`` ends it.
    /// - Parameters:
    ///   - name: The element name.
    ///   - attributes: Its attributes, written in this order.
    package mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        lines.append(indentation + "<" + name + Self.attributes(attributes) + ">")
        open.append(name)
    }

    /// Closes the innermost element opened with ``open(_:_:)``; does nothing when none is open.
    package mutating func close() {
        guard let name = open.popLast() else { return }
        lines.append(indentation + "</" + name + ">")
    }

    /// Writes a leaf element, empty or holding escaped text.
    /// - Parameters:
    ///   - name: The element name.
    ///   - attributes: Its attributes, written in this order.
    ///   - text: Character content, escaped; nil for an empty element (`<line … />`).
    package mutating func element(_ name: String, _ attributes: [Attribute] = [], text: String? = nil) {
        let start = indentation + "<" + name + Self.attributes(attributes)
        if let text {
            lines.append(start + ">" + Self.escape(text) + "</" + name + ">")
        } else {
            lines.append(start + "/>")
        }
    }

    /// Writes a `text` element of styled runs on one line, so no whitespace appears between them.
    /// - Parameters:
    ///   - attributes: The `text` element's attributes.
    ///   - spans: Each run's `tspan` attributes and text, escaped.
    package mutating func text(_ attributes: [Attribute], spans: [(attributes: [Attribute], text: String)]) {
        var line = indentation + "<text" + Self.attributes(attributes) + ">"
        for span in spans {
            line += "<tspan" + Self.attributes(span.attributes) + ">" + Self.escape(span.text) + "</tspan>"
        }
        lines.append(line + "</text>")
    }

    /// The whole document: an XML declaration, the `svg` root with its size and view box, every
    /// element written so far, and end tags for any still open.
    package func rendered() -> String {
        let size: [Attribute] = [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", Self.fixed(width, 0)),
            ("height", Self.fixed(height, 0)),
            ("viewBox", "0 0 " + Self.fixed(width, 0) + " " + Self.fixed(height, 0)),
        ]
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg" + Self.attributes(size) + ">\n"
        for line in lines { out += line + "\n" }
        for (depth, name) in open.enumerated().reversed() {
            out += String(repeating: Self.indent, count: depth + 1) + "</" + name + ">\n"
        }
        out += "</svg>\n"
        return out
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for use in text or a double-quoted attribute value, and
    /// replaces the characters XML 1.0 does not allow (``XMLText/escaped(_:)``).
    package static func escape(_ text: String) -> String { XMLText.escaped(text) }

    /// One indentation step.
    static let indent = "  "

    private var indentation: String { String(repeating: Self.indent, count: open.count + 1) }

    private static func attributes(_ attributes: [Attribute]) -> String {
        var out = ""
        for attribute in attributes { out += " " + attribute.name + "=\"" + escape(attribute.value) + "\"" }
        return out
    }
}
