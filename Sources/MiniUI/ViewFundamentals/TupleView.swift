/// A view created from a Swift tuple of views: what a `@ViewBuilder` block of several views builds.

public struct TupleView<T> {
    public var value: T

    nonisolated public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension TupleView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        // A tuple's elements are views; Mirror walks them in order, and each keeps its position as identity.
        var nodes: [Node] = []
        for (offset, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            nodes += context.host.makeNodes(for: view, in: context.child(.index(offset)))
        }
        return nodes
    }
}
