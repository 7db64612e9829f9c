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
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else {
            // A pack of one type is that type, not a tuple (`(repeat each Cell)` with one cell is the cell itself),
            // so a TupleView made from such a pack holds one view; the builder never makes one (its `buildBlock` of
            // one view returns the view). The kit's model: the value is that one view, at position 0.
            guard let view = value as? any View else { return [] }
            return context.host.makeNodes(for: view, in: context.child(.index(0)))
        }
        var nodes: [Node] = []
        for (offset, child) in mirror.children.enumerated() {
            guard let view = child.value as? any View else { continue }
            nodes += context.host.makeNodes(for: view, in: context.child(.index(offset)))
        }
        return nodes
    }
}
