import Foundation

extension View {

    /// Sets the presentation background of the enclosing sheet using a shape style.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        annotated(".presentationBackground(\(style._description))")
    }

    /// Requests that the presentation have a specific corner radius.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        annotated(".presentationCornerRadius(\(cornerRadius.map { Renderer.number($0) } ?? "nil"))")
    }
}
