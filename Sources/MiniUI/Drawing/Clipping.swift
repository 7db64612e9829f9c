import Foundation

extension View {
    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(iOS, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        annotated(".cornerRadius(\(Renderer.number(radius)))")
    }

    /// Sets a clipping shape for this view.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        annotated(".clipShape(\(shape._description))")
    }

    /// Defines the content shape for hit testing.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        annotated(".contentShape(\(shape._description))")
    }
    /// Sets the container shape to use for any container relative shape within this view.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        annotated(".containerShape(\(shape._description))")
    }

    /// Masks this view using the alpha channel of the given view.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    {
        annotated(".mask")
    }

    /// Clips this view to its bounding rectangular frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        annotated(".clipped()")
    }
}
