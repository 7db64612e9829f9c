/// A type that collects multiple instances of a content type into a single unit, without layout.

public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView where Content: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        context.host.makeNodes(for: content, in: context)
    }
}
