import Foundation

extension View {
    /// Sets the view's horizontal alignment.
    nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        annotated(".alignmentGuide(\(g.name))")
    }

    /// Sets the view's vertical alignment.
    nonisolated public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        annotated(".alignmentGuide(\(g.name))")
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        annotated(".offset(x: \(Renderer.number(offset.width)), y: \(Renderer.number(offset.height)))")
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        annotated(".position(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    nonisolated public func position(_ position: CGPoint) -> some View {
        annotated(".position(x: \(Renderer.number(position.x)), y: \(Renderer.number(position.y)))")
    }

    /// Offset this view by the specified horizontal and vertical distances.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        annotated(".offset(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Controls the display order of overlapping views.
    nonisolated public func zIndex(_ value: Double) -> some View {
        annotated(".zIndex(\(Renderer.number(CGFloat(value))))")
    }
}
