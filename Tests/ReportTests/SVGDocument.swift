import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A rendered chart parsed as XML, with the lookups the geometry tests need.
struct SVGDocument {
    let root: XMLElement

    init(_ svg: String) throws {
        root = try XMLDocument(xmlString: svg, options: []).rootElement()!
    }

    /// Every element named `name` whose class list contains `cssClass`.
    func elements(_ name: String, class cssClass: String) -> [XMLElement] {
        var found: [XMLElement] = []
        func visit(_ element: XMLElement) {
            let classes = (element.value(of: "class") ?? "").split(separator: " ")
            if element.name == name && classes.contains(Substring(cssClass)) { found.append(element) }
            for child in element.children ?? [] { if let child = child as? XMLElement { visit(child) } }
        }
        visit(root)
        return found
    }

    /// The ticks of the axis with class `axis` ("x-axis" or "y-axis"): value and pixel position.
    func ticks(_ axis: String) -> [(value: Double, position: Double)] {
        guard let group = elements("g", class: axis).first else { return [] }
        let document = SVGDocument(root: group)
        return document.elements("g", class: "tick").compactMap { tick in
            guard let value = Double(tick.value(of: "data-value") ?? ""),
                  let line = (tick.children ?? []).compactMap({ $0 as? XMLElement }).first(where: { $0.name == "line" }) else { return nil }
            let position = axis == "x-axis" ? line.number("x1") : line.number("y1")
            return (value, position)
        }
    }

    private init(root: XMLElement) { self.root = root }
}

extension XMLElement {
    /// An attribute's value (looked up by name: `attribute(forName:)` misses attributes of elements
    /// in the SVG namespace on Linux).
    func value(of name: String) -> String? { attributes?.first { $0.name == name }?.stringValue }

    /// A numeric attribute (NaN when absent).
    func number(_ name: String) -> Double { Double(value(of: name) ?? "") ?? .nan }
}
