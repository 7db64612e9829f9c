import Foundation

// Shape styles and gradients beside the common ones: elliptical gradients, gradients made from a colour's
// `.gradient`, an image as a fill, shadows as part of a style, the semantic styles of selection,
// placeholders, links and the window's background, and mixing two colours. MiniUI draws none of them:
// each is written as it was made.

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

/// A shape style that fills a shape by repeating a region of an image.
public struct ImagePaint: ShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while being drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var _description: String { ".image(\(image.description))" }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

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

/// A style used to visually indicate selection following platform conventional colors and behaviors.
public struct SelectionShapeStyle: ShapeStyle {
    /// Creates a selection shape style.
    nonisolated public init() {}
    public var _description: String { ".selection" }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// A style used to visually indicate selection.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A style appropriate for placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// Creates a new placeholder text shape style.
    nonisolated public init() {}
    public var _description: String { ".placeholder" }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// A style appropriate for links.
public struct LinkShapeStyle: ShapeStyle {
    /// Creates a new link shape style instance.
    nonisolated public init() {}
    public var _description: String { ".link" }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// A style appropriate for links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// A style appropriate for elements that should match the background of their containing window.
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// Creates a new window background shape style instance.
    nonisolated public init() {}
    public var _description: String { ".windowBackground" }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// A style appropriate for elements that should match the background of their containing window.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

extension Color {
    /// Returns a version of self mixed with `rhs` by the amount specified by `fraction`.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(
            _description: _description + ".mix(with: \(rhs._description), by: \(Renderer.number(CGFloat(fraction))))")
    }
}

extension Material {
    /// A mostly translucent material.
    public static let ultraThin = Material.ultraThinMaterial
    /// A material that's more translucent than opaque.
    public static let thin = Material.thinMaterial
    /// A material that's somewhat translucent.
    public static let regular = Material.regularMaterial
    /// A material that's more opaque than translucent.
    public static let thick = Material.thickMaterial
    /// A mostly opaque material.
    public static let ultraThick = Material.ultraThickMaterial
}
