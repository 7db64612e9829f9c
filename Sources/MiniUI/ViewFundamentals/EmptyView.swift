/// A view that doesn't contain any content.

public struct EmptyView {
    nonisolated public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [] }
}
