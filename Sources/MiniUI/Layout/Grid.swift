/// A container view that arranges other views in a two dimensional layout.
public struct Grid<Content: View> {
    let content: Content

    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// A horizontal row in a two dimensional grid container.
public struct GridRow<Content: View> {
    let content: Content

    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Grid: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension GridRow: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Grid: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("Grid", [], content, in: context)
    }
}

extension GridRow: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("GridRow", [], content, in: context)
    }
}
