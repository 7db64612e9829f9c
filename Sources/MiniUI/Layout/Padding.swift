struct PaddingModifier {
    let annotation: String
}

extension PaddingModifier: AnnotatingModifier {}

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.swiftDescription) }
        if let length { arguments.append(Renderer.number(length)) }
        return modifier(PaddingModifier(annotation: ".padding(\(arguments.joined(separator: ", ")))"))
    }

    /// Adds a specific padding amount to each edge of this view.
    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(annotation: ".padding(\(Renderer.number(length)))"))
    }

    /// Adds different padding to each edge of this view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(annotation: ".padding(\(Renderer.describe(insets)))"))
    }
}
