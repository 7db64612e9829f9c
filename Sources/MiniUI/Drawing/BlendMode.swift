// Blend modes: how a view's or a style's colours combine with what is below them. MiniUI composites
// nothing: the blend mode is written as an annotation (or after the style).

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        annotated(".blendMode(.\(blendMode))")
    }

    /// Adds a luminance to alpha effect to this view.
    nonisolated public func luminanceToAlpha() -> some View {
        annotated(".luminanceToAlpha()")
    }
}

extension ShapeStyle {
    /// Returns a new style based on this one that uses the given blend mode when drawing.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        _ModifiedShapeStyle(_description: _description + ".blendMode(.\(mode))")
    }
}
