extension View {

    /// Sets the view's background to a style.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        annotated(".background(\(style._description))")
    }

    /// Layers the views that you specify behind this view.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(LayerModifier(name: "background", layer: content()))
    }

    /// Layers the views that you specify in front of this view.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(LayerModifier(name: "overlay", layer: content()))
    }

    /// Layers the specified style in front of this view.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        annotated(".overlay(\(style._description))")
    }
}

struct LayerModifier<Layer: View> {
    let name: String
    let layer: Layer
}

extension LayerModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        let layer = Container.node(name, [], self.layer, in: context)
        layer[0].isAttachment = true
        return nodes + layer
    }
}
