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
