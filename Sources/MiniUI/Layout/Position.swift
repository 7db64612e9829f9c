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
}
