import Foundation

extension View {
    /// Sets the color of the foreground elements displayed by this view.
    @available(iOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        annotated(".foregroundColor(\(color?._description ?? "nil"))")
    }

    /// Sets the tint color within this view.
    nonisolated public func tint(_ tint: Color?) -> some View {
        annotated(".tint(\(tint?._description ?? "nil"))")
    }

    /// Sets the tint within this view to a shape style (a gradient, a hierarchical style).
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        annotated(".tint(\(tint?._description ?? "nil"))")
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style in the child view.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        annotated(
            ".foregroundStyle(\(primary._description), \(secondary._description), \(tertiary._description))")
    }

    /// Sets the accent color for this view and the views it contains.
    @available(iOS, deprecated: 100000.0, renamed: "tint(_:)")
    @available(macOS, deprecated: 100000.0, renamed: "tint(_:)")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        annotated(".accentColor(\(accentColor?._description ?? "nil"))")
    }
    /// Sets the primary and secondary levels of the foreground style in the child view.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> some View
    {
        annotated(".foregroundStyle(\(primary._description), \(secondary._description))")
    }
}

struct ForegroundStyleModifier {
    let annotation: String
}

extension ForegroundStyleModifier: AnnotatingModifier {}

extension View {
    /// Sets a view's foreground elements to use a given style.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(annotation: ".foregroundStyle(\(style._description))"))
    }
}

/// A style that reflects the current tint color.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public var _description: String { ".tint" }
}
