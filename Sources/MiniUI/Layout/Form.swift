/// A container for grouping controls used for data entry.
public struct Form<Content: View> {
    let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Form: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("Form", [], content, in: context)
    }
}
