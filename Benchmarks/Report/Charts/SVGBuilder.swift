import Foundation

/// Writes SVG markup: elements with attributes, text escaped.
public struct SVGBuilder: Sendable {
    private(set) var parts: [String] = []

    public init() {}

    /// Text with `&`, `<`, `>` and quotes escaped for XML content and attribute values.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A number with at most two decimals (SVG coordinates).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Appends `<name attributes/>`, or with `text` as escaped content.
    public mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
        let rendered = attributes.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
        if let text {
            parts.append("<\(name)\(rendered)>\(Self.escape(text))</\(name)>")
        } else {
            parts.append("<\(name)\(rendered)/>")
        }
    }

    /// Opens a group; close it with `close("g")`.
    public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        parts.append("<\(name)" + attributes.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined() + ">")
    }

    public mutating func close(_ name: String) { parts.append("</\(name)>") }

    /// A text label.
    public mutating func text(_ content: String, x: Double, y: Double, anchor: String = "start", cssClass: String = "label",
                              extra: [(String, String)] = []) {
        element("text", [("x", Self.number(x)), ("y", Self.number(y)), ("text-anchor", anchor), ("class", cssClass)] + extra,
                text: content)
    }

    /// The finished `<svg>` of `width` x `height` pixels, with an accessible name.
    public func svg(width: Double, height: Double, label: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\" aria-label=\"\(Self.escape(label))\" "
            + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
            + "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">" + parts.joined() + "</svg>"
    }

    /// Rough width in pixels of `text` at the charts' 11 px font (for layout, not for measuring).
    public static func textWidth(_ text: String) -> Double { Double(text.count) * 6.8 }
}
