/// A scrollable view.
public struct ScrollView<Content: View> {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
    public var showsIndicators: Bool

    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ScrollView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        var arguments: [String] = []
        if axes != .vertical {
            arguments.append(axes == .horizontal ? ".horizontal" : "[.horizontal, .vertical]")
        }
        if !showsIndicators { arguments.append("showsIndicators: false") }
        return Container.node("ScrollView", arguments, content, in: context)
    }
}
