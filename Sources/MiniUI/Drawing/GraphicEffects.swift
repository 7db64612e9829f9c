import Foundation

// Graphic effects: colour adjustments, opacity, shadows, blur, transforms and compositing. MiniUI draws
// nothing: each shows as an annotation.

extension View {
    /// Adjusts the color saturation of this view.
    nonisolated public func saturation(_ amount: Double) -> some View {
        annotated(".saturation(\(Renderer.number(CGFloat(amount))))")
    }

    /// Brightens this view by the specified amount.
    nonisolated public func brightness(_ amount: Double) -> some View {
        annotated(".brightness(\(Renderer.number(CGFloat(amount))))")
    }

    /// Sets the contrast and separation between similar colors in this view.
    nonisolated public func contrast(_ amount: Double) -> some View {
        annotated(".contrast(\(Renderer.number(CGFloat(amount))))")
    }

    /// Adds a grayscale effect to this view.
    nonisolated public func grayscale(_ amount: Double) -> some View {
        annotated(".grayscale(\(Renderer.number(CGFloat(amount))))")
    }

    /// Inverts the colors in this view.
    nonisolated public func colorInvert() -> some View {
        annotated(".colorInvert()")
    }

    /// Adds a color multiplication effect to this view.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        annotated(".colorMultiply(\(color._description))")
    }

    /// Applies a hue rotation effect to this view.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        annotated(".hueRotation(\(Renderer.number(CGFloat(angle.degrees)))°)")
    }

    /// Wraps this view in a compositing group.
    nonisolated public func compositingGroup() -> some View {
        annotated(".compositingGroup()")
    }

    /// Isolates the geometry (for example, position and size) of the view from its parent view.
    nonisolated public func geometryGroup() -> some View {
        annotated(".geometryGroup()")
    }

    /// Composites this view's contents into an offscreen image before final display.
    nonisolated public func drawingGroup(opaque: Bool = false) -> some View {
        annotated(".drawingGroup()")
    }

    /// Sets the transparency of this view.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        annotated(".opacity(\(Renderer.number(opacity)))")
    }

    /// Adds a shadow to this view.
    nonisolated public func shadow(
        color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        annotated(".shadow(radius: \(Renderer.number(radius)))")
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        annotated(".rotation3DEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(\(Renderer.number(s)))")
    }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        annotated(".rotationEffect(.degrees(\(Renderer.number(CGFloat(angle.degrees)))))")
    }
}

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable, Codable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension View {
    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(x: \(Renderer.number(x)), y: \(Renderer.number(y)))")
    }

    /// Scales this view's rendered output by the given size.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        annotated(".scaleEffect(x: \(Renderer.number(scale.width)), y: \(Renderer.number(scale.height)))")
    }

    /// Applies a Gaussian blur to this view.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        annotated(".blur(radius: \(Renderer.number(radius)))")
    }
}
