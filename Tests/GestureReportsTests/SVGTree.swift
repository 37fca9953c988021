import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG file parsed with Foundation's `XMLParser`, which fails on anything not well-formed:
/// every element in document order with its attributes, text (descendants' included) and parent.
final class SVGTree {
    /// One element.
    final class Element {
        /// The element name.
        let name: String
        /// Its attributes, unescaped.
        let attributes: [String: String]
        /// Its character content and its descendants', unescaped.
        fileprivate(set) var text = ""
        /// The enclosing element.
        private(set) weak var parent: Element?
        /// The enclosed elements.
        fileprivate(set) var children: [Element] = []

        fileprivate init(name: String, attributes: [String: String], parent: Element?) {
            self.name = name
            self.attributes = attributes
            self.parent = parent
        }

        /// The `data-model` of the enclosing element.
        var parentModel: String? { parent?.attributes["data-model"] }
    }

    /// Why a document did not parse.
    struct Malformed: Error, CustomStringConvertible {
        /// The parser's line and message.
        var description: String
    }

    /// The root element.
    private(set) var root: Element?
    /// Every element in document order.
    private(set) var elements: [Element] = []

    /// Parses `text`.
    /// - Throws: ``Malformed`` when it is not well-formed XML.
    init(_ text: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw Malformed(
                description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "parse error")")
        }
        root = collector.root
        elements = collector.elements
    }

    /// The children of the first element whose `class` is `name`.
    func children(ofClass name: String) -> [Element] {
        elements.first { $0.attributes["class"] == name }?.children ?? []
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var root: Element?
        var elements: [Element] = []
        var stack: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = Element(name: name, attributes: attributes, parent: stack.last)
            stack.last?.children.append(element)
            if root == nil { root = element }
            elements.append(element)
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            for element in stack { element.text += string }
        }
    }
}
