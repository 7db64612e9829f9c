import Foundation

// Shadows as part of a shape style. MiniUI casts none: each is written as it was made.

/// A style to use when rendering shadows.
public struct ShadowStyle: Equatable, Sendable {
    let name: String

    /// Creates a custom drop shadow style.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(name: ".drop(radius: \(Renderer.number(radius)))")
    }

    /// Creates a custom inner shadow style.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(name: ".inner(radius: \(Renderer.number(radius)))")
    }
}

extension ShapeStyle {
    /// Applies the specified shadow effect to the shape style.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ModifiedShapeStyle(_description: _description + ".shadow(\(style.name))")
    }
}
