import Foundation

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

// Backgrounds and overlays in a shape: each shows as an annotation, as written.

extension View {
    /// Sets the view's background to an insettable shape filled with a style.
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        annotated(".background(\(style._description), in: \(shape._description))")
    }

    /// Sets the view's background to a shape filled with the default background style.
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        annotated(".background(in: \(shape._description))")
    }

    /// Layers a shape that you specify in front of this view, filled with a style.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        annotated(".overlay(\(style._description), in: \(shape._description))")
    }

    /// Sets the specified style to render backgrounds within the view.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        annotated(".backgroundStyle(\(style._description))")
    }

    /// Sets the container background of the enclosing container using a view.
    nonisolated public func containerBackground<S: ShapeStyle>(
        _ style: S, for container: ContainerBackgroundPlacement
    ) -> some View {
        annotated(".containerBackground(\(style._description), for: \(container.name))")
    }
}

/// The placement of a container background.
public struct ContainerBackgroundPlacement: Sendable {
    let name: String
    /// A background placement inside a navigation container.
    public static let navigation = ContainerBackgroundPlacement(name: ".navigation")
    /// A background placement inside a tab view.
    public static let tabView = ContainerBackgroundPlacement(name: ".tabView")
}

extension View {
    /// Layers the given view behind this view.
    @available(iOS, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    {
        modifier(LayerModifier(name: "background", layer: background))
    }

    /// Layers a secondary view in front of this view.
    @available(iOS, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(name: "overlay", layer: overlay))
    }

    /// Adds a border to this view with the specified style and width.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        annotated(".border(\(content._description), width: \(Renderer.number(width)))")
    }
}
