/// Turns a built view tree into a deterministic text outline, one view per line, children indented.
///
/// ```
/// List [style: .plain, minRowHeight: 0]
///   ForEach [2 rows]
///     row id: 1 [separator: .hidden, insets: EdgeInsets()]
///       Text("Eiger")
///     row id: 2 [separator: .hidden, insets: EdgeInsets()]
///       Text("Matterhorn")
/// ```
///
/// Modifiers follow a view's name as they would in code (`Text("Hi").font(.headline)`). Inside a
/// `List`, each row shows the separator and insets it asks for, and the list shows the style and
/// minimum row height in force, so a plain list and a default one read differently.
@MainActor
struct Renderer {
    var showsComposites: Bool
    /// Whether a line shows what the layout pass wrote on it (off for the layout pass's own comparisons).
    var showsLayoutNotes = true
    /// The path each shape draws, by node identity, for `ViewHost.animationFrames(at:during:)`.
    var pathNotes: [String: String] = [:]

    func render(_ nodes: [Node]) -> String {
        var lines: [String] = []
        for node in nodes { render(node, depth: 0, inherited: [], inList: false, into: &lines) }
        return lines.joined(separator: "\n")
    }

    private func line(_ depth: Int, _ text: String) -> String {
        String(repeating: "  ", count: depth) + text
    }

    private func render(_ node: Node, depth: Int, inherited: [String], inList: Bool, into lines: inout [String]) {
        if node.isHidden && !node.holdsItsPlace { return }
        let note = showsLayoutNotes ? node.layoutNote : nil
        let annotations =
            inherited + node.annotations + (note.map { [$0] } ?? [])
            + (pathNotes[node.identity].map { [$0] } ?? [])
        switch node.role {
        case .root:
            for child in node.children { render(child, depth: depth, inherited: [], inList: inList, into: &lines) }
        case .composite, .anyView:
            if showsComposites {
                lines.append(line(depth, node.label + annotations.joined()))
                renderChildren(of: node, depth: depth + 1, inherited: [], inList: inList, into: &lines)
            } else {
                renderChildren(of: node, depth: depth, inherited: annotations, inList: inList, into: &lines)
            }
        case .forEach:
            lines.append(line(depth, node.label + annotations.joined()))
            for row in node.children {
                render(row, depth: depth + 1, inherited: [], inList: inList, into: &lines)
            }
        case .row:
            // A row whose content built nothing (an `if` that was false) shows nothing, as in SwiftUI.
            guard !node.children.isEmpty else { return }
            let id = node.rowID.map { " id: \(String(reflecting: $0.base))" } ?? ""
            // Settings given to the whole ForEach come first; the row's own views may override them.
            var traits = node.rowTraits
            traits.merge(Self.traits(of: node.children))
            let settings = inList ? " " + describe(traits) : ""
            lines.append(line(depth, "row" + id + settings + (node.isSelected ? " selected" : "") + (note ?? "")))
            renderChildren(of: node, depth: depth + 1, inherited: [], inList: false, into: &lines)
        case .list:
            var header = node.label
            if let configuration = node.listConfiguration {
                let height = Self.number(configuration.minRowHeight)
                header += " [style: \(configuration.style), minRowHeight: \(height)]"
            }
            lines.append(line(depth, header + annotations.joined()))
            renderRows(node.children, depth: depth + 1, into: &lines)
        case .section:
            lines.append(line(depth, node.label + annotations.joined()))
            if inList {
                renderRows(node.children, depth: depth + 1, into: &lines)
            } else {
                renderChildren(of: node, depth: depth + 1, inherited: [], inList: false, into: &lines)
            }
        case .generic, .text, .button, .toggle, .control:
            lines.append(line(depth, node.label + annotations.joined()))
            renderChildren(of: node, depth: depth + 1, inherited: [], inList: false, into: &lines)
        }
    }

    private func renderChildren(
        of node: Node, depth: Int, inherited: [String], inList: Bool, into lines: inout [String]
    ) {
        for child in node.children { render(child, depth: depth, inherited: inherited, inList: inList, into: &lines) }
    }

    /// A list's content: ForEach rows and sections keep their structure; any other view is a row of its own.
    private func renderRows(_ nodes: [Node], depth: Int, into lines: inout [String]) {
        for node in nodes where !node.isHidden || node.holdsItsPlace {
            switch node.role {
            case .forEach, .section:
                render(node, depth: depth, inherited: [], inList: true, into: &lines)
            case .composite, .anyView:
                if showsComposites {
                    lines.append(line(depth, node.label + node.annotations.joined()))
                    renderRows(node.children, depth: depth + 1, into: &lines)
                } else {
                    renderRows(node.children, depth: depth, into: &lines)
                }
            default:
                if node.isAttachment {
                    render(node, depth: depth, inherited: [], inList: false, into: &lines)
                    continue
                }
                lines.append(
                    line(depth, "row " + describe(Self.traits(of: [node])) + (node.isSelected ? " selected" : "")))
                render(node, depth: depth + 1, inherited: [], inList: false, into: &lines)
            }
        }
    }

    private func describe(_ traits: RowTraits) -> String {
        let insets = traits.insets.map(Self.describe) ?? ".automatic"
        let separator: String
        switch (traits.topSeparator, traits.bottomSeparator) {
        case let (top, bottom) where top == bottom: separator = ".\(top)"
        case (let top, .automatic): separator = ".\(top), edges: .top"
        case (.automatic, let bottom): separator = ".\(bottom), edges: .bottom"
        case let (top, bottom): separator = ".\(top), edges: .top; .\(bottom), edges: .bottom"
        }
        return "[separator: \(separator), insets: \(insets)]"
    }

    /// The row settings asked for by a row's outermost views, including from inside their bodies.
    static func traits(of nodes: [Node]) -> RowTraits {
        var traits = RowTraits()
        for node in nodes {
            if node.role == .composite || node.role == .anyView {
                traits.merge(Self.traits(of: node.children))
            }
            traits.merge(node.rowTraits)
        }
        return traits
    }

    nonisolated static func describe(_ insets: EdgeInsets) -> String {
        if insets == EdgeInsets() { return "EdgeInsets()" }
        let parts = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ]
        return "EdgeInsets(" + parts.map { "\($0): \(number($1))" }.joined(separator: ", ") + ")"
    }

    /// `16` rather than `16.0`; fractions as Swift prints them.
    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
