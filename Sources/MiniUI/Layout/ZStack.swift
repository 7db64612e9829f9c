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
