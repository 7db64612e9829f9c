/// A padding: shown as written, and kept for the layout pass (`Host/LayoutPass.swift`), which takes it off what a
/// custom layout's container is proposed and moves the container's bounds by it, and adds it to a subview's size.
/// A padding without a length counts 16 points on each edge (MiniUI's own; SwiftUI picks a default per platform).
struct PaddingModifier {
    let annotation: String
    let insets: EdgeInsets
}

extension PaddingModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func apply(to node: Node) {
        node.annotations.append(annotation)
        node.layoutRecords.append(.padding(insets))
    }
}

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.swiftDescription) }
        if let length { arguments.append(Renderer.number(length)) }
        let amount = length ?? 16
        let insets = EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
        return modifier(
            PaddingModifier(annotation: ".padding(\(arguments.joined(separator: ", ")))", insets: insets))
    }

    /// Adds a specific padding amount to each edge of this view.
    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(
            PaddingModifier(
                annotation: ".padding(\(Renderer.number(length)))",
                insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length)))
    }

    /// Adds different padding to each edge of this view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(annotation: ".padding(\(Renderer.describe(insets)))", insets: insets))
    }
}
