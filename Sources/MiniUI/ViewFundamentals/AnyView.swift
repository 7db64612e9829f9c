/// A type-erased view.
///
/// `AnyView` hides the type of the view it wraps. Changing the wrapped type discards the old
/// view's state, which is why SwiftUI code prefers generic parameters and `some View`.

public struct AnyView {
    let storage: any View
    let typeName: String

    nonisolated public init<V: View>(_ view: V) {
        self.storage = view
        self.typeName = String(reflecting: V.self)
    }

    nonisolated public init<V: View>(erasing view: V) {
        self.init(view)
    }
}

extension AnyView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension AnyView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.anyView, "AnyView", in: context)
        node.children = context.host.makeNodes(for: storage, in: context.child(.type(typeName)))
        return [node]
    }
}
