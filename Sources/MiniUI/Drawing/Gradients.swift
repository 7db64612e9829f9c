import Foundation

extension Gradient {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// Creates a gradient from an array of color stops.
    public init(stops: [Gradient.Stop]) {
        self.init(colors: stops.map(\.color))
    }
}

extension LinearGradient {
    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension RadialGradient {
    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A color gradient: what `Color.gradient` returns.
public struct AnyGradient: ShapeStyle, Hashable {
    public let _description: String
}

extension Gradient: ShapeStyle {
    public var _description: String { "Gradient(\(colors.map(\._description).joined(separator: ", ")))" }
}

/// An angular gradient; also a view that fills its space with it.
public struct AngularGradient: ShapeStyle {
    public let _description: String

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self._description = "AngularGradient(\(gradient.colors.map(\._description).joined(separator: ", ")))"
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

/// A color gradient represented as an array of color stops.
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}

/// A linear gradient; also a view that fills its space with it.
public struct LinearGradient: ShapeStyle {
    public let _description: String

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self._description = "LinearGradient(\(gradient.colors.map(\._description).joined(separator: ", ")))"
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A radial gradient; also a view that fills its space with it.
public struct RadialGradient: ShapeStyle {
    public let _description: String

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self._description = "RadialGradient(\(gradient.colors.map(\._description).joined(separator: ", ")))"
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension LinearGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension RadialGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension LinearGradient: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

extension RadialGradient: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}

extension Gradient {
    /// A method of interpolating between the colors in a gradient.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolates gradient colors in the output color space.
        public static let device = ColorSpace(name: "device")
        /// Interpolates gradient colors in a perceptual color space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

/// A two-dimensional gradient defined by a 2D grid of positioned colors; a shape style, and a view that fills
/// its space with it. MiniUI shows it by its grid's size and its colors.
public struct MeshGradient: ShapeStyle, Sendable {
    /// The width of the mesh: the number of vertices per row.
    public var width: Int
    /// The height of the mesh: the number of vertices per column.
    public var height: Int
    /// The positions of the vertices, in unit coordinates, row by row.
    var points: [SIMD2<Float>]
    /// The colors of the vertices, row by row.
    var colorList: [Color]
    /// The background color: it fills any points outside the mesh.
    public var background: Color
    /// Whether cubic interpolation is used between colors (smoother) instead of linear.
    public var smoothsColors: Bool
    /// The color space in which colors are interpolated.
    public var colorSpace: Gradient.ColorSpace

    /// Creates a new gradient mesh specified as a 2D grid of colored points: `width × height` points, each
    /// in unit coordinates, and as many colors.
    nonisolated public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colorList = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public var _description: String {
        "MeshGradient(\(width)×\(height): \(colorList.map(\._description).joined(separator: ", ")))"
    }
}

extension MeshGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(in context: BuildContext) -> [Node] { [context.host.node(.generic, _description, in: context)] }
}
