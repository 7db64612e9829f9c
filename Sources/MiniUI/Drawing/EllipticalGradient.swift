import Foundation

// Elliptical gradients, and the gradients made from a colour's `.gradient`. MiniUI draws none of them: each is
// written as it was made.

/// A radial gradient that draws an ellipse; also a view that fills its space with it.
public struct EllipticalGradient: ShapeStyle {
    public let _description: String

    /// Creates an elliptical gradient.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self._description = "EllipticalGradient(\(gradient.colors.map(\._description).joined(separator: ", ")))"
    }

    /// Creates an elliptical gradient from a collection of colors.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A radial gradient that draws an ellipse.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse, from colors.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse, from color stops.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == _ModifiedShapeStyle {
    /// A linear gradient from a color's gradient (`Color.blue.gradient`).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> _ModifiedShapeStyle
    {
        _ModifiedShapeStyle(_description: ".linearGradient(\(gradient._description))")
    }

    /// A radial gradient from a color's gradient.
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> _ModifiedShapeStyle {
        _ModifiedShapeStyle(_description: ".radialGradient(\(gradient._description))")
    }

    /// An elliptical gradient from a color's gradient.
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> _ModifiedShapeStyle {
        _ModifiedShapeStyle(_description: ".ellipticalGradient(\(gradient._description))")
    }

    /// An angular gradient from a color's gradient.
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> _ModifiedShapeStyle {
        _ModifiedShapeStyle(_description: ".angularGradient(\(gradient._description))")
    }

    /// A conic gradient from a color's gradient, that completes a full turn.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero)
        -> _ModifiedShapeStyle
    {
        _ModifiedShapeStyle(_description: ".conicGradient(\(gradient._description))")
    }
}
