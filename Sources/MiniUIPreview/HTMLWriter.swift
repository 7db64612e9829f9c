import Foundation
import MiniUI

/// The layout pass and the HTML it writes: each snapshot node becomes an element whose box follows
/// SwiftUI's rules as far as the previews need them (stack spacing and alignment, list styles with their
/// insets, separators and minimum row heights, scroll axes, padding, frames, backgrounds); modifiers wrap
/// the view in source order, as they do in SwiftUI.
struct HTMLWriter {
    enum Axis { case vertical, horizontal }

    /// The identities of the views whose bodies ran for the frame.
    let rendered: Set<String>

    mutating func view(_ node: Snapshots.Node, in axis: Axis) -> String {
        var navigationTitle: String?
        var toolbar: [String] = []
        var inner: String
        switch node.role {
        case "composite":
            let ran = rendered.contains(node.identity)
            inner =
                "<div class=\"v composite\" data-view=\"\(escapeHTML(node.label))\" data-rendered=\"\(ran)\""
                + " title=\"\(escapeHTML(node.label))\">"
                + children(node, in: axis) + "</div>"
        case "text":
            inner =
                "<span class=\"v text\">\(escapeHTML(node.text ?? Self.call(node.label).arguments.first ?? ""))</span>"
        case "button":
            let title = node.children.isEmpty ? escapeHTML(node.text ?? "") : children(node, in: .horizontal)
            inner = "<span class=\"v button\" role=\"button\">\(title)</span>"
        case "toggle":
            let on = node.isOn == true
            let title = node.children.isEmpty ? escapeHTML(node.text ?? "") : children(node, in: .horizontal)
            inner =
                "<div class=\"v toggle\" data-on=\"\(on)\"><span class=\"text\">\(title)</span>"
                + "<span class=\"switch\(on ? " on" : "")\"></span></div>"
        case "control":
            inner = control(node)
        case "list":
            inner = list(node)
        case "section":
            inner = "<div class=\"v section\">" + children(node, in: axis) + "</div>"
        case "forEach":
            inner = "<div class=\"v flow\">" + children(node, in: axis) + "</div>"
        case "row":
            inner = node.children.isEmpty ? "" : "<div class=\"v flow\">" + children(node, in: axis) + "</div>"
        default:
            inner = generic(node, in: axis, toolbar: &toolbar)
        }
        if inner.isEmpty { return "" }
        // A frame that takes the whole width makes every box around it as wide, as SwiftUI's flexible frame
        // makes its background and padding.
        var stretches = false
        for modifier in node.modifiers {
            if modifier.name == "navigationTitle" {
                navigationTitle = Self.unquote(modifier.arguments.first ?? "")
                continue
            }
            inner = Self.wrap(inner, in: modifier, stretches: stretches)
            if modifier.name == "frame", Self.named(modifier.arguments)["maxWidth"] == ".infinity" { stretches = true }
        }
        var prefix = ""
        if !toolbar.isEmpty {
            prefix += "<div class=\"toolbar\">" + toolbar.joined() + "</div>"
        }
        if let navigationTitle {
            prefix += "<div class=\"nav-title\">\(escapeHTML(navigationTitle))</div>"
        }
        return prefix + inner
    }

    private mutating func children(_ node: Snapshots.Node, in axis: Axis) -> String {
        node.children.map { view($0, in: axis) }.joined()
    }

    private mutating func generic(_ node: Snapshots.Node, in axis: Axis, toolbar: inout [String]) -> String {
        let (name, arguments) = Self.call(node.label)
        let named = Self.named(arguments)
        switch name {
        case "VStack", "LazyVStack", "HStack", "LazyHStack":
            let horizontal = name.hasSuffix("HStack")
            let spacing = named["spacing"].flatMap(Double.init) ?? Metrics.defaultSpacing
            let alignment = named["alignment"] ?? ".center"
            let align: String
            switch alignment {
            case ".leading", ".top", ".firstTextBaseline": align = "flex-start"
            case ".trailing", ".bottom", ".lastTextBaseline": align = "flex-end"
            default: align = "center"
            }
            let kind = horizontal ? "hstack" : "vstack"
            return "<div class=\"v stack \(kind)\" data-spacing=\"\(Int(spacing))\" style=\"gap:\(px(spacing));"
                + "align-items:\(align)\">" + children(node, in: horizontal ? .horizontal : .vertical) + "</div>"
        case "ZStack":
            return "<div class=\"v zstack\">" + children(node, in: axis) + "</div>"
        case "ScrollView":
            let horizontal = arguments.first == ".horizontal"
            return "<div class=\"v \(horizontal ? "scroll-x" : "scroll-y")\" data-axis=\"\(horizontal ? "x" : "y")\">"
                + children(node, in: horizontal ? .horizontal : .vertical) + "</div>"
        case "Spacer":
            return "<div class=\"v spacer\"></div>"
        case "Divider":
            return "<div class=\"v divider\"></div>"
        case "Color":
            let color = Metrics.color(arguments.first ?? name) ?? "#8E8E93"
            return
                "<div class=\"v color\" style=\"background:\(color);flex:1;align-self:stretch;min-height:1px\"></div>"
        case "Image":
            let symbol = Self.unquote(named["systemName"] ?? arguments.first ?? "")
            return
                "<span class=\"v image\" title=\"\(escapeHTML(symbol))\"><span class=\"glyph\"></span>\(escapeHTML(symbol))</span>"
        case "toolbar":
            toolbar.append(children(node, in: .horizontal))
            return ""
        default:
            if node.children.isEmpty {
                return
                    "<span class=\"v text\" data-kind=\"\(escapeHTML(name))\">\(escapeHTML(node.text ?? node.label))</span>"
            }
            return "<div class=\"v stack vstack\" data-kind=\"\(escapeHTML(name))\" style=\"align-items:stretch\">"
                + children(node, in: .vertical) + "</div>"
        }
    }

    private mutating func control(_ node: Snapshots.Node) -> String {
        let (name, _) = Self.call(node.label)
        let title = escapeHTML(node.text ?? name)
        if !node.children.isEmpty {
            return "<div class=\"v control\" data-kind=\"\(escapeHTML(name))\">" + children(node, in: .horizontal)
                + "</div>"
        }
        return "<div class=\"v control\" data-kind=\"\(escapeHTML(name))\"><span class=\"text\">\(title)</span>"
            + "<span class=\"field\">\(escapeHTML(name))</span></div>"
    }

    // MARK: Lists

    private mutating func list(_ node: Snapshots.Node) -> String {
        let style = node.list?.style ?? ".automatic"
        let look = ListLook(style: style, minRowHeight: node.list?.minRowHeight ?? Metrics.minRowHeight)
        var html = "<div class=\"v list \(look.className)\" data-style=\"\(escapeHTML(style))\">"
        var loose: [String] = []
        func flush(_ html: inout String, _ loose: inout [String]) {
            if !loose.isEmpty { html += "<div class=\"rows\">" + loose.joined() + "</div>" }
            loose = []
        }
        for child in node.children {
            if child.role == "section" {
                flush(&html, &loose)
                html += section(child, look: look)
            } else {
                loose += rows(child, look: look)
            }
        }
        flush(&html, &loose)
        return html + "</div>"
    }

    private mutating func section(_ node: Snapshots.Node, look: ListLook) -> String {
        var header = ""
        var footer = ""
        var rows: [String] = []
        for child in node.children {
            if child.isAttachment == true || child.identity.contains("header") {
                header += view(child, in: .horizontal)
            } else if child.identity.contains("footer") {
                footer += view(child, in: .horizontal)
            } else {
                rows += self.rows(child, look: look)
            }
        }
        let (_, arguments) = Self.call(node.label)
        if header.isEmpty, let title = arguments.first, title.hasPrefix("\"") {
            header = escapeHTML(Self.unquote(title))
        }
        var html = "<div class=\"v section\">"
        if !header.isEmpty { html += "<div class=\"section-header\">\(header)</div>" }
        html += "<div class=\"rows\">" + rows.joined() + "</div>"
        if !footer.isEmpty { html += "<div class=\"section-footer\">\(footer)</div>" }
        return html + "</div>"
    }

    /// A list's content as rows: a ForEach's rows, and any other view as a row of its own.
    private mutating func rows(_ node: Snapshots.Node, look: ListLook) -> [String] {
        switch node.role {
        case "forEach":
            return node.children.flatMap { rows($0, look: look) }
        case "composite" where node.children.contains { $0.role == "forEach" || $0.role == "section" }:
            let ran = rendered.contains(node.identity)
            let inner = node.children.flatMap { rows($0, look: look) }
            return ["<div class=\"v composite flat\" data-view=\"\(escapeHTML(node.label))\" data-rendered=\"\(ran)\">"]
                + inner + ["</div>"]
        case "row":
            if node.children.isEmpty { return [] }
            return [row(node, content: children(node, in: .vertical), look: look)]
        default:
            return [row(node, content: view(node, in: .vertical), look: look)]
        }
    }

    private func row(_ node: Snapshots.Node, content: String, look: ListLook) -> String {
        let insets = node.row?.insets.map { Insets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3]) }
        let padding = insets ?? look.rowInsets
        let hidden = node.row?.bottomSeparator == "hidden"
        let topShown = node.row?.topSeparator == "visible"
        var style = "padding:\(padding.css);min-height:\(px(look.minRowHeight))"
        style += ";--sep-left:\(px(padding.leading))"
        var html = "<div class=\"row\(node.isSelected == true ? " selected" : "")\""
        if let id = node.rowID { html += " data-row-id=\"\(escapeHTML(id))\"" }
        html += " data-separator=\"\(hidden ? "hidden" : "visible")\" style=\"\(style)\">" + content
        if topShown { html += "<span class=\"sep top\"></span>" }
        if !hidden && look.showsSeparators { html += "<span class=\"sep\"></span>" }
        return html + "</div>"
    }

    // MARK: Modifiers

    /// Wraps `inner` in the box one modifier makes.
    static func wrap(_ inner: String, in modifier: Snapshots.Modifier, stretches: Bool = false) -> String {
        let arguments = modifier.arguments
        let named = Self.named(arguments)
        let name = modifier.name
        let stretch = stretches ? "align-self:stretch;" : ""
        func box(_ style: String) -> String {
            let wide = stretches || (name == "frame" && named["maxWidth"] == ".infinity")
            return "<div class=\"v mod\" data-modifier=\"\(escapeHTML(name))\"\(wide ? " data-wide" : "")"
                + " style=\"display:flex;flex-direction:column;\(stretch)\(style)\">" + inner + "</div>"
        }
        switch name {
        case "padding":
            return box("padding:" + padding(arguments).css)
        case "frame":
            var style = ""
            if let width = named["width"].flatMap(Double.init) { style += "width:\(px(width));" }
            if let height = named["height"].flatMap(Double.init) { style += "height:\(px(height));" }
            if named["maxWidth"] == ".infinity" { style += "align-self:stretch;" }
            if named["maxHeight"] == ".infinity" { style += "flex:1;" }
            if let min = named["minHeight"].flatMap(Double.init) { style += "min-height:\(px(min));" }
            style += "justify-content:center;align-items:"
            switch named["alignment"] ?? ".center" {
            case ".leading", ".topLeading", ".bottomLeading": style += "flex-start"
            case ".trailing", ".topTrailing", ".bottomTrailing": style += "flex-end"
            default: style += "center"
            }
            return box(style)
        case "font":
            guard let font = Metrics.font(arguments.first ?? "") else { return box("") }
            return box("--size:\(px(font.size));font-size:\(px(font.size));font-weight:\(font.weight)")
        case "fontWeight", "bold":
            let weight = name == "bold" ? 700 : Metrics.weight(arguments.first ?? "") ?? 400
            return box("font-weight:\(weight)")
        case "foregroundColor", "foregroundStyle", "tint":
            guard let color = arguments.first.flatMap(Metrics.color) else { return box("") }
            return box("--fg:\(color)")
        case "background":
            let color = arguments.first.flatMap(Metrics.color) ?? "#F2F2F7"
            return box("background:\(color)")
        case "cornerRadius", "clipShape":
            let radius = arguments.first.flatMap(Double.init) ?? 12
            return box("border-radius:\(px(radius));overflow:hidden")
        case "opacity":
            return box("opacity:\(arguments.first ?? "1")")
        default:
            return box("")
        }
    }

    static func padding(_ arguments: [String]) -> Insets {
        var edges = "all"
        var amount = Metrics.defaultPadding
        for argument in arguments {
            if let value = Double(argument) { amount = value } else { edges = argument }
        }
        var insets = Insets.zero
        let all = edges == "all" || edges == ".all"
        if all || edges.contains("horizontal") || edges.contains("leading") { insets.leading = amount }
        if all || edges.contains("horizontal") || edges.contains("trailing") { insets.trailing = amount }
        if all || edges.contains("vertical") || edges.contains("top") { insets.top = amount }
        if all || edges.contains("vertical") || edges.contains("bottom") { insets.bottom = amount }
        return insets
    }

    // MARK: Reading labels

    /// `VStack(alignment: .leading, spacing: 8)` as `VStack` and its arguments.
    static func call(_ label: String) -> (name: String, arguments: [String]) {
        guard let open = label.firstIndex(of: "("), label.hasSuffix(")") else {
            return (String(label.prefix { $0 != "<" && $0 != " " }), [])
        }
        let inside = label[label.index(after: open)..<label.index(before: label.endIndex)]
        return (String(label[..<open]), split(inside))
    }

    static func named(_ arguments: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for argument in arguments {
            guard let colon = argument.firstIndex(of: ":"), !argument.hasPrefix("\"") else { continue }
            let key = argument[..<colon].trimmingCharacters(in: .whitespaces)
            result[key] = argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return result
    }

    static func split(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// `"Hello"` as `Hello`.
    static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
}
