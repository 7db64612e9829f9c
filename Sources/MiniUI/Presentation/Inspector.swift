import Foundation

// Inspectors (SwiftUI 17+): the inspector's content shows below the view while it is presented.

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy. MiniUI shows the inspector's
    /// content below the view while it is presented.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(PresentedLayerModifier(name: "inspector", isPresented: isPresented, layer: content()))
    }

    /// Sets a fixed, preferred width for the inspector containing this view.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        annotated(".inspectorColumnWidth(\(Renderer.number(width)))")
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View
    {
        annotated(".inspectorColumnWidth(ideal: \(Renderer.number(ideal)))")
    }
}

/// A presented layer, shown below the view while its binding is true.
struct PresentedLayerModifier<Layer: View> {
    let name: String
    let isPresented: Binding<Bool>
    let layer: Layer
}

extension PresentedLayerModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        guard isPresented.wrappedValue else { return nodes }
        let layer = Container.node(name, [], self.layer, in: context)
        layer[0].isAttachment = true
        return nodes + layer
    }
}
