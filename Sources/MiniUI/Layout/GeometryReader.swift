import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// MiniUI does no layout: the proxy reports the size of an iPhone screen, 393 × 852 points.
public struct GeometryReader<Content: View> {
    public var content: (GeometryProxy) -> Content

    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public var size: CGSize { CGSize(width: 393, height: 852) }
    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
}

extension GeometryReader: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension GeometryReader: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("GeometryReader", [], content(GeometryProxy()), in: context)
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes. MiniUI
    /// has no layout: the action never runs.
    nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        annotated(".onGeometryChange")
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes, with the
    /// old and new values.
    nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        annotated(".onGeometryChange")
    }
}
