/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size to apply to controls within a view: `.regular` unless `.controlSize` or `.environment` sets it.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(EnvironmentWritingModifier { $0.controlSize = controlSize }).annotated(".controlSize(.\(controlSize))")
    }
}
