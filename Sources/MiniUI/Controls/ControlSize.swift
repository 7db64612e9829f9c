/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// Sets the size for controls within this view.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        annotated(".controlSize(.\(controlSize))")
    }
}
