/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content

    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ZStack: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let arguments = alignment == .center ? [] : ["alignment: \(alignment.name)"]
        return Container.node("ZStack", arguments, content, in: context)
    }
}

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

/// A view that adapts to the available space by providing the first child view that fits.
///
/// MiniUI has no sizes: every candidate is listed, the first being the one SwiftUI would try first.
public struct ViewThatFits<Content: View> {
    let content: Content

    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ViewThatFits: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ViewThatFits: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("ViewThatFits", [], content, in: context)
    }
}
